/**
 * Once a step has shown, the widgets of the campaign's other steps download while the browser is idle, with the phone
 * rules and the catalogue's other parts, so going on to the next step never waits for its code or words (the first
 * step's own scripts stay as small as its fields allow). Nothing on screen needs them yet: a failed one offers no
 * reload (src/app/errors/assetFailure.ts), and the step that needs it downloads it again.
 */
import type { Campaign } from '../../engine/campaign.ts';
import { stepAsksPhone } from '../../engine/widgetChunks.ts';
import { campaignNeeds } from '../../engine/pageNeeds.ts';
import type { FieldKind } from '../../engine/campaign.ts';
import { isLazyWidget } from '../../../widgets/lazyWidget.tsx';
import type { KindWidget } from '../../../widgets/types.ts';
import type { I18n } from '../i18n.ts';
import { whenIdle, type Idle } from '../whenIdle.ts';
import { failedAheadOfNeed } from '../errors/assetFailure.ts';


/** Starts the download of every lazily loaded widget the campaign's steps show; a failed one is tried again by its step. */
export function prefetchCampaignWidgets(campaign: Campaign, widgets: Readonly<Record<FieldKind, KindWidget>>, idle: Idle = whenIdle): void {
  const kinds = new Set(campaign.stepOrder.flatMap((id) => campaign.steps[id]?.fields.map((field) => field.kind) ?? []));
  idle(() => {
    for (const kind of kinds) {
      const widget = widgets[kind];
      if (isLazyWidget(widget) && !widget.ready()) void widget.preload().catch(failedAheadOfNeed);
    }
  });
}

/** Starts loading the condition list the same way, where a step of the campaign shows it (public data, one per language). */
export function prefetchConditionList(campaign: Campaign, load: () => Promise<unknown>, idle: Idle = whenIdle): void {
  if (campaignNeeds(campaign, 'conditionCategories')) idle(() => { void load().catch(failedAheadOfNeed); });
}

/**
 * Loads in an idle moment, then readies what came in the next one: work run as a download ends falls in whatever the
 * page is doing then, a step change included. A failed download is left for the step that needs it.
 */
function loadThenReady<T>(load: () => Promise<T>, ready: (loaded: T) => void, idle: Idle): void {
  idle(() => { void load().then((loaded) => idle(() => ready(loaded)), failedAheadOfNeed); });
}

/**
 * Starts the download of the phone rules the same way, where a step of the campaign asks for a phone number, then
 * `warmUp` (their first parse for the visitor's country, about 15 ms at 4x CPU) once idle again: run as the download
 * ended, it fell in s6's first step change.
 */
export function prefetchPhoneRules(campaign: Campaign, load: () => Promise<unknown>, warmUp: () => void, idle: Idle = whenIdle): void {
  if (campaign.stepOrder.some((id) => campaign.steps[id] && stepAsksPhone(campaign.steps[id]))) loadThenReady(load, warmUp, idle);
}

/**
 * Readies the date formatters of a calendar the same way, where a step of the campaign shows coordinators' or a site's
 * slots: the page's first date formatter loads the locale's and the zone's data, which should not fall in a click.
 */
export function prefetchCalendarFormats<T>(campaign: Campaign, load: () => Promise<T>, prepare: (calendar: T) => void, idle: Idle = whenIdle): void {
  if (campaignNeeds(campaign, 'secondaryScreeningSlots') || campaignNeeds(campaign, 'siteSlots')) loadThenReady(load, prepare, idle);
}

/** Starts the download of the catalogue's other parts the same way, which the campaign's later steps read. */
export function prefetchLaterWords(i18n: Pick<I18n, 'loadWords'>, idle: Idle = whenIdle): void {
  idle(() => { void i18n.loadWords('later').catch(failedAheadOfNeed); });
}
