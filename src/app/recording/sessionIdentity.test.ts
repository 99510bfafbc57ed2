import { describe, expect, it } from 'vitest';
import { recordingIdentity } from './sessionIdentity.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => { data.delete(k); },
    setItem: (k, v) => { data.set(k, String(v)); },
  };
}

describe('recordingIdentity', () => {
  it('starts a session with a new id and numbers batches from 0', () => {
    const id = recordingIdentity(memoryStorage(), () => 'aaaaaaaa-1111');
    expect(id.sessionId).toBe('aaaaaaaa-1111');
    expect([id.nextOrderId(), id.nextOrderId(), id.nextOrderId()]).toEqual([0, 1, 2]);
  });

  it('after a reload in the same tab, keeps the session and goes on numbering', () => {
    const storage = memoryStorage();
    const first = recordingIdentity(storage, () => 'aaaaaaaa-1111');
    first.nextOrderId();
    first.nextOrderId();
    const again = recordingIdentity(storage, () => 'bbbbbbbb-2222');
    expect(again.sessionId).toBe('aaaaaaaa-1111');
    expect(again.nextOrderId()).toBe(2);
  });

  it('another tab (another sessionStorage) is another session', () => {
    expect(recordingIdentity(memoryStorage(), () => 'aaaaaaaa-1111').sessionId).not.toBe(recordingIdentity(memoryStorage(), () => 'bbbbbbbb-2222').sessionId);
  });

  it('starts afresh on stored garbage, and works without storage or with storage that throws', () => {
    expect(recordingIdentity(memoryStorage({ 'trial-signup.recording': '{"sessionId":"../x","next":-1}' }), () => 'cccccccc-3333').sessionId).toBe('cccccccc-3333');
    const none = recordingIdentity(null, () => 'dddddddd-4444');
    expect([none.nextOrderId(), none.nextOrderId()]).toEqual([0, 1]);
    const throwing = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as Storage;
    const blocked = recordingIdentity(throwing, () => 'eeeeeeee-5555');
    expect([blocked.sessionId, blocked.nextOrderId(), blocked.nextOrderId()]).toEqual(['eeeeeeee-5555', 0, 1]);
  });
});
