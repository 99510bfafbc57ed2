/**
 * What the engine decides for the step's widgets, handed to them in their context: widgets import core and engine
 * types only (design.md's layer rules), so the links and choices that engine rules make reach them from here.
 */
import type { Campaign } from '../../engine/campaign.ts';
import { stepOf, stepUrl, type Locale } from '../../engine/flow.ts';
import { answersForSomeoneElse, findProductUrl, healthQuestionsUrl, healthThankYouShowsFindProduct, thankYouButtons } from '../../engine/thankYou.ts';
import { searchMessage, studyCardTarget } from '../../engine/studySearch.ts';
import type { VisitFlows } from '../../engine/campaignRoles.ts';
import { homeExtra } from '../../engine/campaignSettings.ts';
import type { Query } from '../../core/queryParams.ts';
import type { PageDecisions } from '../../../widgets/types.ts';
import type { FlowState } from '../state/store.ts';

export function pageDecisions(campaign: Campaign, stepId: string, locale: Locale, query: Query, flows: VisitFlows, state: Pick<FlowState, 'candidate' | 'path' | 'callNow' | 'payload' | 'screening'>): PageDecisions {
  // The health questions ask the one answering about themselves: no link to them for one answering for someone else.
  const forSomeoneElse = answersForSomeoneElse(state.path.caregiver, state.candidate);
  const healthQuestions = forSomeoneElse ? null : healthQuestionsUrl(campaign, locale, query);
  return {
    links: {
      home: stepUrl(locale, campaign.name, stepOf(campaign, campaign.home).path, query),
      // In the page's language: the not-qualified result offers it in Spanish too (the thank-you's button is English-only).
      findProduct: findProductUrl(query, campaign.name, flows.findProduct, locale),
      healthQuestions,
    },
    thankYouButtons: thankYouButtons({ locale, caregiver: forSomeoneElse, callNow: state.callNow === true, campaignType: campaign.campaignType, hasHealthQuestions: healthQuestions !== null }),
    studyDetailsShown: homeExtra(campaign, stepId, state.payload) === 'studyDetails',
    findProductAfterHealthQuestions: healthThankYouShowsFindProduct({ locale, studyIsSimulation: state.payload?.study?.isSimulation ?? false, fullyQualified: state.screening?.fullyQualified ?? false }),
    searchMessage,
    cardTarget: (card) => studyCardTarget(card, query, state.candidate.indicationIds, { flow: flows.prescreen, homePath: flows.prescreenHomePath }, locale),
  };
}
