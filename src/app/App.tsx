/** Routes: everything under /signup/ is a flow step; anything else goes to /signup/. */
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { Campaign } from '../engine/campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { FlowStore } from './state/store.ts';
import { FlowRoute } from './flow/FlowRoute.tsx';
import { SigningPage } from './esign/SigningPage.tsx';

export interface AppProps {
  campaigns: ReadonlyMap<string, Campaign>;
  store: FlowStore;
  brand: Brand;
}

export function App({ campaigns, store, brand }: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/signup/esign/:sessionId" element={<SigningPage locale="en" />} />
        <Route path="/signup/es/esign/:sessionId" element={<SigningPage locale="es" />} />
        <Route path="/signup/*" element={<FlowRoute campaigns={campaigns} store={store} brand={brand} />} />
        <Route path="*" element={<Navigate to="/signup/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
