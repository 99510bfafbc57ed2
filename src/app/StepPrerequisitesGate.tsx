/**
 * Holds a flow step until what it needs beyond the first step's scripts is downloaded (src/app/stepDownloads.ts): its
 * widgets of later steps with the catalogue's parts they read, and what stepPrerequisites.ts names. The
 * router shows a new step only once these are in (readyLocation.ts), so between steps the previous one stays on
 * screen; the gate waits on a first visit, and shows the reload offer when a download failed, as for a route's chunk.
 */
import { use, type ReactNode } from 'react';
import { useLocation } from '../../widgets/router.tsx';
import { useTranslation } from './translation.tsx';
import type { LoadingShelf } from './campaignShelf.ts';
import type { FlowStore } from './state/store.ts';
import { stepDownloads } from './stepDownloads.ts';
import { AssetFailurePage } from './errors/ErrorPages.tsx';
import { reloadPage } from './errors/assetFailure.ts';

export interface StepPrerequisitesGateProps {
  campaigns: LoadingShelf;
  store: FlowStore;
  children: ReactNode;
}

export function StepPrerequisitesGate({ campaigns, store, children }: StepPrerequisitesGateProps) {
  const location = useLocation();
  const { i18n: instance } = useTranslation();
  for (const downloading of stepDownloads(location, campaigns, store, instance, true)) {
    if (use(downloading as Promise<unknown>)) return <AssetFailurePage onReload={reloadPage} />;
  }
  return children;
}
