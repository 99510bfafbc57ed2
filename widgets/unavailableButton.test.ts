import { describe, expect, it, vi } from 'vitest';
import { unavailableWhen } from './unavailableButton.ts';

describe('unavailableWhen', () => {
  it('says the button is unavailable and neither runs the action nor lets a submit button submit', () => {
    const action = vi.fn();
    const event = { preventDefault: vi.fn() };
    const props = unavailableWhen(true, action);
    expect(props['aria-disabled']).toBe(true);
    props.onClick(event);
    expect(action).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('runs the action of an available button and leaves its default alone', () => {
    const action = vi.fn();
    const event = { preventDefault: vi.fn() };
    const props = unavailableWhen(false, action);
    expect(props).not.toHaveProperty('aria-disabled');
    props.onClick(event);
    expect(action).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
