/** Routes: everything under /signup/ is a flow step; anything else goes to /signup/. */
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Campaign } from '../engine/campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { FlowStore } from './state/store.ts';
import { FlowRoute } from './flow/FlowRoute.tsx';
import { SigningPage } from './esign/SigningPage.tsx';
import { lazyRoute } from './errors/lazyRoute.ts';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { AssetFailureBanner, RenderFailurePage } from './errors/ErrorPages.tsx';
import { reloadPage } from './errors/assetFailure.ts';
import { reportRenderError } from './errors/renderError.ts';

// Operations' tool: loaded only by those who open it, so visitors never download it. A chunk that fails to
// load is reported (ChunkLoadError / CSS_CHUNK_LOAD_FAILED) and the route offers a reload.
const Studio = lazyRoute(() => import('./studio/StudioRoute.tsx'));

export interface AppProps {
  campaigns: ReadonlyMap<string, Campaign>;
  store: FlowStore;
  brand: Brand;
}

export function App({ campaigns, store, brand }: AppProps) {
  return (
    <BrowserRouter>
      <AssetFailureBanner onReload={reloadPage} />
      <ErrorBoundary onError={reportRenderError} fallback={<RenderFailurePage onReload={reloadPage} />}>
        <Routes>
          <Route path="/signup/esign/:sessionId" element={<SigningPage locale="en" />} />
          <Route path="/signup/es/esign/:sessionId" element={<SigningPage locale="es" />} />
          <Route path="/signup/_studio/*" element={<Suspense fallback={<p role="status">Loading the studio…</p>}><Studio campaigns={campaigns} /></Suspense>} />
          <Route path="/signup/*" element={<FlowRoute campaigns={campaigns} store={store} brand={brand} />} />
          <Route path="*" element={<Navigate to="/signup/" replace />} />
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
