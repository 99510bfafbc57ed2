/**
 * Asset load failures (spec §8): reported with their code, and the visitor is offered a reload. A failed lazy
 * route shows the offer as its page; a failure elsewhere (e.g. the Spanish catalogue on a language switch)
 * shows it as a banner above the page.
 */
import { createStore } from 'zustand/vanilla';
import { assetFailureCode, type AssetFailureCode } from './assetFailureCode.ts';
import { messageOf } from './messageOf.ts';
import { sendErrorReport } from './report.ts';

export interface AssetFailureState {
  code: AssetFailureCode | null;
  /** A lazy route shows the offer as its page, so the banner stays hidden. */
  shownByPage: boolean;
}

export const assetFailureStore = createStore<AssetFailureState>(() => ({ code: null, shownByPage: false }));

function report(error: unknown, code: AssetFailureCode): void {
  sendErrorReport('error', `${code}: ${messageOf(error)}`, { error, code });
}

/** A lazy route's chunk (script or CSS) failed: report it; the route renders the reload offer itself. */
export function routeChunkFailed(error: unknown): AssetFailureCode {
  const code = assetFailureCode(error) ?? 'ChunkLoadError';
  report(error, code);
  assetFailureStore.setState({ code, shownByPage: true });
  return code;
}

/**
 * Failures of downloads started ahead of need, while the browser is idle (the later steps' code and words): nothing on
 * screen waits for them, so they offer no reload. The step that needs one downloads it again and offers the reload if
 * that fails too; something on screen that was waiting on the same download says so (neededAfterAll).
 */
const aheadOfNeed = new WeakSet<object>();
const needed = new WeakSet<object>();

/** The catch of a download started ahead of need: its failure is reported, and shows nothing. */
export function failedAheadOfNeed(error: unknown): void {
  if (error !== null && typeof error === 'object') aheadOfNeed.add(error);
}

/** A download started ahead of need failed while something on screen waited for it: the reload is offered after all. */
export function neededAfterAll(error: unknown): void {
  if (error === null || typeof error !== 'object' || needed.has(error)) return;
  needed.add(error);
  // Its banner decision may have passed already, held back as ahead of need.
  if (aheadOfNeed.has(error) && assetFailureStore.getState().code === null) assetFailureStore.setState({ code: assetFailureCode(error) ?? 'ChunkLoadError', shownByPage: false });
}

const showsNothing = (error: unknown): boolean => error !== null && typeof error === 'object' && aheadOfNeed.has(error) && !needed.has(error);

/**
 * Vite's `vite:preloadError`: any chunk or stylesheet preload that failed. Vite then rethrows the same error
 * into the import; when that import is a lazy route, its catch (a microtask) claims the offer before this
 * deferred banner decision (a task) runs, so the visitor sees one offer; a download started ahead of need marks its
 * failure the same way, and no offer shows.
 */
export function preloadFailed(error: unknown): void {
  const code = assetFailureCode(error) ?? 'ChunkLoadError';
  report(error, code);
  setTimeout(() => {
    if (assetFailureStore.getState().code === null && !showsNothing(error)) assetFailureStore.setState({ code, shownByPage: false });
  }, 0);
}

/** The visitor's way out of a page with a missing piece. */
export function reloadPage(): void {
  window.location.reload();
}
