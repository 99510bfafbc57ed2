/**
 * What a visitor has typed on a step and not sent yet, kept in the tab's session storage as the page is hidden or left
 * (a refresh, the language links, which load the page again) or the step is left unsent (its Back, the browser's Back)
 * and given back when the same step of the same campaign shows again: nothing typed is lost. Each step of each
 * campaign keeps its own: an email typed, then Back twice and Forward twice, finds the email again (the steps passed on
 * the way are left unsent too), and so does a screener half filled from a study search's card, then Back to the search
 * and Forward. The answers sent are the visit's (store.ts); a step's draft goes once the step is sent, and every draft
 * once a flow completes.
 */
import type { StepAnswers } from '../../engine/validateStep.ts';
import type { StepDraft } from '../../engine/draftAnswers.ts';
import { storage } from './persistence.ts';

export const DRAFT_KEY = 'signup.draft.v1';

/** Drafts by campaign, then by step. */
export type Drafts = Record<string, Record<string, StepDraft>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tab's drafts; what earlier versions kept (one step's, or one campaign's steps) is read as such. */
export function drafts(): Drafts {
  try {
    const kept = JSON.parse(storage('session')?.getItem(DRAFT_KEY) ?? 'null') as unknown;
    if (!isRecord(kept)) return {};
    if (isRecord(kept.campaigns)) return kept.campaigns as Drafts;
    if (typeof kept.campaign !== 'string') return {};
    if (typeof kept.step === 'string') return isRecord(kept.answers) ? { [kept.campaign]: { [kept.step]: asDraft(kept.answers) } } : {};
    return isRecord(kept.steps) ? { [kept.campaign]: Object.fromEntries(Object.entries(kept.steps).map(([step, answers]) => [step, asDraft(answers)])) } : {};
  } catch {
    return {};
  }
}

/**
 * A step's draft as kept; one an earlier version kept (its answers alone) is read with nothing for what the step started
 * with, as a draft of answers typed where the step had none.
 */
function asDraft(kept: unknown): StepDraft {
  if (!isRecord(kept)) return { answers: {}, base: {} };
  if (isRecord(kept.answers) && isRecord(kept.base)) return { answers: kept.answers as StepAnswers, base: kept.base as StepAnswers };
  return { answers: kept as StepAnswers, base: {} };
}

export function write(kept: Drafts): void {
  const campaigns = Object.fromEntries(Object.entries(kept).filter(([, steps]) => Object.keys(steps).length > 0));
  try {
    if (Object.keys(campaigns).length) storage('session')?.setItem(DRAFT_KEY, JSON.stringify({ campaigns }));
    else storage('session')?.removeItem(DRAFT_KEY);
  } catch {
    // A full or blocked storage keeps no draft: the page works as without one.
  }
}

/** Keeps this step's draft beside every other step's. */
export function saveDraft(campaign: string, step: string, draft: StepDraft): void {
  const kept = drafts();
  write({ ...kept, [campaign]: { ...kept[campaign], [step]: draft } });
}

/** The draft of this step of this campaign, if the tab holds one. */
export function draftOf(campaign: string, step: string): StepDraft {
  return asDraft(drafts()[campaign]?.[step]);
}

/** Every text the tab's drafts hold, of every step: what was typed and not sent, which an error report must not carry. */
export function draftTexts(): string[] {
  return Object.values(drafts()).flatMap((steps) => Object.values(steps)).flatMap((draft) => Object.values(draft.answers)).filter((value): value is string => typeof value === 'string');
}

/** The draft of the step on screen as typed now, by campaign and step (showDraft). */
const onScreen = new Map<string, () => StepDraft>();

/**
 * Lets the step on screen's draft be read as typed now (draftNowOf), until the returned function is called as it goes.
 * A step the browser's history brings renders before the step left is unmounted, which is when its draft is kept.
 */
export function showDraft(campaign: string, step: string, draft: () => StepDraft): () => void {
  const key = `${campaign}/${step}`;
  onScreen.set(key, draft);
  return () => { if (onScreen.get(key) === draft) onScreen.delete(key); };
}

/** The draft of this step: as typed now while it is on screen (showDraft), else as the tab keeps it (draftOf). */
export function draftNowOf(campaign: string, step: string): StepDraft {
  return onScreen.get(`${campaign}/${step}`)?.() ?? draftOf(campaign, step);
}

/**
 * Drops one answer from a step's draft once the server has it (a consent recorded as it is chosen): the step left before
 * the server answered kept it as typed and not sent, and coming back to it said so.
 */
export function forgetDraftAnswer(campaign: string, step: string, key: string): void {
  const kept = drafts();
  const draft = kept[campaign]?.[step];
  if (!draft) return;
  const { answers, base } = asDraft(draft);
  const { [key]: _answer, ...otherAnswers } = answers;
  const { [key]: _base, ...otherBase } = base;
  write({ ...kept, [campaign]: { ...kept[campaign], [step]: { answers: otherAnswers, base: otherBase } } });
}

/**
 * Drops the campaign's drafts once its answers are about another person (a caregiver's next participant): what was
 * typed on a step for the first and never sent is not the next one's (brand connect's box unticked for one was read
 * on the next one's page as their choice taken away).
 */
export function draftsOfAnotherPerson(campaign: string): void {
  const { [campaign]: gone, ...rest } = drafts();
  if (gone) write(rest);
}

/**
 * A new visit of the campaign starts with no answers: its drafts' answers are given back as typed where the step had
 * none, not weighed against what the last visit's steps started with (a postal code typed on a search, come back to by
 * a link, was taken for one changed elsewhere and dropped).
 */
export function draftsOfNewVisit(campaign: string): void {
  const kept = drafts();
  const steps = kept[campaign];
  if (!steps) return;
  write({ ...kept, [campaign]: Object.fromEntries(Object.entries(steps).map(([step, draft]) => [step, { answers: asDraft(draft).answers, base: {} }])) });
}

/**
 * Clears the tab's drafts; given a step, only that step's (another step's, left unsent, is still to be given back), and
 * of the campaign's other steps the answers `sent` with it: the visit holds them now, and a draft of another step that
 * asks the same question would give back the older answer.
 */
export function clearDraft(of?: { campaign: string; step: string; sent?: readonly string[] }): void {
  if (!of) {
    storage('session')?.removeItem(DRAFT_KEY);
    return;
  }
  const kept = drafts();
  const steps = kept[of.campaign];
  if (!steps) return;
  const sent = new Set(of.sent ?? []);
  const unsent = (answers: StepAnswers) => Object.fromEntries(Object.entries(answers).filter(([key]) => !sent.has(key)));
  const others = Object.entries(steps).filter(([step]) => step !== of.step)
    .map(([step, draft]) => { const { answers, base } = asDraft(draft); return [step, { answers: unsent(answers), base: unsent(base) }] as const; });
  write({ ...kept, [of.campaign]: Object.fromEntries(others) });
}
