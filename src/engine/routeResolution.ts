/** Decides what a URL shows: a step, or a redirect to the active flow's home (spec §2). */
import type { Campaign } from './campaign.ts';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import type { CountrySettings } from '../core/countries.ts';
import { leadFieldsMissing } from '../core/leadSaveFields.ts';
import { SAVE_FIELD_ANSWERS } from './leadSaveAnswers.ts';
import { prefillCandidate } from './applyAnswers.ts';
import type { CampaignShelf, CampaignSummary } from './campaignShelf.ts';
import { campaignFor } from './campaignRoles.ts';
import { flowNameFrom, parseRoute, stepIdByPath, stepOf, stepUrl, type Locale } from './flow.ts';
import { answerKeyOf, kindSpec } from './fieldKinds.ts';
import { flagSet, parseQuery, SECRET_PARAMS, type Query } from '../core/queryParams.ts';
import { prescreenFlow, visitParamsFrom } from './visitParams.ts';

export type RouteDecision =
  | { kind: 'render'; campaign: Campaign; stepId: string; locale: Locale }
  | { kind: 'redirect'; to: string; invalidFlow: string | null }
  /** A step of a campaign whose documents have not loaded yet: the same URL decides again once they have. */
  | { kind: 'load'; flow: string };

export function resolveRoute(pathname: string, query: Query, shelf: CampaignShelf, activeFlow: string | null, warn: (message: string) => void = () => {}): RouteDecision {
  const { locale, flow, stepPath } = parseRoute(pathname);
  const campaigns = shelf.summaries;
  const known = (name: string) => campaigns.has(name);
  const fallback = campaignFor('signup', campaigns);
  const home = (c: CampaignSummary, invalidFlow: string | null = null): RouteDecision => ({
    kind: 'redirect',
    to: stepUrl(locale, c.name, c.homePath, query),
    invalidFlow,
  });

  if (!flow) {
    // A prescreen redirect (psr) goes to the prescreen flow `ps`; an invalid ps falls back to the default prescreen flow.
    if (flagSet(query, 'psr') && query.ps !== undefined) {
      const target = campaigns.get(prescreenFlow(query.ps, known, campaignFor('prescreen', campaigns).name, warn)) ?? fallback;
      return home(target);
    }
    const requested = query.s;
    const chosen = flowNameFrom(requested, known);
    if (requested && !chosen) return home(fallback, requested);
    const active = campaigns.get(chosen ?? activeFlow ?? fallback.name) ?? fallback;
    return home(active);
  }
  const summary = campaigns.get(flow);
  if (!summary) {
    const legacy = flowNameFrom(flow, known);
    if (legacy) return home(campaigns.get(legacy) as CampaignSummary);
    return home(fallback, flow);
  }
  const campaign = shelf.loaded(flow);
  if (!campaign) return { kind: 'load', flow };
  const stepId = stepIdByPath(campaign, stepPath ?? undefined);
  if (!stepId) return home(summary);
  return { kind: 'render', campaign, stepId, locale };
}

/**
 * Where a page opened at this URL lands: the URL's own decision or, when the URL redirects to a flow's home (a visit
 * to /signup/, a legacy flow name, an unknown step), that home's decision and path. A redirect away from a flow that
 * does not exist is not followed (the studio's and the signing page's paths read so too): the page and the server
 * prepare nothing for it.
 */
export function resolveLanding(pathname: string, query: Query, shelf: CampaignShelf, activeFlow: string | null): { pathname: string; decision: RouteDecision } {
  const decision = resolveRoute(pathname, query, shelf, activeFlow);
  if (decision.kind !== 'redirect' || decision.invalidFlow !== null) return { pathname, decision };
  const [path = pathname, search = ''] = decision.to.split('?');
  return { pathname: path, decision: resolveRoute(path, parseQuery(search), shelf, activeFlow) };
}

/** The campaign a page opened at this URL shows, loaded or not; null for a URL that lands on no known flow. */
export function campaignAt(pathname: string, query: Query, shelf: CampaignShelf, activeFlow: string | null): string | null {
  const { decision } = resolveLanding(pathname, query, shelf, activeFlow);
  if (decision.kind === 'load') return decision.flow;
  return decision.kind === 'render' ? decision.campaign.name : null;
}

/**
 * The verdict a tab holds: the campaign of the visit that was screened, the study it was screened for, whether it
 * passed, and the visit it was given in.
 */
export interface HeldVerdict {
  campaign: string | null;
  study: number | null;
  passed: boolean;
  visit?: string;
}

/**
 * Where a step that shows the screening's verdict goes when this tab holds none for it (opened in a new tab, on the
 * phone that signed by SMS link, by a link to it), or holds another study's or another campaign's (Back into an
 * earlier visit for another study, the same result's URL in another flow): the campaign's home, to be screened. Shown
 * without its verdict, the page read "Sorry, you didn't qualify" to a person the server had found qualified for the
 * study in its address, or congratulated a person it had refused. Null when the step may show.
 */
export function homeWithoutVerdict(campaign: Campaign, stepId: string, locale: Locale, query: Query, held: HeldVerdict | null, entryVisit: string | null = null): string | null {
  const study = visitParamsFrom(query).studyId ?? campaign.studyId;
  // An entry of an earlier visit of the same study and campaign (Back across a new visit) held its own verdict, which
  // the tab no longer has; an entry that names no visit (the page's first, a redirect's) is the visit's own.
  const ofEntry = entryVisit === null || entryVisit === held?.visit;
  const its = held !== null && ofEntry && held.campaign === campaign.name && held.study !== null && held.study === study;
  // A step for one outcome only shows with it: a confirmation after a pass, a second look after a refusal.
  const fits = its && stepOf(campaign, stepId).fields.every((field) => {
    const shows = kindSpec(field.kind).showsVerdict;
    return shows !== 'passed' && shows !== 'refused' ? true : (shows === 'passed') === held.passed;
  });
  return fits ? null : homeForShown(campaign, stepId, locale, query, 'showsVerdict');
}

