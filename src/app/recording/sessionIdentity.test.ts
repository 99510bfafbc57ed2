import { describe, expect, it, vi } from 'vitest';
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

/** The server's POST /api/sr/open, answering the given ids in turn. */
const server = (...ids: string[]) => vi.fn(async () => ids.shift() as string);

describe('recordingIdentity', () => {
  it('has the server open a session and numbers batches from 0', async () => {
    const open = server('aaaaaaaa-1111');
    const id = await recordingIdentity(memoryStorage(), open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(id.sessionId).toBe('aaaaaaaa-1111');
    expect([id.nextOrderId(), id.nextOrderId(), id.nextOrderId()]).toEqual([0, 1, 2]);
  });

  it('after a reload in the same tab, keeps the session without opening another and goes on numbering', async () => {
    const storage = memoryStorage();
    const first = await recordingIdentity(storage, server('aaaaaaaa-1111'));
    first.nextOrderId();
    first.nextOrderId();
    const open = server('bbbbbbbb-2222');
    const again = await recordingIdentity(storage, open);
    expect(open).not.toHaveBeenCalled();
    expect(again.sessionId).toBe('aaaaaaaa-1111');
    expect(again.nextOrderId()).toBe(2);
  });

  it('another tab (another sessionStorage) is another session', async () => {
    const open = server('aaaaaaaa-1111', 'bbbbbbbb-2222');
    expect((await recordingIdentity(memoryStorage(), open)).sessionId).not.toBe((await recordingIdentity(memoryStorage(), open)).sessionId);
  });

  it('does not reuse an id the browser made up before the server opened sessions', async () => {
    const old = memoryStorage({ 'trial-signup.recording': '{"sessionId":"cccccccc-3333","next":4}' });
    const id = await recordingIdentity(old, server('dddddddd-4444'));
    expect([id.sessionId, id.nextOrderId()]).toEqual(['dddddddd-4444', 0]);
  });

  it('opens afresh on stored garbage, and works without storage or with storage that throws', async () => {
    expect((await recordingIdentity(memoryStorage({ 'trial-signup.recording.v2': '{"sessionId":"../x","next":-1}' }), server('cccccccc-3333'))).sessionId).toBe('cccccccc-3333');
    const none = await recordingIdentity(null, server('dddddddd-4444'));
    expect([none.nextOrderId(), none.nextOrderId()]).toEqual([0, 1]);
    const throwing = { ...memoryStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as Storage;
    const blocked = await recordingIdentity(throwing, server('eeeeeeee-5555'));
    expect([blocked.sessionId, blocked.nextOrderId(), blocked.nextOrderId()]).toEqual(['eeeeeeee-5555', 0, 1]);
  });

  it('fails when the server does not open a session, and keeps nothing', async () => {
    const storage = memoryStorage();
    await expect(recordingIdentity(storage, async () => { throw new Error('HTTP 404'); })).rejects.toThrow('HTTP 404');
    expect(storage.length).toBe(0);
  });
});
