/**
 * The downloads a flow step needs beyond the first step's scripts (its campaign's documents, its lazily loaded
 * widgets, the catalogue's parts after the first, the phone rules, the English catalogue), started once each and shared: the step gate reads them with React's
 * `use`, and the router shows a new location only once its downloads are in (src/app/readyLocation.ts).
 */
import type { Location } from '../../widgets/router.tsx';
import type { I18n } from './i18n.ts';
import type { LoadingShelf } from './campaignShelf.ts';
import { stepOf } from '../engine/flow.ts';
import { resolveRoute } from '../engine/routeResolution.ts';
import { parseQuery } from '../core/queryParams.ts';
import { loadPhoneRules, phoneRulesLoaded } from '../core/phoneOnDemand.ts';
import type { FlowStore } from './state/store.ts';
import { stepPrerequisites } from './stepPrerequisites.ts';
import { widgets } from '../../widgets/index.ts';
import { isLazyWidget, type LazyWidget } from '../../widgets/lazyWidget.tsx';
import { routeChunkFailed } from './errors/assetFailure.ts';
import { lastPart } from '../engine/catalogueParts.ts';
import { returnToVisitLeft, visitSwitchCode } from './flow/visitSwitchCode.ts';

/** A promise that says whether it has settled, as React's `use` reads it: a settled one is read without suspending. */
export type Download = Promise<unknown> & { status?: 'pending' | 'fulfilled'; value?: unknown; failedOn?: string };

// One download per need: React's `use` needs the same promise on every render, also after it settles.
const downloads = new Map<string, Download>();

function download(name: string, load: () => Promise<unknown>, here: string): Download {
  let pending = downloads.get(name);
  // A failed download is tried again on another page (the next step, or the reload the offer makes), never by the
  // same page's next render, which would start it again and again while the offer shows.
  if (pending?.failedOn !== undefined && pending.failedOn !== here) pending = undefined;
  if (!pending) {
    // Settles with the error, if any, so the gate can show the offer.
    const started: Download = load().then(() => null, (error: unknown) => { started.failedOn = here; routeChunkFailed(error); return error ?? new Error(name); });
    started.status = 'pending';
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    downloads.set(name, started);
    pending = started;
  }
  return pending;
}

/**
 * Whether this render reads a need's download: while it is missing, and ever after once one was started. React
 * replays a render that suspended once the promise settles, and that replay must call `use` as the first render did,
 * although what it waited for has arrived meanwhile.
 */
const reads = (needed: boolean, ready: () => boolean, name: string) => needed && (!ready() || downloads.has(name));

const englishLoaded = (instance: I18n) => instance.hasWords('en', 'later');

/**
 * The downloads the step at `location` reads, started where missing; none for a location that is not a flow step.
 * `here` is where a failed download was tried, so the same page does not try it again at every render.
 */
export function stepDownloads(location: Pick<Location, 'pathname' | 'search'> & Partial<Pick<Location, 'state' | 'throughHistory'>>, campaigns: LoadingShelf, store: FlowStore, instance: I18n, shown = false): Download[] {
  const query = parseQuery(location.search);
  const here = `${location.pathname}${location.search}`;
  // The same decision FlowRoute makes (which also reports what it warns about).
  const decision = resolveRoute(location.pathname, query, campaigns, store.getState().campaign);
  // The same URL is decided again once the campaign is in, and then names the step's own downloads.
  if (decision.kind === 'load') return [download(`campaign:${decision.flow}`, () => campaigns.load(decision.flow), here)];
  if (decision.kind !== 'render') return [];
  // A step reached back through the history may be a visit's the tab left: given back as the step is about to show
  // (`shown`, by the step gate), that visit's needs are the step's. Given back earlier, the step still on screen
  // would render with it.
  const switching = shown ? returnToVisitLeft(location, decision.campaign.name, store) : null;
  if (switching) return [download('visitSwitch', switching, here)];
  // A step of another campaign leaves the tab's visit as it begins its own: the code that keeps it comes first, so the
  // visit is kept at once (a page left first, by Back, lost it).
  const left = store.getState().campaign;
  const step = stepOf(decision.campaign, decision.stepId);
  const needs = stepPrerequisites(decision.campaign, decision.stepId, decision.locale, store.getState(), query);
  const lazyKinds = [...new Set(step.fields.map((field) => field.kind).filter((kind) => isLazyWidget(widgets[kind])))];
  const widgetsKey = `widgets:${lazyKinds.join()}`;
  const words = lastPart([needs.words, ...lazyKinds.map((kind) => (widgets[kind] as LazyWidget).words)]);
  const wordsKey = `words:${instance.language}:${words}`;
  const pending = [
    reads(lazyKinds.length > 0, () => lazyKinds.every((kind) => (widgets[kind] as LazyWidget).ready()), widgetsKey)
      ? download(widgetsKey, () => Promise.all(lazyKinds.map((kind) => (widgets[kind] as LazyWidget).preload())), here) : null,
    reads(needs.phoneRules, phoneRulesLoaded, 'phoneRules') ? download('phoneRules', loadPhoneRules, here) : null,
    reads(words !== 'first', () => instance.hasWords(instance.language, words), wordsKey) ? download(wordsKey, () => instance.loadWords(words), here) : null,
    reads(needs.englishCatalogue, () => englishLoaded(instance), 'englishCatalogue') ? download('englishCatalogue', () => instance.loadLanguage('en'), here) : null,
    reads(left !== null && left !== decision.campaign.name, () => visitSwitchCode.now() !== null, 'visitSwitch') ? download('visitSwitch', visitSwitchCode.load, here) : null,
  ];
  return pending.filter((d): d is Download => d !== null);
}

/**
 * The same, or none when the step cannot be read: a caller outside the page's error boundary (the ready location, the
 * page's start) shows the step at once, and the step gate, inside the boundary, meets the fault and offers the reload.
 */
export function stepDownloadsOrNone(...args: Parameters<typeof stepDownloads>): Download[] {
  try {
    return stepDownloads(...args);
  } catch {
    return [];
  }
}

/** Whether a download is still under way (a failed one has settled too, with its error). */
export const underWay = (d: Download): boolean => d.status !== 'fulfilled';
