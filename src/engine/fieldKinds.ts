/**
 * What each field kind stores and needs, free of React: used by the checker, the step-form builder,
 * validation and the server. `satisfies Record<FieldKind, ...>` makes a kind without an entry fail to compile.
 */
import type { FieldKind } from '../generated/campaign.ts';
import type { CountrySettings } from '../core/countries.ts';
import { defaultHeightUnit, defaultWeightUnit, type HeightValue, type WeightValue } from '../core/units.ts';
import { GENDERS } from '../core/gender.ts';
import { COUNTRY_CODES, type CountryCode } from '../core/countries.ts';
import { CAREGIVER_RELATIONSHIPS } from '../core/relationship.ts';
import { completeOncologyResponse } from '../core/oncologyResponse.ts';
import { completeRiskAssessment } from '../core/riskAssessment.ts';
import { DECLINE_ETHNICITY, ETHNICITIES } from '../core/ethnicity.ts';
import type { AnswerShape, RuleRef, ValidationCode } from './validation/ruleCatalogue.ts';
import * as kindModules from './kinds/index.ts';
import type { KindModule } from './kinds/kindModule.ts';

export type AnswerKey =
  | 'age' | 'phone' | 'email' | 'gender' | 'fullName' | 'birthDate' | 'diagnosis' | 'postalCode' | 'indicationIds' | 'consent'
  | 'country' | 'caregiverName' | 'caregiverRelationship' | 'height' | 'weight' | 'ethnicities' | 'healthAnswers' | 'criteria'
  | 'healthDataConsent' | 'commercialConsent' | 'participant' | 'caregiverBirthDate' | 'ctScanDate' | 'booking'
  | 'partnerCheck' | 'partnerConsent' | 'oncologyResponse' | 'riskAssessment' | 'obGyn';

/**
 * What a field needs from the page: the condition list, whether a coordinator can take a call now, the offers (at once
 * on a page without a search), the study's questions, the booking calendar's slots, or an e-signature to resume.
 */
export type PageNeed = 'conditionCategories' | 'callNow' | 'offers' | 'studyCriteria' | 'secondaryScreeningSlots' | 'siteSlots' | 'eSignResume';

