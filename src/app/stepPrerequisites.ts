/**
 * What a flow step needs downloaded before it renders, beyond the scripts of the first step: the phone rules
 * (libphonenumber-js) when the step shows a phone, the English catalogue on a page in another
 * language when the step stores answers under their English labels (the campaign's surveyAnswersAs), and the
 * catalogue's later part when the step's own words are in it.
 */
import type { Campaign } from '../engine/campaign.ts';
import { answerKeyOf, MODULE_KINDS } from '../engine/fieldKinds.ts';
import { stepOf } from '../engine/flow.ts';
import { laterKeysOfStep, readsLaterWords } from '../engine/catalogueParts.ts';
import type { Locale } from '../engine/flow.ts';
import { slugFrom } from '../engine/relayLink.ts';
import type { Query } from '../core/queryParams.ts';
import type { FlowState } from './state/store.ts';

export interface StepPrerequisites {
  phoneRules: boolean;
  englishCatalogue: boolean;
  /** The catalogue's later part, for the step's own words; its widgets may need it too (widgets/lazyWidget.tsx). */
  laterWords: boolean;
}

export function stepPrerequisites(campaign: Campaign, stepId: string, locale: Locale, state: Pick<FlowState, 'candidate' | 'relay'>, query: Query): StepPrerequisites {
  const step = stepOf(campaign, stepId);
  return {
    // A phone already given is shown in every form; a prefill parameter or a relay link's lead may bring one. A step
    // that only asks for a phone shows without them: its box starts empty, and going on waits for them (phoneRulesHold.ts).
    phoneRules: state.candidate.phone !== null || Boolean(query.phone) || slugFrom(query) !== null || state.relay?.prefill === 'pending',
    // Where the campaign stores questionnaire answers as their English labels (useControllerDeps' answerLabel).
    englishCatalogue: locale !== 'en' && campaign.surveyAnswersAs === 'englishLabels' && step.fields.some((field) => answerKeyOf(field) === 'healthAnswers'),
    laterWords: laterKeysOfStep(step).length > 0 || step.fields.some((field) => MODULE_KINDS_READING_LATER_WORDS.has(field.kind)),
  };
}

/** Module kinds whose widget shows words of the catalogue's later part (a built-in kind's widget declares it itself). */
const MODULE_KINDS_READING_LATER_WORDS: ReadonlySet<string> = new Set(MODULE_KINDS.filter((kind) => readsLaterWords(kind.translationKeys)).map((kind) => kind.name));
