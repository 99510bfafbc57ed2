// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, MAX_WAIT_FOR_PAINT_MS } from './afterNextPaint.ts';
import { pauseFrames, type PausedFrames } from '../tests/support/pausedFrames.ts';

let frames: PausedFrames;

beforeEach(() => { frames = pauseFrames(); });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paint = () => frames.paint();

describe('afterNextPaint', () => {
  it('runs after the next frame is painted, not before, each once and in order', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('router log'));
    afterNextPaint(() => ran.push('actions'));
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual([]);
    paint();
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['router log', 'actions']);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_FOR_PAINT_MS);
    expect(ran).toEqual(['router log', 'actions']);
  });

  it('does not wait for a frame that never comes longer than its limit', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('sent'));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_FOR_PAINT_MS - 1);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['sent']);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['sent']);
  });

  it('runs at once on a hidden page, and a page being hidden runs what waited', async () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('waited'));
    frames.setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ran).toEqual(['waited']);
    afterNextPaint(() => ran.push('hidden'));
    expect(ran).toEqual(['waited', 'hidden']);
    expect(frames.waitingFrames()).toBe(1);
    paint();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_FOR_PAINT_MS);
    expect(ran).toEqual(['waited', 'hidden']);
  });

  it('a page being left runs what waited', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('router log'));
    window.dispatchEvent(new Event('pagehide'));
    expect(ran).toEqual(['router log']);
  });

  it('a page given back from the back-forward cache runs what waited on a frame asked for before, and waits anew after', async () => {
    const shown = (persisted: boolean) => {
      const event = new Event('pageshow');
      Object.defineProperty(event, 'persisted', { value: persisted });
      window.dispatchEvent(event);
    };
    const ran: string[] = [];
    afterNextPaint(() => ran.push('address'));
    shown(false);
    expect(ran).toEqual([]);
    shown(true);
    expect(ran).toEqual(['address']);
    afterNextPaint(() => ran.push('next'));
    expect(ran).toEqual(['address']);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['address', 'next']);
  });
});
