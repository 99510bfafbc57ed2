/**
 * React.lazy for a route's chunk: when its script or stylesheet cannot be loaded, the failure is reported
 * (ChunkLoadError or CSS_CHUNK_LOAD_FAILED) and the route renders the reload offer instead of breaking the page.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { AssetFailurePage } from './ErrorPages.tsx';
import { reloadPage, routeChunkFailed } from './assetFailure.ts';

export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => load().catch((error: unknown) => {
    routeChunkFailed(error);
    const Failed: ComponentType<P> = () => createElement(AssetFailurePage, { onReload: reloadPage });
    return { default: Failed };
  }));
}
