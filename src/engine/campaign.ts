/** A campaign after `extends` is resolved and defaults applied: what every other part of the code reads. */
import type { CampaignType, FlowType, CaregiverType, ConsentWording, Step, WebScreenerProps } from '../generated/campaign.ts';

export type { CampaignDocument, Step, Field, FieldKind, StepNext, StepNav, StepMeta } from '../generated/campaign.ts';

export interface Campaign {
  name: string;
  campaignType: CampaignType;
  flowType: FlowType;
  home: string;
  pageTitle: string;
  mainBgColor: string;
  hasCaregiver: boolean;
  caregiverType: CaregiverType | null;
  showSalesforceLiveChat: boolean;
  studyId: number | null;
  /** What a screening must pass for the visitor to count as qualified. */
  qualifiedBy: 'full' | 'criteria';
  stepCounter: 'bar' | 'fraction';
  consent: ConsentWording;
  webScreenerProps: WebScreenerProps;
  /** Step ids in document order (base campaign's first, then the derived campaign's additions). */
  stepOrder: string[];
  steps: Record<string, Step>;
}

export const DEFAULT_FLOW = 's6';
