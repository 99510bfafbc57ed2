/** A campaign after `extends` is resolved and defaults applied: what every other part of the code reads. */
import type { CampaignType, FlowType, CaregiverType, ConsentWording, Step, WebScreenerProps, CampaignDocument } from '../generated/campaign.ts';
import type { Copy } from './catalogueText.ts';

export type { CampaignDocument, Step, Field, FieldKind, StepNext, StepNav, StepMeta } from '../generated/campaign.ts';

export interface Campaign {
  name: string;
  campaignType: CampaignType;
  flowType: FlowType;
  home: string;
  pageTitle: Copy;
  mainBgColor: string;
  /** Every visit a caregiver's (true), none (false), or as the link's cg says (null). */
  hasCaregiver: boolean | null;
  caregiverType: CaregiverType | null;
  showSalesforceLiveChat: boolean;
  studyId: number | null;
  /** What a screening must pass for the visitor to count as qualified. */
  qualifiedBy: 'full' | 'criteria';
  /** What shows below the first step. */
  homeExtras: 'featuredStudy' | 'studyDetails' | 'none';
  /** How the questionnaire's answers are stored with the lead. */
  surveyAnswersAs: 'values' | 'englishLabels';
  /** The study search adds the healthy-volunteer condition. */
  searchWithHealthyVolunteers: boolean;
  /** What the campaign stands in for when a visit names none (its own document's, never inherited). */
  defaultFor: CampaignRole[];
  stepCounter: 'bar' | 'fraction';
  consent: ConsentWording;
  webScreenerProps: WebScreenerProps;
  /** The documents it was resolved from: its own first, then the one it extends, and so on. */
  documents: string[];
  /** Step ids in document order (base campaign's first, then the derived campaign's additions). */
  stepOrder: string[];
  steps: Record<string, Step>;
}

/** A role a campaign takes when a visit names no campaign for it (its `defaultFor`). */
export type CampaignRole = NonNullable<CampaignDocument['defaultFor']>[number];
