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
import { HOW_HEARD } from '../core/healthQuestions.ts';
import type { AnswerShape, RuleRef, ValidationCode } from './validation/ruleCatalogue.ts';

export type AnswerKey =
  | 'age' | 'phone' | 'email' | 'gender' | 'fullName' | 'birthDate' | 'diagnosis' | 'postalCode' | 'indicationIds' | 'consent'
  | 'country' | 'caregiverName' | 'caregiverRelationship' | 'height' | 'weight' | 'ethnicities' | 'healthAnswers' | 'criteria'
  | 'healthDataConsent' | 'commercialConsent' | 'referringGroup' | 'participant' | 'caregiverBirthDate' | 'ctScanDate' | 'booking'
  | 'partnerCheck' | 'partnerConsent';

export interface FieldKindSpec {
  /** Where the answer goes in the step's form data; null for kinds that only display. */
  answer: AnswerKey | null;
  /** JSON Schema of the answer (types only; rules run in validateStep with the visitor's country). Display kinds hold no value. */
  schema: Record<string, unknown>;
  requiredByDefault: boolean;
  /** The shape of the answer: which of the catalogue's rules a campaign may add to the field. */
  shape?: AnswerShape;
  /** The rules of spec §5 every given answer of this kind obeys, in order (validation/ruleCatalogue.ts). */
  rules?: readonly RuleRef[];
  /** Whether an answer was given; by default, anything but nothing, blank text or an empty list. */
  answered?: (value: unknown) => boolean;
  /** The message when a required answer is missing; 'required' by default. */
  missingCode?: ValidationCode;
  /** Where a required answer is asked for at all (US visitors consent by going on past the text, without a box). */
  requiredWhere?: (ctx: { country: CountrySettings }) => boolean;
  /** Choosing an answer moves on at once. */
  autoAdvance: boolean;
  /** Translation keys the widget uses, checked by campaigns:check. */
  translationKeys: readonly string[];
  /** Until this field is answered, the step's Next button stays hidden. */
  gatesNext?: boolean;
  /** Each change of the answer is sent at once as this consent (brand connect). */
  sendsConsentOnChange?: 'commercial';
  /** A change hides the study-search results until the visitor searches again (ss3). */
  clearsSearchOnChange?: boolean;
  /** A search from the step includes the healthy-volunteer condition, chosen for the visitor and not shown (ss3). */
  searchesWithHealthyVolunteers?: boolean;
  /** The step asks whether a study coordinator can take a call now (spinner until the answer). */
  checksCallNow?: boolean;
  /** A change runs the partner screener's qualification check. */
  runsPartnerCheck?: boolean;
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

export const fieldKinds = {
  Age: { answer: 'age', shape: 'number', rules: [{ rule: 'age' }], schema: { type: 'integer' }, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.age.label', 'fields.age.placeholder'] },
  Phone: { answer: 'phone', shape: 'text', rules: [{ rule: 'phoneForCountry' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.phone.label'] },
  Email: { answer: 'email', shape: 'text', rules: [{ rule: 'email' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.email.label'] },
  Gender: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.gender.label', 'genders.male', 'genders.female', 'genders.other'] },
  GenderSelect: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: false, autoAdvance: true, translationKeys: ['fields.genderSelect.label', 'fields.genderSelect.or', 'genders.male', 'genders.female'] },
  GenderDropdown: { answer: 'gender', shape: 'choice', rules: [{ rule: 'oneOf', values: [...GENDERS], message: 'invalidGender' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.gender.label', 'fields.gender.choose', 'genders.male', 'genders.female', 'genders.other'] },
  Heading: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: [] },
  FullName: { answer: 'fullName', shape: 'text', rules: [{ rule: 'fullName' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.fullName.label'] },
  BirthDate: { answer: 'birthDate', shape: 'date', rules: [{ rule: 'dateRange', notAfter: 'today', message: 'invalidBirthDate' }, { rule: 'ageRange', min: 0, max: 120, message: 'invalidBirthDate' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.birthDate.label', 'fields.birthDate.hint'] },
  Diagnosis: { answer: 'diagnosis', shape: 'choice', schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: true, translationKeys: ['fields.diagnosis.label', 'fields.diagnosis.yes', 'fields.diagnosis.no'] },
  PostalCode: { answer: 'postalCode', shape: 'text', rules: [{ rule: 'postalForCountry' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.postal.postalCode', 'fields.postal.zipCode', 'fields.postal.postcode', 'fields.postal.eircode'] },
  IndicationMultiSelect: { answer: 'indicationIds', shape: 'list', missingCode: 'selectOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: false, autoAdvance: false, translationKeys: ['fields.indications.label', 'fields.indications.search', 'fields.indications.noMatch', 'fields.indications.selected', 'fields.indications.loading', 'fields.indications.remove'] },
  ThankYouPage: { answer: null, checksCallNow: true, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['thankYou.heading', 'thankYou.checking', 'thankYou.callPossible.qualified', 'thankYou.callPossible.call', 'thankYou.callPossible.available', 'thankYou.notPossible.unavailable', 'thankYou.notPossible.willCall', 'thankYou.notPossible.doctor'] },
  LocaleSwitcher: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['localeSwitcher.label'] },
  GenericConsent: { answer: 'consent', shape: 'choice', answered: (v) => v === true, missingCode: 'consentRequired', requiredWhere: ({ country }) => country.gdprConsentRequired, asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.consent.label', 'consentLinks.intro', 'consentLinks.privacy', 'consentLinks.terms', 'consentLinks.healthData', 'consentLinks.hipaa', 'app.newTab'] },
  CountrySelect: { answer: 'country', shape: 'choice', rules: [{ rule: 'oneOf', values: COUNTRY_CODES as [CountryCode, ...CountryCode[]], message: 'invalidCountry' }], schema: str, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => country.alpha2, translationKeys: ['fields.country.label', 'countries.US', 'countries.CA', 'countries.GB', 'countries.IE', 'countries.AU', 'countries.NZ', 'countries.ZA'] },
  CaregiverName: { answer: 'caregiverName', shape: 'text', rules: [{ rule: 'fullName' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.caregiverName.label'] },
  CaregiverRelationship: { answer: 'caregiverRelationship', shape: 'choice', rules: [{ rule: 'oneOf', values: [...CAREGIVER_RELATIONSHIPS], message: 'required' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.relationship.label', 'fields.relationship.choose', 'relationships.Parent', 'relationships.Child', 'relationships.Spouse', 'relationships.Friend', 'relationships.Caregiver', 'relationships.Other'] },
  Height: { answer: 'height', shape: 'other', answered: (v) => { const h = v as HeightValue | undefined; return !!h && (h.cm !== undefined || h.feet !== undefined || h.inches !== undefined); }, rules: [{ rule: 'height' }], schema: { type: 'object', properties: { unit: str, cm: num, feet: num, inches: num } }, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => ({ unit: defaultHeightUnit(country.useMetricSystem) }), translationKeys: ['fields.height.label', 'fields.height.cm', 'fields.height.feet', 'fields.height.inches', 'fields.height.unitCm', 'fields.height.unitFtIn', 'fields.height.units'] },
  Weight: { answer: 'weight', shape: 'other', answered: (v) => { const w = v as WeightValue | undefined; return !!w && (w.kg !== undefined || w.lb !== undefined); }, rules: [{ rule: 'weight' }], schema: { type: 'object', properties: { unit: str, kg: num, lb: num } }, requiredByDefault: true, autoAdvance: false, shownDefault: ({ country }) => ({ unit: defaultWeightUnit(country.useMetricSystem) }), translationKeys: ['fields.weight.label', 'fields.weight.kg', 'fields.weight.lbs', 'fields.weight.units'] },
  Ethnicity: { answer: 'ethnicities', shape: 'list', missingCode: 'selectOneOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.ethnicity.label', 'ethnicities.white', 'ethnicities.black', 'ethnicities.asian', 'ethnicities.hawaiian', 'ethnicities.americanIndian', 'ethnicities.hispanic', 'ethnicities.eastern', 'ethnicities.decline'] },
  HealthQuestions: { answer: 'healthAnswers', shape: 'other', missingCode: 'questionUnanswered', rules: [{ rule: 'healthAnswers' }], schema: { type: 'object', additionalProperties: { type: 'string' } }, requiredByDefault: true, autoAdvance: false, translationKeys: ['healthQuestions.choose', 'healthQuestions.q.insurance', 'healthQuestions.q.education', 'healthQuestions.q.income', 'healthQuestions.q.isLGBTQMember', 'healthQuestions.q.isVeteran', 'healthQuestions.q.mentalHealth', 'healthQuestions.q.physicalDisability', 'healthQuestions.q.disability', 'healthQuestions.q.referringGroup', 'healthQuestions.optional'] },
  StudyCriteria: { answer: 'criteria', shape: 'other', rules: [{ rule: 'criteriaAnswered' }], schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } }, requiredByDefault: true, autoAdvance: false, translationKeys: ['screener.criteria.title', 'screener.criteria.loading', 'screener.criteria.hint', 'screener.criteria.yes', 'screener.criteria.no', 'screener.criteria.unsure', 'screener.criteria.unanswered'] },
  ScreenerResult: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['screener.result.congratulations', 'screener.result.scheduling', 'screener.result.callNow', 'screener.result.callNowPlain', 'screener.result.disqualified', 'screener.result.noSite', 'screener.result.noSiteContact', 'screener.result.searchProduct', 'screener.result.special', 'screener.result.specialCall'] },
  ScreenerThankYou: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['screener.thanks.heading', 'screener.thanks.received', 'thankYou.healthQuestions'] },
  HealthDataConsent: { answer: 'healthDataConsent', shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false, gatesNext: true, translationKeys: ['screener.healthData.question', 'screener.healthData.yes', 'screener.healthData.no', 'screener.healthData.recorded'] },
  ESignConsent: { answer: 'healthDataConsent', shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: true, autoAdvance: false, gatesNext: true, translationKeys: ['screener.healthData.question', 'screener.esign.yes', 'screener.healthData.no', 'screener.esign.starting', 'screener.healthData.recorded'] },
  BrandConnectConsent: { answer: 'commercialConsent', shape: 'choice', answered: uncheckedIsAnAnswer, asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: false, autoAdvance: false, sendsConsentOnChange: 'commercial', translationKeys: ['screener.brandConnect.label'] },
  HowHeard: { answer: 'referringGroup', shape: 'choice', rules: [{ rule: 'oneOf', values: [...HOW_HEARD], message: 'required' }], schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['healthQuestions.q.referringGroup', 'healthQuestions.choose', 'healthQuestions.a.doctor', 'healthQuestions.a.social', 'healthQuestions.a.engine', 'healthQuestions.a.sponsor', 'healthQuestions.a.email', 'healthQuestions.a.clinicalTrials', 'healthQuestions.a.other'] },
  ParticipantChoice: { answer: 'participant', shape: 'choice', rules: [{ rule: 'oneOf', values: ['myself', 'someone_else'], message: 'required' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.participant.label', 'fields.participant.myself', 'fields.participant.someone_else'] },
  CaregiverBirthDate: { answer: 'caregiverBirthDate', shape: 'date', rules: [{ rule: 'dateRange', notAfter: 'today', message: 'invalidBirthDate' }, { rule: 'ageRange', min: 0, max: 120, message: 'invalidBirthDate' }], schema: str, requiredByDefault: true, autoAdvance: false, translationKeys: ['fields.caregiverBirthDate.label', 'fields.birthDate.hint'] },
  CtScanDate: { answer: 'ctScanDate', shape: 'date', rules: [{ rule: 'dateRange', notBefore: 'today' }], schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['fields.ctScanDate.label', 'fields.birthDate.hint'] },
  OncologyConfirmation: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['oncology.heading', 'oncology.call', 'oncology.resources', 'oncology.nci', 'oncology.acs', 'app.newTab'] },
  CallNowPrompt: { answer: null, checksCallNow: true, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['callNowPrompt.checking', 'callNowPrompt.available', 'callNowPrompt.call', 'callNowPrompt.later'] },
  SecondaryScreeningBooking: { answer: 'booking', shape: 'other', answered: bookingChosen, missingCode: 'selectTime', schema: { type: 'object', properties: { slotId: str, skip: str } }, requiredByDefault: true, autoAdvance: false, translationKeys: ['booking.title', 'booking.previous', 'booking.next', 'booking.times', 'booking.book', 'booking.booking', 'booking.noSuitableTime', 'booking.notInterested', 'booking.noSlots', 'booking.error', 'booking.dismiss', 'booking.chooseTime', 'booking.failedNote', 'booking.confirmTitle', 'booking.confirm', 'booking.cancel', 'booking.loading', 'booking.selectDay'] },
  SiteBooking: { answer: 'booking', shape: 'other', answered: bookingChosen, missingCode: 'selectTime', schema: { type: 'object', properties: { slotId: str, skip: str } }, requiredByDefault: true, autoAdvance: false, translationKeys: ['booking.title', 'booking.previous', 'booking.next', 'booking.times', 'booking.book', 'booking.booking', 'booking.noSuitableTime', 'booking.notInterested', 'booking.noSlots', 'booking.error', 'booking.dismiss', 'booking.chooseTime', 'booking.failedNote', 'booking.confirmTitle', 'booking.confirm', 'booking.cancel', 'booking.loading', 'booking.selectDay'] },
  BookingThankYou: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['booking.thanks.heading', 'booking.thanks.message', 'booking.thanks.call', 'booking.thanks.apple', 'booking.thanks.google', 'booking.descriptions.secondary', 'booking.descriptions.site', 'app.newTab'] },
  MedicalRecordsConsent: { answer: 'healthDataConsent', shape: 'choice', answered: (v) => typeof v === 'boolean', asksConsent: true, schema: { type: 'boolean' }, requiredByDefault: false, autoAdvance: false, translationKeys: ['screener.healthData.consentText', 'screener.healthData.checkbox'] },
  StudySearchResults: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['search.results', 'search.nearby', 'search.found', 'search.invalidPostal', 'search.noneForIndication', 'search.noResults', 'search.distance', 'search.compensation', 'search.open', 'app.newTab'] },
  ConditionChips: { answer: 'indicationIds', shape: 'list', missingCode: 'selectOption', schema: { type: 'array', items: { type: 'integer' }, uniqueItems: true }, requiredByDefault: false, autoAdvance: false, clearsSearchOnChange: true, searchesWithHealthyVolunteers: true, translationKeys: ['search.chips', 'search.noneApply', 'fields.indications.loading'] },
  QualificationCheck: { answer: 'partnerCheck', shape: 'other', answered: () => true, schema: { type: 'integer' }, requiredByDefault: false, autoAdvance: false, runsPartnerCheck: true, translationKeys: ['partner.check', 'partner.checking', 'partner.result.qualified', 'partner.result.questions', 'partner.result.noSite', 'partner.result.bmi', 'partner.result.required', 'partner.result.error'] },
  PartnerConsent: { answer: 'partnerConsent', shape: 'other', answered: (v) => { const c = v as { connect?: string; transfer?: string } | undefined; return !!c && (c.connect === 'no' || c.transfer === 'no' || (c.connect === 'yes' && c.transfer === 'yes')); }, missingCode: 'questionUnanswered', asksConsent: true, schema: { type: 'object', properties: { connect: str, transfer: str } }, requiredByDefault: true, autoAdvance: false, translationKeys: ['partner.connect', 'partner.transfer', 'partner.yes', 'partner.no', 'partner.close'] },
  PartnerTransfer: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['partner.transferTitle', 'partner.warmScript', 'partner.dial', 'partner.coldTitle', 'partner.coldScript'] },
  OffersList: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['offers.loading', 'offers.none', 'offers.requirements', 'offers.noPostal', 'app.newTab'] },
  MoreInformation: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['screener.info.bar', 'screener.info.benefits', 'screener.info.studyDetails', 'screener.info.eligibility', 'screener.info.testimonials'] },
  HealthQuestionsThankYouPage: { answer: null, schema: str, requiredByDefault: false, autoAdvance: false, translationKeys: ['healthThankYou.heading', 'healthThankYou.message', 'thankYou.findProduct'] },
} as const satisfies Record<FieldKind, FieldKindSpec>;

export const FIELD_KINDS = Object.keys(fieldKinds) as FieldKind[];

export function isFieldKind(value: string): value is FieldKind {
  return Object.prototype.hasOwnProperty.call(fieldKinds, value);
}

/** A kind's spec under the common interface (the registry's literal types drop the optional keys). */
export function kindSpec(kind: FieldKind): FieldKindSpec {
  return fieldKinds[kind];
}