export interface FieldKindSpec {
  /**
   * Where the answer goes in the step's form data; null for kinds that only display, or whose field names it. A
   * module kind's own key is kept with the lead's answers (kinds/kindModule.ts).
   */
  answer: AnswerKey | (string & {}) | null;
  /** The field names its answer key (`answer` in the campaign): the question kinds of questions.ts. */
  answerFromCampaign?: true;
  /** JSON Schema of the answer (types only; rules run in validateStep with the visitor's country). Display kinds hold no value. */
  schema: Record<string, unknown>;
  requiredByDefault: boolean;
  /** The shape of the answer: which of the catalogue's rules a campaign may add to the field. */
  shape?: AnswerShape;
  /**
   * A date answer comes from the browser's date box as YYYY-MM-DD, not typed in the visitor's country's format: the
   * date rules read it so (a US visitor's 2010-05-05 is not a malformed MM/DD/YYYY).
   */
  isoDates?: true;
  /** The rules of spec §5 every given answer of this kind obeys, in order (validation/ruleCatalogue.ts). */
  rules?: readonly RuleRef[];
  /** A choice kind's values, in order: its widget gets them from the page (widgets import no engine values). */
  choices?: readonly string[];
  /**
   * The most of its own options a visitor can tick together, for a kind whose options are its own rather than the
   * campaign's: campaigns:check refuses an atLeastOne that asks for more, which no answer could meet.
   */
  mostChosen?: number;
  /**
   * Its widget says each unanswered part's message beneath that part: the field's own message, which the form puts
   * after the widget, is left out (it stood under the questionnaire's last question, an optional one).
   */
  messagesInParts?: true;
  /** Whether an answer was given; by default, anything but nothing, blank text or an empty list. */
  answered?: (value: unknown) => boolean;
  /** The message when a required answer is missing; 'required' by default. */
  missingCode?: ValidationCode;
  /** Where a required answer is asked for at all (US visitors consent by going on past the text, without a box). */
  requiredWhere?: (ctx: { country: CountrySettings }) => boolean;
  /** Choosing an answer moves on at once. */
  autoAdvance: boolean;
  /** Until this field is answered, the step's Next button stays hidden. */
  gatesNext?: boolean;
  /**
   * Each change of the answer is sent at once as this consent: brand connect's texts, and the health-data choice, whose
   * page then says the responses have been recorded (spec §4), which was untrue until Next.
   */
  sendsConsentOnChange?: 'commercial' | 'medicalRecords';
  /** A change hides the study-search results until the visitor searches again (ss3). */
  clearsSearchOnChange?: boolean;
  /** A search from the step includes the healthy-volunteer condition, chosen for the visitor and not shown (ss3). */
  searchesWithHealthyVolunteers?: boolean;
  /** What the step page loads or asks for when a step shows this kind (the page reads this, never the kind's name). */
  needs?: readonly PageNeed[];
  /** A 'yes' starts an e-signature session and leaves for it; the choice counts once signed. */
  startsESignOnYes?: boolean;
  /**
   * Shows the screening's verdict, or what follows from it: a step with it is not shown without one
   * (engine/routeResolution.ts homeWithoutVerdict). 'passed' follows a pass only (ws12's confirmation), 'refused' a
   * refusal only (its second look): reached back after a new verdict, it told a person who now passed to check answers.
   */
  showsVerdict?: true | 'passed' | 'refused';
  /**
   * Shown for what the person sent (a thank-you; the partner's transfer script, read to them by the agent): a step with
   * it is not shown to a visit that sent nothing (routeResolution.ts homeWithoutLead).
   */
  followsSave?: boolean;
  /**
   * Asks about the visit's condition, named in the question: a step with it is not shown to a visit without one
   * (conditionStep.ts stepWithoutCondition).
   */
  asksAboutCondition?: boolean;
  /** The visitor's postal code, which a step that verifies it on Next checks already while it is typed. */
  holdsPostalCode?: boolean;
  /** Until a visitor who must consent explicitly ticks it, Next says the consent is missing. */
  holdsNextForConsent?: boolean;
  /** A change runs the partner screener's qualification check. */
  runsPartnerCheck?: boolean;
  /** Its answer is not one the partner screener's check judges: a change leaves the check's result standing. */
  outsidePartnerCheck?: boolean;
  /**
   * Shows words the visitor consents to (stored with the choice, or signed): every one of them must exist in each
   * language the campaign is served in, never falling back to English.
   */
  asksConsent?: boolean;
  /**
   * The answer the widget shows before the visitor picks one (the visitor's country, a unit). A step's form data
   * starts with it, so what the page shows is what the form holds, validates and submits.
   */
  shownDefault?: (ctx: { country: CountrySettings }) => unknown;
  /**
   * The kind shows words of its own, never a field's `label` or `labelCaregiver`: campaigns:check refuses them there,
   * as words set that would not show (widgets/kindLabels.test.tsx renders every kind to hold this true).
   */
  ignoresLabel?: true;
}

/** A booking answer counts once a time is chosen or the visitor said none suits them. */
const bookingChosen = (v: unknown): boolean => {
  const b = v as { slotId?: string; skip?: string } | undefined;
  return !!b && !!(b.slotId || b.skip);
};

/** An unticked box is an answer (no consent), so the box never holds the visitor back. */
const uncheckedIsAnAnswer = (): boolean => true;

const str = { type: 'string' };
const num = { type: 'number' };

