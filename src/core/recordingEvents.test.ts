import { describe, expect, it } from 'vitest';
import { META_EVENT, withoutPersonalHrefs } from './recordingEvents.ts';

describe('withoutPersonalHrefs', () => {
  it('cleans the address of a Meta event and keeps its size', () => {
    const meta = { type: META_EVENT, timestamp: 5, data: { href: 'http://localhost/signup/s6/home?zip=10001&firstName=Ana&cid=x', width: 800, height: 600 } };
    expect(withoutPersonalHrefs([meta])).toEqual([{ type: META_EVENT, timestamp: 5, data: { href: 'http://localhost/signup/s6/home?cid=x', width: 800, height: 600 } }]);
  });

  it('returns other events untouched, even when they hold an href', () => {
    const snapshot = { type: 2, timestamp: 6, data: { href: 'http://localhost/?email=a@b.c' } };
    const [out] = withoutPersonalHrefs([snapshot]);
    expect(out).toBe(snapshot);
  });
});
