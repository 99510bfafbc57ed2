/**
 * What a flow step needs downloaded before it renders, beyond the scripts of the first step: the phone rules
 * (libphonenumber-js) when the step shows a phone, the English catalogue on a page in another
 * language when the step stores answers under their English labels (the campaign's surveyAnswersAs), and the
 * catalogue's parts the step's own words are in.
 */
import type { Campaign } from '../engine/campaign.ts';
import { answerKeyOf } from '../engine/fieldKinds.ts';
import { stepOf } from '../engine/flow.ts';
import type { CataloguePart } from '../engine/catalogueParts.ts';
import { wordsBeforeStep } from '../engine/widgetChunks.ts';
import type { Locale } from '../engine/flow.ts';
import { slugFrom } from '../engine/relayLink.ts';
import type { Query } from '../core/queryParams.ts';
import type { FlowState } from './state/store.ts';

export interface StepPrerequisites {
  phoneRules: boolean;
  englishCatalogue: boolean;
  /** The catalogue's part the step's own words and widgets read (src/engine/widgetChunks.ts); a later step's widget may need a later one (widgets/lazyWidget.tsx). */
  words: CataloguePart;
}

export function stepPrerequisites(campaign: Campaign, stepId: string, locale: Locale, state: Pick<FlowState, 'candidate' | 'relay'>, query: Query): StepPrerequisites {
  const step = stepOf(campaign, stepId);
  return {
    // A phone already given is shown in every form; a prefill parameter or a relay link's lead may bring one. A step
    // that only asks for a phone shows without them: its box starts empty, and going on waits for them (submitHold.ts).
    phoneRules: state.candidate.phone !== null || Boolean(query.phone) || slugFrom(query) !== null || state.relay?.prefill === 'pending',
    // Where the campaign stores questionnaire answers as their English labels (useControllerDeps' answerLabel).
    englishCatalogue: locale !== 'en' && campaign.surveyAnswersAs === 'englishLabels' && step.fields.some((field) => answerKeyOf(field) === 'healthAnswers'),
    words: wordsBeforeStep(step),
  };
}

