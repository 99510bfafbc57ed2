// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef, type FormEvent } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import { submitAhead } from './submitAhead.ts';

afterEach(cleanup);

type Answers = { name?: string };
const schema: RJSFSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] };

function renderStep(formData: Answers, valid: (data: Answers) => void, extra?: { onSubmit?: () => void; onError?: () => void }) {
  const renders = { count: 0 };
  function NameBox(props: WidgetProps) {
    renders.count++;
    return <input id={props.id} aria-label="Name" value={(props.value as string | undefined) ?? ''} onChange={(e) => props.onChange(e.target.value)} />;
  }
  const form = createRef<Form<Answers>>();
  render(
    <section onSubmitCapture={(event: FormEvent) => submitAhead(form.current, event, valid)}>
      <Form<Answers> ref={form} schema={schema} formData={formData} validator={validator as ValidatorType<Answers>} widgets={{ TextWidget: NameBox }} showErrorList={false} noHtml5Validate {...extra}>
        <button type="submit">Next</button>
      </Form>
      <form aria-label="other"><button type="submit">Other</button></form>
    </section>,
  );
  return renders;
}

describe('submitAhead', () => {
  it("hands a valid step's answers on before anything re-renders, and rjsf's own submit is not run", () => {
    const onSubmit = vi.fn();
    let rendersWhenHanded = -1;
    const valid = vi.fn((_data: Answers) => { rendersWhenHanded = renders.count; });
    const renders = renderStep({ name: 'Ana' }, valid, { onSubmit });
    const before = renders.count;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => { document.querySelector('form.rjsf')!.dispatchEvent(submit); });
    // The page does not leave for the form's action.
    expect(submit.defaultPrevented).toBe(true);
    expect(valid).toHaveBeenCalledTimes(1);
    expect(valid).toHaveBeenCalledWith({ name: 'Ana' });
    expect(rendersWhenHanded).toBe(before);
    // Nothing changed, so nothing re-rendered after either.
    expect(renders.count).toBe(before);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the answers as changed before the submit', () => {
    const valid = vi.fn();
    renderStep({}, valid);
    act(() => { fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Luz' } }); });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Next' })); });
    expect(valid).toHaveBeenCalledWith({ name: 'Luz' });
  });

  it('shows the errors as rjsf does, reports them, and hands nothing on', () => {
    const valid = vi.fn();
    const onError = vi.fn();
    renderStep({}, valid, { onError });
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Next' })); });
    expect(valid).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain("must have required property 'Name'");
  });

  it('leaves the submit of another form alone', () => {
    const valid = vi.fn();
    renderStep({ name: 'Ana' }, valid);
    const other = screen.getByRole('form', { name: 'other' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => { other.dispatchEvent(event); });
    expect(valid).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
