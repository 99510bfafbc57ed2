import { describe, expect, it } from 'vitest';
import { assetFailureCode } from './assetFailureCode.ts';

describe('assetFailureCode', () => {
  it('recognises Vite\'s failed CSS preload', () => {
    expect(assetFailureCode(new Error('Unable to preload CSS for /signup/css/StudioRoute-DhoeCSHb.css'))).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('recognises a failed script chunk in each browser\'s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/signup/js/StudioRoute-Cj-p2C-U.js',
      'error loading dynamically imported module: http://localhost/signup/js/StudioRoute-Cj-p2C-U.js',
      'Importing a module script failed.',
    ]) expect(assetFailureCode(new TypeError(message))).toBe('ChunkLoadError');
    expect(assetFailureCode(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe('ChunkLoadError');
  });

  it('leaves other errors alone', () => {
    expect(assetFailureCode(new TypeError('x is undefined'))).toBeNull();
    expect(assetFailureCode(undefined)).toBeNull();
  });
});
