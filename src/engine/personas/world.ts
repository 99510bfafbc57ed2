/** What a persona run needs from outside the flow engine: the study, postal verification, screening, scheduling, words. */
import type { Candidate } from '../../core/candidate.ts';
import type { CountryCode } from '../../core/countries.ts';
import type { Criterion } from '../../core/eligibility/criteria.ts';
import type { StudyBounds } from '../ruleContext.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Locale } from '../flow.ts';
import type { Copy } from '../catalogueText.ts';
import type { Campaign } from '../campaign.ts';

export interface Screening {
  passed: boolean;
  fullyQualified: boolean;
  siteFound: boolean;
  siteId: number | null;
  reasons: string[];
}

export interface PersonaWorld {
  /** The visit's study (from `studyId` or the campaign's) and the condition it brings, as the initial payload would. */
  payload(studyId: number | null): { study: StudyBounds | null; indicationId: number | null };
  verifyPostalCode(postalCode: string, country: CountryCode): boolean;
  /** The study's criteria as the page receives them. */
  criteria(studyId: number): Criterion[];
  /** The server's verdict for this candidate and the study's answers, as the campaign counts them. */
  screen(campaign: Campaign, studyId: number, candidate: Candidate, today: string): Screening;
  siteSchedulingEnabled(siteId: number): boolean;
  /** The brand and the page's words in a language, for the consent texts a persona is shown. */
  consentWords(locale: Locale): { brand: Brand; t: (key: Copy) => string };
}
