// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { errorParts, fieldControl, fieldName, withMessage } from './fieldWrapper.ts';

afterEach(() => { document.body.innerHTML = ''; });

function wrapperOf(html: string): Element {
  document.body.innerHTML = `<div id="root_x-field">${html}</div>`;
  return document.getElementById('root_x-field') as Element;
}

const questions = `
  <label for="q-a">Insurance?<span aria-hidden="true">*</span></label><select id="q-a" aria-invalid="true"><option value="">Choose</option></select>
  <label for="q-b">Education?</label><select id="q-b"><option value="x">X</option></select>
  <label for="q-c">Income?</label><select id="q-c" aria-invalid="true"><option value="">Choose</option></select>`;

describe('errorParts', () => {
  it('names each question marked in error, with the control its link focuses, in the page order', () => {
    const parts = errorParts(wrapperOf(questions));
    expect(parts.map((p) => [p.name, p.control.id])).toEqual([['Insurance?', 'q-a'], ['Income?', 'q-c']]);
  });

  it('counts a question of several marked controls once, under its legend (a height in feet and inches)', () => {
    const wrapper = wrapperOf(`
      <fieldset id="height"><legend>Height</legend><input id="ft" aria-invalid="true"><input id="in" aria-invalid="true"></fieldset>
      <fieldset id="q1" aria-invalid="true"><legend>1. Diagnosed?</legend><button type="button" id="yes">Yes</button></fieldset>`);
    expect(errorParts(wrapper).map((p) => [p.name, p.control.id])).toEqual([['Height', 'ft'], ['1. Diagnosed?', 'yes']]);
    // Its link goes to the box marked, past the unit chosen before it.
    const withUnit = wrapperOf(`<fieldset><legend>Height</legend><input type="radio" id="unit" checked><input id="ft" value="5"><input id="in" aria-invalid="true"></fieldset>`);
    expect(errorParts(withUnit).map((p) => [p.name, p.control.id])).toEqual([['Height', 'in']]);
  });

  it('is empty when nothing is marked, and leaves out a marked part with nothing to focus', () => {
    expect(errorParts(wrapperOf('<label for="a">A</label><input id="a">'))).toEqual([]);
    expect(errorParts(wrapperOf('<p aria-invalid="true">No control</p>'))).toEqual([]);
  });
});

describe('fieldControl / fieldName', () => {
  it('go to the first question marked in error, under its own name', () => {
    const wrapper = wrapperOf(questions);
    expect(fieldControl(wrapper)?.id).toBe('q-a');
    expect(fieldName(wrapper)).toBe('Insurance?');
  });
});

describe('fieldControl: the box still to fill', () => {
  it("goes to a field's first empty box, past the unit chosen before it, else to its first control", () => {
    const height = `<fieldset><legend>Height</legend><input type="radio" id="unit-ft" checked><input type="radio" id="unit-cm">
      <input type="text" id="feet" value=""><input type="text" id="inches" value=""></fieldset>`;
    expect(fieldControl(wrapperOf(height))?.id).toBe('feet');
    (document.getElementById('feet') as HTMLInputElement).value = '5';
    expect(fieldControl(document.getElementById('root_x-field') as Element)?.id).toBe('inches');
    (document.getElementById('inches') as HTMLInputElement).value = '6';
    expect(fieldControl(document.getElementById('root_x-field') as Element)?.id).toBe('unit-ft');
    expect(fieldControl(wrapperOf('<input type="checkbox" id="white"><input type="checkbox" id="asian">'))?.id).toBe('white');
    // A box is one typed in: not a list left at its prompt, nor a choice whose value is empty.
    expect(fieldControl(wrapperOf('<select id="s"><option value="">Choose</option></select><input type="radio" id="r" value=""><input type="number" id="n" value="">'))?.id).toBe('n');
    for (const type of ['search', 'url', 'tel', 'email']) expect(fieldControl(wrapperOf(`<input type="radio" id="r" checked><input type="${type}" id="b" value="">`))?.id, type).toBe('b');
  });

  it('goes to an invalid group\'s empty box, and to an invalid control itself, filled or not', () => {
    expect(fieldControl(wrapperOf('<input type="text" id="a" value=""><fieldset aria-invalid="true"><input type="radio" id="r"><input type="tel" id="t" value=""></fieldset>'))?.id).toBe('t');
    expect(fieldControl(wrapperOf('<input type="text" id="a" value=""><input type="email" id="e" value="x@" aria-invalid="true">'))?.id).toBe('e');
  });
});

describe('withMessage', () => {
  it("joins a field's name and its message, a sentence's closing stop left out, a question's mark kept", () => {
    expect(withMessage('I agree to the terms above.', 'Please tick the box')).toBe('I agree to the terms above: Please tick the box');
    expect(withMessage('Zip Code', 'Enter a valid zip code')).toBe('Zip Code: Enter a valid zip code');
    expect(withMessage('Do you have health insurance?', 'This question must be answered')).toBe('Do you have health insurance?: This question must be answered');
    expect(withMessage('', 'Please select one option')).toBe('Please select one option');
  });
});
