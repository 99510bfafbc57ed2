// @vitest-environment happy-dom
import { afterAll, describe, expect, it, vi } from 'vitest';

// The network is replaced; the report's builder is the real one, fetched on demand.
const sent = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('../api/client.ts', () => ({
  callEndpoint: async (_name: string, input: { body: Record<string, unknown> }) => { sent.push(input.body); return { accepted: true }; },
}));

// The unit project shares modules between files: this file's report module, its client replaced, is its own.
vi.resetModules();
afterAll(() => { vi.resetModules(); });

describe('a report made before its builder has come', () => {
  it('is sent once the builder comes, with where it happened and what was typed then', async () => {
    const { configureErrorReporting, reportError } = await import('./report.ts');
    const { createStore } = await import('zustand/vanilla');
    const store = createStore(() => ({ campaign: 's6', trail: ['home', 'name'], payload: null, candidate: { firstName: 'Ottilie' } }));
    configureErrorReporting({ loaded: () => undefined }, store as never);
    window.history.replaceState(null, '', '/signup/s6/name');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError('error', 'could not greet Ottilie');
    // The page moves on before the builder comes: the report still says where, and scrubs what was typed, then.
    window.history.replaceState(null, '', '/signup/s6/phone');
    store.setState({ candidate: { firstName: 'Other' } } as never);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ severity: 'error', message: 'could not greet [typed]', context: expect.objectContaining({ page: '/signup/s6/name', pageHistory: ['home', 'name'] }) });
  });
});
