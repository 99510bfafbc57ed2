/** What the studio's preview shows a step under, and the visit state that context stands for. Pure. */
import type { Campaign, CampaignDocument } from '../../engine/campaign.ts';
import type { Locale } from '../../engine/flow.ts';
import type { CountryCode } from '../../core/countries.ts';
import { emptyCandidate } from '../../core/candidate.ts';
import { pathStateFrom } from '../../engine/pathState.ts';
import type { FlowState } from '../state/store.ts';
import { initialState } from '../state/store.ts';

export interface PreviewContext {
  locale: Locale;
  brandId: string;
  country: CountryCode;
  caregiver: boolean;
  qualified: boolean;
  width: 'mobile' | 'desktop';
  /** The demo study a screener step is shown for. */
  studyId: number | null;
}

export const PREVIEW_WIDTHS = { mobile: 375, desktop: 1024 } as const;

/** The demo study a screener without a study of its own is previewed with. */
export const DEMO_PREVIEW_STUDY_ID = 1001;

export const defaultPreviewContext: PreviewContext = { locale: 'en', brandId: '', country: 'US', caregiver: false, qualified: true, width: 'desktop', studyId: DEMO_PREVIEW_STUDY_ID };

/** What a campaign opens in the studio with: its own study when it names one, and the brand given. */
export function previewContextFor(campaign: Pick<Campaign, 'studyId'> | undefined, brandId: string): PreviewContext {
  return { ...defaultPreviewContext, brandId, studyId: campaign?.studyId ?? DEMO_PREVIEW_STUDY_ID };
}

/** The message the studio posts to its preview frame. */
export interface PreviewMessage {
  type: 'studio-preview';
  campaign: string;
  /** The edited document with the documents it may extend. */
  documents: CampaignDocument[];
  stepId: string;
  context: PreviewContext;
}

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  const m = data as Partial<PreviewMessage> | null;
  return !!m && m.type === 'studio-preview' && typeof m.campaign === 'string' && Array.isArray(m.documents) && typeof m.stepId === 'string' && !!m.context;
}

/** A sample visitor: named, in the chosen country, a caregiver or not, screened as qualified or not. */
export function previewState(campaign: Campaign, ctx: PreviewContext): FlowState {
  const base = initialState(ctx.country);
  const path = pathStateFrom(campaign, ctx.caregiver ? { cg: '1' } : {}, null);
  const candidate: FlowState['candidate'] = {
    ...emptyCandidate(ctx.country), firstName: 'Alex', lastName: 'Sample', gender: 'female',
    caregiver: ctx.caregiver ? { firstName: 'Sam', lastName: 'Sample', relationship: 'Parent' } : null,
    participant: ctx.caregiver ? 'someone_else' : null,
  };
  const screening: FlowState['screening'] = ctx.qualified
    ? { screeningId: null, passed: true, fullyQualified: true, bioQualified: true, criteriaQualified: true, siteFound: true, siteId: null, ssExtId: null, reasons: [], view: 'congratulations' }
    : { screeningId: null, passed: false, fullyQualified: false, bioQualified: true, criteriaQualified: false, siteFound: true, siteId: null, ssExtId: null, reasons: ['criterion_1_disqualifying'], view: 'disqualified' };
  return { ...base, campaign: campaign.name, candidate, path, screening, callNow: true };
}
