/** Routes: everything under /signup/ is a flow step; anything else goes to /signup/. */
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '../../widgets/router.tsx';
import type { LoadingShelf } from './campaignShelf.ts';
import type { Brand } from '../generated/brand.ts';
import type { FlowStore } from './state/store.ts';
import { FlowRoute } from './flow/FlowRoute.tsx';
import { StepPrerequisitesGate } from './StepPrerequisitesGate.tsx';
import { useReadyLocation } from './readyLocation.ts';
import { lazyRoute } from './errors/lazyRoute.ts';
import { loadPhoneRules } from '../core/phoneOnDemand.ts';
import { widgets } from '../../widgets/index.ts';
import { isLazyWidget } from '../../widgets/lazyWidget.tsx';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { AssetFailureBanner, RenderFailurePage } from './errors/ErrorPages.tsx';
import { reloadPage } from './errors/assetFailure.ts';
import { reportRenderError } from './errors/renderError.ts';

// Operations' tool and the signing page: loaded only by those who open them, so sign-up visitors never download
// them. A chunk that fails to load is reported (ChunkLoadError / CSS_CHUNK_LOAD_FAILED) and the route offers a reload.
// The studio previews any step, so it brings the phone rules and every widget along.
const Studio = lazyRoute(async () => (await Promise.all([import('./studio/StudioRoute.tsx'), loadPhoneRules(), ...Object.values(widgets).filter(isLazyWidget).map((widget) => widget.preload())]))[0]);
const SigningPage = lazyRoute(async () => ({ default: (await import('./esign/SigningPage.tsx')).SigningPage }));

export interface AppProps {
  campaigns: LoadingShelf;
  store: FlowStore;
  brand: Brand;
}

export function App({ campaigns, store, brand }: AppProps) {
  return (
    <BrowserRouter>
      <ReadyRoutes campaigns={campaigns} store={store} brand={brand} />
    </BrowserRouter>
  );
}

/** The routes, shown at the location whose step is ready (readyLocation.ts). */
function ReadyRoutes({ campaigns, store, brand }: AppProps) {
  const location = useReadyLocation(campaigns, store);
  return (
    <>
      <AssetFailureBanner onReload={reloadPage} />
      <ErrorBoundary onError={reportRenderError} fallback={<RenderFailurePage onReload={reloadPage} />}>
        <Routes location={location}>
          <Route path="/signup/esign/:sessionId" element={<Suspense><SigningPage locale="en" brandName={brand.displayName} /></Suspense>} />
          <Route path="/signup/es/esign/:sessionId" element={<Suspense><SigningPage locale="es" brandName={brand.displayName} /></Suspense>} />
          <Route path="/signup/_studio/*" element={<Suspense fallback={<p role="status">Loading the studio…</p>}><Studio /></Suspense>} />
          <Route path="/signup/*" element={(
            <Suspense>
              <StepPrerequisitesGate campaigns={campaigns} store={store}>
                <FlowRoute campaigns={campaigns} store={store} brand={brand} />
              </StepPrerequisitesGate>
            </Suspense>
          )} />
          <Route path="*" element={<Navigate to="/signup/" replace />} />
        </Routes>
      </ErrorBoundary>
    </>
  );
}
