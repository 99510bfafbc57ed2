// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { holdRepeatedClick } from './repeatedClick.ts';

afterEach(cleanup);

function renderStep() {
  const sent = vi.fn();
  const back = vi.fn();
  const followed = vi.fn();
  const ticked = vi.fn();
  render(
    <section onClickCapture={holdRepeatedClick} onSubmitCapture={(event) => { event.preventDefault(); sent(); }}>
      <form aria-label="step">
        <label>Email <input name="email" /></label>
        <label><input type="checkbox" name="agree" onClick={ticked} /> I agree</label>
        <button type="submit">Next</button>
        <button type="button" onClick={back}>Back</button>
        <a href="#more" onClick={(e) => { followed(e.defaultPrevented); }}>Why do we ask?</a>
      </form>
    </section>,
  );
  return { sent, back, followed, ticked, next: screen.getByRole('button', { name: 'Next' }), form: screen.getByRole('form', { name: 'step' }) as HTMLFormElement };
}

describe('holdRepeatedClick', () => {
  it('lets one click (detail 1) and a click the keyboard makes (detail 0) submit', () => {
    const { sent, next } = renderStep();
    fireEvent.click(next, { detail: 1 });
    expect(sent).toHaveBeenCalledTimes(1);
    fireEvent.click(next, { detail: 0 });
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('stops the submit of a click counted second or third of a double click or tap, and stops it reaching the form', () => {
    const { sent, next, form } = renderStep();
    const formHeard = vi.fn();
    form.addEventListener('submit', formHeard);
    fireEvent.click(next, { detail: 2 });
    fireEvent.click(next, { detail: 3 });
    expect(sent).not.toHaveBeenCalled();
    expect(formHeard).not.toHaveBeenCalled();
    fireEvent.click(next, { detail: 1 });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("holds a repeated click on any button or link (the next step's Back drawn where Next was), and lets one through", () => {
    const { back, followed } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }), { detail: 2 });
    fireEvent.click(screen.getByRole('link', { name: 'Why do we ask?' }), { detail: 2 });
    expect(back).not.toHaveBeenCalled();
    expect(followed).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }), { detail: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Why do we ask?' }), { detail: 0 });
    expect(back).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledWith(false);
  });

  it('leaves a box clicked twice to act as it does', () => {
    const { ticked } = renderStep();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }), { detail: 2 });
    expect(ticked).toHaveBeenCalledTimes(1);
  });

  it('judges a submit by the click on its own submitter: a double click on a field before does not stop a later submit', () => {
    const { sent, form } = renderStep();
    fireEvent.click(screen.getByRole('textbox', { name: 'Email' }), { detail: 2 });
    form.requestSubmit(screen.getByRole('button', { name: 'Next' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('forgets the click once a submit is judged: a submit made later without a click goes on', () => {
    const { sent, next, form } = renderStep();
    fireEvent.click(next, { detail: 2 });
    expect(sent).not.toHaveBeenCalled();
    form.requestSubmit(next);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