/**
 * Where a step shown for what the person sent (a thank-you, the partner's transfer script) goes when the visit holds no
 * lead (opened in a new tab, by a link or a bookmark to it): the campaign's home. A thank-you told a visitor who had
 * sent nothing that they would be called. Null when the step may show.
 */
export function homeWithoutLead(campaign: Campaign, stepId: string, locale: Locale, query: Query, lead: object | null): string | null {
  return lead !== null ? null : homeForShown(campaign, stepId, locale, query, 'followsSave');
}

/** The campaign's home, for a step other than it that shows a field of a kind with `shows` set; else null. */
function homeForShown(campaign: Campaign, stepId: string, locale: Locale, query: Query, shows: 'showsVerdict' | 'followsSave'): string | null {
  if (stepId === campaign.home) return null;
  const shown = stepOf(campaign, stepId).fields.some((field) => Boolean(kindSpec(field.kind)[shows]));
  return shown ? stepUrl(locale, campaign.name, stepOf(campaign, campaign.home).path, query) : null;
}

/**
 * Where a step that saves the person goes in a completed visit whose person this tab no longer holds (a refresh after
 * the finish clears them from the device): the step that finished the flow. Its save would lack the person's name and
 * phone and be dropped, so a changed answer was lost while the visitor was shown the thank-you as if it had been sent.
 * The questionnaire saves by the lead's token, so it shows. The home opened anew (a link, the address bar) starts a new
 * visit, another person's on the same device; reached back through the tab's history it is this visit's, whose form
 * came back empty, and sent again it made the visitor a second lead. Null when the step may show.
 */
export function finishWithoutPerson(campaign: Campaign, stepId: string, locale: Locale, query: Query, visit: { campaign: string | null; completed: boolean; candidate: Pick<Candidate, 'firstName'> }, throughHistory: boolean): string | null {
  // Another campaign's step starts a visit of its own; a lead is saved only with a name (spec §5), so a completed
  // visit without one no longer holds its person.
  if (visit.campaign !== campaign.name || !visit.completed || visit.candidate.firstName !== null || (stepId === campaign.home && !throughHistory)) return null;
  const step = stepOf(campaign, stepId);
  if (!step.saveSubject || step.meta?.saveSurvey) return null;
  const finish = Object.values(campaign.steps).find((s) => s.meta?.finishesFlow);
  return finish ? stepUrl(locale, campaign.name, finish.path, query) : null;
}


/** What decides whether a visit arriving at a step can save its person. */
export interface ArrivingVisit {
  campaign: string | null;
  finishedSteps: readonly string[];
  lead: object | null;
  candidate: Candidate;
}

/**
 * Where a step that saves the person goes when its save would lack the person's name, phone or postal code: a link or
 * a bookmark to a later step, a new tab, a visit that only opened the home, an address typed past a step. The save
 * would be dropped (spec §5) while the visitor was thanked as if it had been sent. It goes to the campaign's home when
 * the visit has not gone through it, else to the first step before it that asks what is missing and that the visit
 * has not finished. Null when the step may show: a lead exists, the tab's person, a link's prefill (but for its postal
 * code, which a step checks) and the step's own questions give the save all it needs, a temporary link's person is on its way, or no unfinished step asks what is
 * missing (a redirect could only come back here).
 */
export function stepForMissingPerson(campaign: Campaign, stepId: string, locale: Locale, query: Query, visit: ArrivingVisit, ctx: { country: CountrySettings; today: string }): string | null {
  if (stepId === campaign.home || visit.lead !== null || !stepOf(campaign, stepId).saveSubject) return null;
  // A temporary link's person is read from the server once the page is open (controller.ts beginRelay).
  if (SECRET_PARAMS.some((name) => query[name] !== undefined)) return null;
  // Another campaign's visit gives way to a new one, which starts without a person (controller.ts beginVisit).
  const ours = visit.campaign === campaign.name;
  const held = ours ? visit.candidate : emptyCandidate(visit.candidate.country);
  const person = prefillCandidate(held, query, ctx);
  // A link's postal code is checked against the directory only where the campaign asks it (a step that verifies it):
  // given by the link alone, a code of the right shape that no place has (00000) was refused by the save, on a step
  // with no field to correct it.
  const postalCode = person.postalCode === held.postalCode ? person.postalCode : null;
  const asked = new Set(stepOf(campaign, stepId).fields.map(answerKeyOf));
  const missing = new Set<string>(
    leadFieldsMissing({ firstName: person.firstName ?? undefined, lastName: person.lastName ?? undefined, phone1: person.phone ?? undefined, postalCode: postalCode ?? undefined })
      .map((field) => SAVE_FIELD_ANSWERS[field])
      .filter((answer) => !asked.has(answer)),
  );
  if (!missing.size) return null;
  const finished = new Set(ours ? visit.finishedSteps : []);
  const before = campaign.stepOrder.slice(0, campaign.stepOrder.indexOf(stepId));
  const target = !finished.has(campaign.home)
    ? campaign.home
    : before.find((id) => !finished.has(id) && stepOf(campaign, id).fields.some((field) => missing.has(answerKeyOf(field) ?? '')));
  return target === undefined ? null : stepUrl(locale, campaign.name, stepOf(campaign, target).path, query);
}