/** The kinds built into the product; kinds/index.ts lists the kinds that are one module each. */
const builtInKinds = {
  Age: { answer: 'age', shape: 'number', rules: [{ rule: 'age' }], schema: { type: 'integer' }, requiredByDefault: true, autoAdvance: false },
  Phone: { answer: 'phone', shape: 'text', rules: [{ rule: 'phoneForCountry' }], schema: str, requiredByDefault: true, autoAdvance: false },
  Email: { answer: 'email', shape: 'text', rules: [{ rule: 'email' }], schema: str, requiredByDefault: true, autoAdvance: false },
  Gender: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: true, autoAdvance: false },
  GenderSelect: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: false, autoAdvance: true },
  GenderDropdown: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: true, autoAdvance: false },
  Heading: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  FullName: { answer: 'fullName', shape: 'text', rules: [{ rule: 'fullName' }], schema: str, requiredByDefault: true, autoAdvance: false },
  BirthDate: { answer: 'birthDate', shape: 'date', rules: [{ rule: 'dateRange', notAfter: 'today', message: 'invalidBirthDate' }, { rule: 'ageRange', min: 0, max: 120, message: 'invalidBirthDate' }], schema: str, requiredByDefault: true, autoAdvance: false },
  Diagnosis: { answer: 'diagnosis', shape: 'choice', schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: true, asksAboutCondition: true },
  PostalCode: { answer: 'postalCode', holdsPostalCode: true, shape: 'text', rules: [{ rule: 'postalForCountry' }], schema: str, requiredByDefault: true, autoAdvance: false },
  IndicationMultiSelect: { ignoresLabel: true, answer: 'indicationIds', needs: ['conditionCategories'], shape: 'list', missingCode: 'selectOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: false, autoAdvance: false },
  ThankYouPage: { ignoresLabel: true, answer: null, needs: ['callNow'], schema: str, requiredByDefault: false, autoAdvance: false, followsSave: true },
  LocaleSwitcher: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  GenericConsent: { answer: 'consent', holdsNextForConsent: true, shape: 'choice', answered: (v) => v === true, missingCode: 'consentRequired', requiredWhere: ({ country }) => country.gdprConsentRequired, asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false },
  CountrySelect: { answer: 'country', shape: 'choice', rules: [{ rule: 'oneOf', values: COUNTRY_CODES as [CountryCode, ...CountryCode[]], message: 'invalidCountry' }], schema: str, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => country.alpha2 },
  CaregiverName: { answer: 'caregiverName', shape: 'text', rules: [{ rule: 'fullName' }], schema: str, requiredByDefault: true, autoAdvance: false },
  CaregiverRelationship: { answer: 'caregiverRelationship', shape: 'choice', rules: [{ rule: 'oneOf', values: [...CAREGIVER_RELATIONSHIPS], message: 'required' }], schema: str, requiredByDefault: true, autoAdvance: false },
  Height: { answer: 'height', shape: 'other', answered: (v) => { const h = v as HeightValue | undefined; return !!h && (h.cm !== undefined || h.feet !== undefined || h.inches !== undefined); }, rules: [{ rule: 'height' }], schema: { type: 'object', properties: { unit: str, cm: num, feet: num, inches: num, from: str } }, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => ({ unit: defaultHeightUnit(country.useMetricSystem) }) },
  Weight: { answer: 'weight', shape: 'other', answered: (v) => { const w = v as WeightValue | undefined; return !!w && (w.kg !== undefined || w.lb !== undefined); }, rules: [{ rule: 'weight' }], schema: { type: 'object', properties: { unit: str, kg: num, lb: num, from: str } }, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => ({ unit: defaultWeightUnit(country.useMetricSystem) }) },
  // 'Decline to Answer' stands alone: every other one can be ticked together.
  Ethnicity: { answer: 'ethnicities', shape: 'list', missingCode: 'selectOneOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: true, autoAdvance: false, mostChosen: ETHNICITIES.filter((e) => e.id !== DECLINE_ETHNICITY).length },
  HealthQuestions: { ignoresLabel: true, answer: 'healthAnswers', shape: 'other', missingCode: 'questionUnanswered', rules: [{ rule: 'healthAnswers' }], schema: { type: 'object', additionalProperties: { type: 'string' } }, requiredByDefault: true, autoAdvance: false, messagesInParts: true },
  StudyCriteria: { ignoresLabel: true, answer: 'criteria', needs: ['studyCriteria'], shape: 'other', rules: [{ rule: 'criteriaAnswered' }], schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } }, requiredByDefault: true, autoAdvance: false },
  ScreenerResult: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, showsVerdict: true },
  CheckAgain: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, showsVerdict: 'refused' },
  ConfirmEligibility: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, showsVerdict: 'passed' },
  ScreenerThankYou: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, followsSave: true },
  HealthDataConsent: { ignoresLabel: true, answer: 'healthDataConsent', shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false, gatesNext: true, sendsConsentOnChange: 'medicalRecords' },
  ESignConsent: { ignoresLabel: true, answer: 'healthDataConsent', startsESignOnYes: true, needs: ['eSignResume'], shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false, gatesNext: true, sendsConsentOnChange: 'medicalRecords' },
  BrandConnectConsent: { answer: 'commercialConsent', shape: 'choice', answered: uncheckedIsAnAnswer, asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: false, autoAdvance: false, sendsConsentOnChange: 'commercial' },
  ParticipantChoice: { answer: 'participant', shape: 'choice', rules: [{ rule: 'oneOf', values: ['myself', 'someone_else'], message: 'required' }], schema: str, requiredByDefault: true, autoAdvance: false },
  CaregiverBirthDate: { answer: 'caregiverBirthDate', shape: 'date', rules: [{ rule: 'dateRange', notAfter: 'today', message: 'invalidBirthDate' }, { rule: 'ageRange', min: 0, max: 120, message: 'invalidBirthDate' }], schema: str, requiredByDefault: true, autoAdvance: false },
  CtScanDate: { answer: 'ctScanDate', shape: 'date', rules: [{ rule: 'dateRange', notBefore: 'today' }], schema: str, requiredByDefault: false, autoAdvance: false },
  OncologyConfirmation: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  CallNowPrompt: { ignoresLabel: true, answer: null, needs: ['callNow'], schema: str, requiredByDefault: false, autoAdvance: false },
  CancerDetails: { answer: 'oncologyResponse', shape: 'other', answered: (v) => completeOncologyResponse(v) !== null, missingCode: 'questionUnanswered', schema: { type: 'object', properties: { cancerType: str, cancerStage: str, treatmentStatus: str } }, requiredByDefault: true, autoAdvance: false },
  RiskAssessment: { answer: 'riskAssessment', shape: 'other', answered: (v) => completeRiskAssessment(v) !== null, missingCode: 'questionUnanswered', schema: { type: 'object', properties: { wfh: str, interactivity: str, publicTrans: str } }, requiredByDefault: true, autoAdvance: false },
  ObGynContact: { answer: 'obGyn', shape: 'other', answered: (v) => { const o = v as { fullName?: string; phone?: string } | undefined; return !!(o?.fullName?.trim() || o?.phone?.trim()); }, rules: [{ rule: 'obGyn' }], schema: { type: 'object', properties: { fullName: str, phone: str } }, requiredByDefault: true, autoAdvance: false },
  SecondaryScreeningBooking: { ignoresLabel: true, answer: 'booking', needs: ['secondaryScreeningSlots'], shape: 'other', answered: bookingChosen, missingCode: 'selectTime', schema: { type: 'object', properties: { slotId: str, skip: str } }, requiredByDefault: true, autoAdvance: false },
  SiteBooking: { ignoresLabel: true, answer: 'booking', needs: ['siteSlots'], shape: 'other', answered: bookingChosen, missingCode: 'selectTime', schema: { type: 'object', properties: { slotId: str, skip: str } }, requiredByDefault: true, autoAdvance: false },
  BookingThankYou: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, followsSave: true },
  MedicalRecordsConsent: { ignoresLabel: true, answer: 'healthDataConsent', shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: false, autoAdvance: false },
  StudySearchResults: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  SearchThankYou: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  ConditionChips: { ignoresLabel: true, answer: 'indicationIds', needs: ['conditionCategories'], shape: 'list', missingCode: 'selectOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: false, autoAdvance: false, clearsSearchOnChange: true, searchesWithHealthyVolunteers: true },
  QualificationCheck: { ignoresLabel: true, answer: 'partnerCheck', shape: 'other', answered: () => true, schema: { type: 'integer' }, requiredByDefault: false, autoAdvance: false, runsPartnerCheck: true },
  PartnerConsent: { ignoresLabel: true, answer: 'partnerConsent', shape: 'other', answered: (v) => { const c = v as { connect?: string; transfer?: string } | undefined; return !!c && (c.connect === 'no' || c.transfer === 'no' || (c.connect === 'yes' && c.transfer === 'yes')); }, missingCode: 'questionUnanswered', asksConsent: true, schema: { type: 'object', properties: { connect: str, transfer: str } }, requiredByDefault: true, autoAdvance: false, outsidePartnerCheck: true },
  PartnerTransfer: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, followsSave: true },
  OffersList: { ignoresLabel: true, answer: null, needs: ['offers'], schema: str, requiredByDefault: false, autoAdvance: false },
  MoreInformation: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false },
  HealthQuestionsThankYouPage: { ignoresLabel: true, answer: null, schema: str, requiredByDefault: false, autoAdvance: false, followsSave: true },
  // The question kinds (questions.ts): the campaign gives the answer key, the words, the options and the bounds.
  SingleChoice: { answer: null, answerFromCampaign: true, shape: 'choice', schema: str, requiredByDefault: true, autoAdvance: false },
  MultiChoice: { answer: null, answerFromCampaign: true, shape: 'list', missingCode: 'selectOption', schema: { type: 'array', items: str, uniqueItems: true }, requiredByDefault: true, autoAdvance: false },
  YesNo: { answer: null, answerFromCampaign: true, shape: 'choice', answered: (v) => typeof v === 'boolean', schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false },
  // Text that is not a number is held as typed: its rule says what is wrong with it, and the type check then says nothing (stepValidator.ts).
  Number: { answer: null, answerFromCampaign: true, shape: 'number', schema: num, requiredByDefault: true, autoAdvance: false },
  Date: { answer: null, answerFromCampaign: true, shape: 'date', isoDates: true, schema: str, requiredByDefault: true, autoAdvance: false },
  ShortText: { answer: null, answerFromCampaign: true, shape: 'text', schema: str, requiredByDefault: true, autoAdvance: false },
} as const satisfies Record<BuiltInKind, FieldKindSpec>;

