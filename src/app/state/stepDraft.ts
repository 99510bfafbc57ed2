/**
 * What a visitor has typed on a step and not sent yet, kept in the tab's session storage as the page is hidden or left
 * (a refresh, the language links, which load the page again) or the step is left unsent (its Back, the browser's Back)
 * and given back when the same step of the same campaign shows again: nothing typed is lost. The answers sent are the
 * visit's (store.ts); a draft goes once its step is sent.
 */
import type { StepAnswers } from '../../engine/validateStep.ts';
import { storage } from './persistence.ts';

export const DRAFT_KEY = 'signup.draft.v1';

interface Draft {
  campaign: string;
  step: string;
  answers: StepAnswers;
}

export function saveDraft(campaign: string, step: string, answers: StepAnswers): void {
  try {
    storage('session')?.setItem(DRAFT_KEY, JSON.stringify({ campaign, step, answers } satisfies Draft));
  } catch {
    // A full or blocked storage keeps no draft: the page works as without one.
  }
}

/** The draft of this step of this campaign, if the tab holds one. */
export function draftOf(campaign: string, step: string): StepAnswers {
  try {
    const draft = JSON.parse(storage('session')?.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft && draft.campaign === campaign && draft.step === step && typeof draft.answers === 'object' && draft.answers ? draft.answers : {};
  } catch {
    return {};
  }
}

/** Clears the tab's draft; given a step, only that step's (another step's, left unsent, is still to be given back). */
export function clearDraft(of?: { campaign: string; step: string }): void {
  if (of && Object.keys(draftOf(of.campaign, of.step)).length === 0) return;
  storage('session')?.removeItem(DRAFT_KEY);
}
