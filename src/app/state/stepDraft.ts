/**
 * What a visitor has typed on a step and not sent yet, kept in the tab's session storage as the page is hidden or left
 * (a refresh, the language links, which load the page again) or the step is left unsent (its Back, the browser's Back)
 * and given back when the same step of the same campaign shows again: nothing typed is lost. Each step of the campaign
 * keeps its own: an email typed, then Back twice and Forward twice, finds the email again (the steps passed on the way
 * are left unsent too). The answers sent are the visit's (store.ts); a step's draft goes once the step is sent.
 */
import type { StepAnswers } from '../../engine/validateStep.ts';
import { storage } from './persistence.ts';

export const DRAFT_KEY = 'signup.draft.v1';

interface Drafts {
  campaign: string;
  steps: Record<string, StepAnswers>;
}

/** The tab's drafts; one step's draft as an earlier version kept it ({ campaign, step, answers }) is read as such. */
function drafts(): Drafts | null {
  try {
    const kept = JSON.parse(storage('session')?.getItem(DRAFT_KEY) ?? 'null') as (Partial<Drafts> & { step?: unknown; answers?: unknown }) | null;
    if (!kept || typeof kept.campaign !== 'string') return null;
    if (typeof kept.step === 'string') return { campaign: kept.campaign, steps: { [kept.step]: kept.answers as StepAnswers } };
    return typeof kept.steps === 'object' && kept.steps ? { campaign: kept.campaign, steps: kept.steps } : null;
  } catch {
    return null;
  }
}

function write(kept: Drafts): void {
  try {
    if (Object.keys(kept.steps).length) storage('session')?.setItem(DRAFT_KEY, JSON.stringify(kept));
    else storage('session')?.removeItem(DRAFT_KEY);
  } catch {
    // A full or blocked storage keeps no draft: the page works as without one.
  }
}

/** Keeps this step's draft beside the campaign's other steps' (another campaign's drafts go). */
export function saveDraft(campaign: string, step: string, answers: StepAnswers): void {
  const kept = drafts();
  write({ campaign, steps: { ...(kept?.campaign === campaign ? kept.steps : {}), [step]: answers } });
}

/** The draft of this step of this campaign, if the tab holds one. */
export function draftOf(campaign: string, step: string): StepAnswers {
  const kept = drafts();
  const answers = kept?.campaign === campaign ? kept.steps[step] : undefined;
  return typeof answers === 'object' && answers !== null ? answers : {};
}

/**
 * Clears the tab's drafts; given a step, only that step's (another step's, left unsent, is still to be given back), and
 * of the others the answers `sent` with it: the visit holds them now, and a draft of another step that asks the same
 * question would give back the older answer.
 */
export function clearDraft(of?: { campaign: string; step: string; sent?: readonly string[] }): void {
  const kept = drafts();
  if (!of) {
    storage('session')?.removeItem(DRAFT_KEY);
    return;
  }
  if (kept?.campaign !== of.campaign) return;
  const sent = new Set(of.sent ?? []);
  const steps = Object.entries(kept.steps).filter(([step]) => step !== of.step)
    .map(([step, answers]) => [step, Object.fromEntries(Object.entries(answers).filter(([key]) => !sent.has(key)))] as const);
  write({ campaign: kept.campaign, steps: Object.fromEntries(steps) });
}