/** A kind that is one module (kinds/index.ts). */
export type ModuleKind = (typeof kindModules)[keyof typeof kindModules]['name'];
/** A kind built into fieldKinds.ts. */
export type BuiltInKind = Exclude<FieldKind, ModuleKind>;

/** The module kinds, in kinds/index.ts's order; types:generate puts their names in the campaign schema's kind list. */
export const MODULE_KINDS: readonly KindModule[] = Object.values(kindModules as Record<string, KindModule>);
const moduleKinds = Object.fromEntries(MODULE_KINDS.map((kind) => [kind.name, kind])) as Record<ModuleKind, KindModule>;

export const fieldKinds: typeof builtInKinds & Readonly<Record<ModuleKind, FieldKindSpec>> = { ...builtInKinds, ...moduleKinds };
export const BUILT_IN_KINDS = Object.keys(builtInKinds) as BuiltInKind[];

export const FIELD_KINDS = Object.keys(fieldKinds) as FieldKind[];

export function isFieldKind(value: string): value is FieldKind {
  return Object.prototype.hasOwnProperty.call(fieldKinds, value);
}

/** Where a field's answer goes: its kind's answer key, or for a question the campaign's own; null for a display. */
export function answerKeyOf(field: { kind: FieldKind; answer?: string }): string | null {
  const spec = kindSpec(field.kind);
  return spec.answerFromCampaign ? field.answer ?? null : spec.answer;
}

/**
 * The answers the product's built-in kinds hold, each with its own place in the candidate and the lead; any other
 * key (a question's, a module kind's) is kept with the lead's answers, and may not be one of these.
 */
export const BUILT_IN_ANSWER_KEYS: ReadonlySet<string> = new Set(Object.values(builtInKinds).flatMap((spec: FieldKindSpec) => (spec.answer ? [spec.answer] : [])));

/** A kind's spec under the common interface (the registry's literal types drop the optional keys). */
export function kindSpec(kind: FieldKind): FieldKindSpec {
  return fieldKinds[kind];
}
