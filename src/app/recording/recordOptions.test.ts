import { describe, expect, it } from 'vitest';
import { recordingOptions } from './recordOptions.ts';

describe('recordingOptions', () => {
  it('masks every input and the text of elements marked personal', () => {
    const options = recordingOptions(() => undefined);
    expect(options.maskAllInputs).toBe(true);
    expect(options.maskTextSelector).toBe('[data-personal]');
  });

  it('samples as spec §9 says: mouse moves off, scroll every 150 ms, media every 800 ms', () => {
    expect(recordingOptions(() => undefined).sampling).toEqual({ mousemove: false, scroll: 150, media: 800 });
  });

  it('passes rrweb events to the given emitter', () => {
    const seen: number[] = [];
    recordingOptions((e) => seen.push(e.type)).emit?.({ type: 2, timestamp: 1, data: {} });
    expect(seen).toEqual([2]);
  });
});
