import { describe, expect, it } from 'vitest';
import { formatRecordingTime } from './recordingTime.ts';

describe('formatRecordingTime', () => {
  it('shows date and time to the second in the given time zone', () => {
    expect(formatRecordingTime('2026-01-02T15:04:05.000Z', 'UTC')).toBe('2 Jan 2026, 15:04:05');
    expect(formatRecordingTime('2026-01-02T15:04:05.000Z', 'America/New_York')).toBe('2 Jan 2026, 10:04:05');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatRecordingTime('yesterday')).toBe('yesterday');
  });
});
