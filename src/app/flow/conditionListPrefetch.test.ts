/** The condition list asked ahead of its step (controller.ts prefetchCategories): once per visit and language. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createFlowStore } from '../state/store.ts';
import { loadCategories, prefetchCategories } from './controller.ts';

const categories = [{ id: 1, name: 'Respiratory', indications: [{ id: 101, name: 'Asthma', slug: 'asthma' }] }];
let asked = 0;

beforeEach(() => {
  asked = 0;
  vi.stubGlobal('window', { dataLayer: [], location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', vi.fn(async () => {
    asked += 1;
    return new Response(JSON.stringify({ categories }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => { vi.unstubAllGlobals(); });

it('asks once: prefetches that overlap share the request, and one whose turn comes after the list arrived asks nothing', async () => {
  const store = createFlowStore('US');
  await Promise.all([prefetchCategories(store, 'en'), prefetchCategories(store, 'en')]);
  expect(asked).toBe(1);
  expect(store.getState().categories).toEqual(categories);
  // Scheduled on an earlier step while the list was on its way, run on the next one after it came.
  await prefetchCategories(store, 'en');
  expect(asked).toBe(1);
  // The step that shows the list and finds none asks for it (a language changed, a failed prefetch).
  store.setState({ categories: null });
  await loadCategories(store, 'es');
  expect(asked).toBe(2);
});
