import { describe, expect, it, vi } from 'vitest';
import { createAskedAhead } from './askedAhead.ts';

describe('a question asked ahead of the tap that needs its answer', () => {
  it('hands the tap the answer asked ahead for the same question, once, without asking again', async () => {
    const ask = vi.fn(async (q: { zip: string }) => `studies near ${q.zip}`);
    const search = createAskedAhead(ask, 60_000);
    search.ahead({ zip: '77030' });
    search.ahead({ zip: '77030' });
    expect(ask).toHaveBeenCalledTimes(1);
    await expect(search.take({ zip: '77030' })).resolves.toBe('studies near 77030');
    expect(ask).toHaveBeenCalledTimes(1);
    // Taken once: the same tap again asks the server again.
    await expect(search.take({ zip: '77030' })).resolves.toBe('studies near 77030');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('hands over an answer still on its way, to await instead of asking again', async () => {
    let answer: (text: string) => void = () => undefined;
    const ask = vi.fn(() => new Promise<string>((resolve) => { answer = resolve; }));
    const search = createAskedAhead(ask, 60_000);
    search.ahead({ zip: '77030' });
    const taken = search.take({ zip: '77030' });
    answer('studies');
    await expect(taken).resolves.toBe('studies');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks anew for another question: only the latest question asked ahead is kept', async () => {
    const ask = vi.fn(async (q: { zip: string; ids: number[] }) => `${q.zip}:${q.ids.join(',')}`);
    const search = createAskedAhead(ask, 60_000);
    search.ahead({ zip: '77030', ids: [] });
    search.ahead({ zip: '77031', ids: [] });
    expect(ask).toHaveBeenCalledTimes(2);
    await expect(search.take({ zip: '77030', ids: [] })).resolves.toBe('77030:');
    expect(ask).toHaveBeenCalledTimes(3);
    search.ahead({ zip: '77030', ids: [] });
    await expect(search.take({ zip: '77030', ids: [4] })).resolves.toBe('77030:4');
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it('asks anew once the answer asked ahead is older than its freshness, and keeps it up to exactly that age', async () => {
    let clock = 0;
    const ask = vi.fn(async () => 'studies');
    const search = createAskedAhead(ask, 60_000, () => clock);
    search.ahead({ zip: '77030' });
    clock = 60_000;
    search.ahead({ zip: '77030' });
    expect(ask).toHaveBeenCalledTimes(1);
    await search.take({ zip: '77030' });
    expect(ask).toHaveBeenCalledTimes(1);
    search.ahead({ zip: '77030' });
    clock = 120_001;
    search.ahead({ zip: '77030' });
    expect(ask).toHaveBeenCalledTimes(3);
    clock = 180_002;
    await search.take({ zip: '77030' });
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('asks anew after a failed ask ahead, and the failure is no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const ask = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('studies');
      const search = createAskedAhead<{ zip: string }, string>(ask, 60_000);
      search.ahead({ zip: '77030' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      search.ahead({ zip: '77030' });
      expect(ask).toHaveBeenCalledTimes(2);
      await expect(search.take({ zip: '77030' })).resolves.toBe('studies');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
