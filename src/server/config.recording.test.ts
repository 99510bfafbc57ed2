import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('RECORDING_ENABLED', () => {
  it('is on by default, so a fresh clone records (masked) and the studio can replay', () => {
    expect(loadConfig({}).recordingEnabled).toBe(true);
    expect(loadConfig({ RECORDING_ENABLED: 'true' }).recordingEnabled).toBe(true);
    expect(loadConfig({ RECORDING_ENABLED: '1' }).recordingEnabled).toBe(true);
  });

  it('is off for 0, false, no or off in any case', () => {
    for (const off of ['0', 'false', 'FALSE', ' no ', 'off']) expect(loadConfig({ RECORDING_ENABLED: off }).recordingEnabled, off).toBe(false);
  });

  it('fails at start on a value that is neither on nor off', () => {
    expect(() => loadConfig({ RECORDING_ENABLED: 'maybe' })).toThrow("RECORDING_ENABLED must be 1/true/yes/on or 0/false/no/off, got 'maybe'");
  });
});
