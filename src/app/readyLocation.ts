/**
 * The location the router shows: the current one once the flow step there has what it needs downloaded
 * (stepDownloads.ts), else the one shown before, until it has. So a step whose code and words are in (the common
 * case: they download while the browser is idle) renders at once, in the same task as the click, instead of in a
 * transition the browser renders in slices; and a step still downloading leaves the previous one on screen, never
 * a blank page.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, type Location } from '../../widgets/router.tsx';
import { useTranslation } from './translation.tsx';
import type { LoadingShelf } from './campaignShelf.ts';
import type { FlowStore } from './state/store.ts';
import { stepDownloadsOrNone, underWay, type Download } from './stepDownloads.ts';

export function useReadyLocation(campaigns: LoadingShelf, store: FlowStore): Location {
  const location = useLocation();
  const { i18n } = useTranslation();
  const shown = useRef<Location>(location);
  const [, downloaded] = useState(0);
  const waiting = shown.current.key === location.key ? [] : downloadsUnderWay(location, campaigns, store, i18n);
  // The first location is shown at once: its step gate waits for what it needs.
  if (!waiting.length) shown.current = location;
  // Keyed by the downloads themselves: a location may wait for its campaign first, then for what that campaign's step
  // needs, as many downloads as before but not the same ones.
  const waitingFor = useRef<Download[]>([]);
  if (waiting.length !== waitingFor.current.length || waiting.some((d, i) => d !== waitingFor.current[i])) waitingFor.current = waiting;
  const awaited = waitingFor.current;
  useEffect(() => {
    if (!awaited.length) return undefined;
    let current = true;
    void Promise.all(awaited).then(() => { if (current) downloaded((n) => n + 1); });
    return () => { current = false; };
  }, [awaited]);
  return shown.current;
}

/** The step's downloads still under way. */
function downloadsUnderWay(...args: Parameters<typeof stepDownloadsOrNone>): Download[] {
  return stepDownloadsOrNone(...args).filter(underWay);
}
