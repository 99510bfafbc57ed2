/**
 * What each consent field shows, as plain text. The widgets render these very strings and the same strings are
 * stored with the visitor's choice, so a consent record holds exactly the words the person read.
 */
import type { Campaign, Field } from './campaign.ts';
import type { Brand } from '../generated/brand.ts';
import type { Locale } from './flow.ts';
import type { Copy } from './catalogueText.ts';
import { consentWording, type ConsentRegion } from './consentWording.ts';
import { answerKeyOf } from './fieldKinds.ts';

export interface ConsentStatement {
  /** Paragraphs and questions, in the order shown. */
  lines: string[];
  /** The label of the box the visitor ticks; null where going on is the consent or buttons answer. */
  checkbox: string | null;
}

export interface StatementContext {
  campaign: Pick<Campaign, 'consent'>;
  brand: Brand;
  locale: Locale;
  region: ConsentRegion;
  /** A caregiver answers for the participant (the field's caregiver label applies). */
  caregiver: boolean;
  /** Translation in the page's language, with the brand's words. */
  t: (key: Copy) => string;
}

/** The partner consent's second question shows only after a 'yes' to the first. */
export interface PartnerAnswer {
  connect?: string;
  transfer?: string;
}

/** The medical-records words, for the person themselves or for a caregiver answering for them. */
export function medicalRecordsKey(part: 'question' | 'consentText' | 'checkbox', caregiver: boolean): Copy {
  return `screener.healthData.${part}${caregiver ? 'Caregiver' : ''}`;
}

const labelOf = (field: Field, caregiver: boolean, fallback: string): Copy =>
  (caregiver && field.labelCaregiver) || field.label || fallback;

/** The statement a consent field shows; null for a field that asks no consent. */
export function consentStatement(field: Field, ctx: StatementContext, partnerAnswer: PartnerAnswer = {}): ConsentStatement | null {
  const { t } = ctx;
  switch (field.kind) {
    case 'GenericConsent':
      return {
        lines: [consentWording(ctx.campaign, ctx.brand, ctx.locale, ctx.region, ctx.caregiver)],
        checkbox: ctx.region === 'international' ? t(labelOf(field, ctx.caregiver, 'fields.consent.label')) : null,
      };
    // A caregiver releases the participant's records, not their own: the words say whose (spec §6, caregiver wording).
    case 'MedicalRecordsConsent':
      return { lines: [t(medicalRecordsKey('consentText', ctx.caregiver))], checkbox: t(medicalRecordsKey('checkbox', ctx.caregiver)) };
    case 'HealthDataConsent':
    case 'ESignConsent':
      // The question, then the authorization the 'yes' gives (on ws17 a 'yes' opens the signing page, whose signature
      // the server records with the words signed; a 'no' is recorded with these).
      return { lines: [t(medicalRecordsKey('question', ctx.caregiver)), t(medicalRecordsKey('consentText', ctx.caregiver))], checkbox: null };
    case 'PartnerConsent':
      return { lines: partnerAnswer.connect === 'yes' ? [t('partner.connect'), t('partner.transfer')] : [t('partner.connect')], checkbox: null };
    case 'BrandConnectConsent':
      return { lines: [], checkbox: t(labelOf(field, ctx.caregiver, 'screener.brandConnect.label')) };
    default:
      return null;
  }
}

/** The one text stored for a statement: its lines, then the checkbox label, one per line. */
export function statementText(statement: ConsentStatement): string {
  return [...statement.lines, ...(statement.checkbox ? [statement.checkbox] : [])].join('\n');
}

export const CONSENT_REGIONS: readonly ConsentRegion[] = ['us', 'international'];

/**
 * Every consent text a step can show in `locale` to visitors of `regions` (both unless named), answering for
 * themselves or as a caregiver (both unless named), and every partner answer: what a stored consent's text must be one of.
 */
export function renderableConsentTexts(campaign: Campaign, stepId: string, brand: Brand, locale: Locale, t: (key: Copy) => string, regions: readonly ConsentRegion[] = CONSENT_REGIONS, caregivers: readonly boolean[] = [false, true]): Set<string> {
  const texts = new Set<string>();
  for (const field of campaign.steps[stepId]?.fields ?? []) {
    for (const region of regions) {
      for (const caregiver of caregivers) {
        for (const partner of [{ connect: 'no' }, { connect: 'yes' }]) {
          const statement = consentStatement(field, { campaign, brand, locale, region, caregiver, t }, partner);
          if (statement) texts.add(statementText(statement));
        }
      }
    }
  }
  return texts;
}

/**
 * The consent answers a change of who answers (the person, or a caregiver for them) leaves beside words they were not
 * given to: each field holding an answer whose words differ between the two. They are asked again, as after a change
 * of language, or a box ticked beside the participant's records stood ticked beside the visitor's own.
 */
export function consentAnswersToAskAgain(fields: readonly Field[], answers: Readonly<Record<string, unknown>>, ctx: StatementContext, caregiverBefore: boolean): string[] {
  if (ctx.caregiver === caregiverBefore) return [];
  return fields.flatMap((field) => {
    const key = answerKeyOf(field);
    if (!key || answers[key] === undefined) return [];
    const now = consentStatement(field, ctx);
    const before = consentStatement(field, { ...ctx, caregiver: caregiverBefore });
    return now && before && statementText(now) !== statementText(before) ? [key] : [];
  });
}
