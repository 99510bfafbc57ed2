// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { holdEnterOnBox } from './enterOnBox.ts';

afterEach(cleanup);

function Step({ onSubmit }: { onSubmit: () => void }) {
  return (
    <section onKeyDown={holdEnterOnBox}>
      <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        <label><input type="checkbox" /> Asthma</label>
        <label><input type="radio" name="r" /> Yes</label>
        <label>Name <input type="text" /></label>
        <button type="submit">Next</button>
      </form>
    </section>
  );
}

describe('holdEnterOnBox', () => {
  it('keeps Enter on a checkbox from doing anything, and leaves Enter elsewhere and other keys on a box alone', () => {
    render(<Step onSubmit={vi.fn()} />);
    expect(fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Asthma' }), { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Asthma' }), { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('radio', { name: 'Yes' }), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Enter' })).toBe(true);
  });
});
