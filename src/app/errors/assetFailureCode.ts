/**
 * Spec §8 "Asset load failures": a script chunk that cannot be loaded is a ChunkLoadError; a stylesheet chunk
 * Vite could not preload is CSS_CHUNK_LOAD_FAILED. Vite's preload helper rejects a dynamic import with
 * `Unable to preload CSS for …` when the chunk's CSS fails (and emits `vite:preloadError` first); browsers word
 * a failed module fetch differently, so the script case is recognised by each wording.
 */
export type AssetFailureCode = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

const CSS_FAILURE = /Unable to preload CSS/i;
const SCRIPT_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Failed to load module script/i,
  /Unable to preload (?:module|JS)/i,
];

/** The code of an asset load failure, or null when the error is something else. */
export function assetFailureCode(error: unknown): AssetFailureCode | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (CSS_FAILURE.test(message)) return 'CSS_CHUNK_LOAD_FAILED';
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'ChunkLoadError';
  return SCRIPT_FAILURE.some((pattern) => pattern.test(message)) ? 'ChunkLoadError' : null;
}
