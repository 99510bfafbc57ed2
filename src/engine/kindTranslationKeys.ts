/**
 * The catalogue keys each field kind's widget shows, which campaigns:check wants in every language a campaign is
 * served in. Kept beside the registry rather than in it: only the checker and the studio read them, and in the
 * registry they were kilobytes of every page's first script.
 */
import type { FieldKind } from '../generated/campaign.ts';
import { MODULE_KINDS, type BuiltInKind, type ModuleKind } from './fieldKinds.ts';
import { CANCER_TYPES, CANCER_STAGES, TREATMENT_STATUSES } from '../core/oncologyResponse.ts';
import { RISK_QUESTIONS, RISK_ANSWERS } from '../core/riskAssessment.ts';
import { HEALTH_QUESTIONS } from '../core/healthQuestions.ts';
import { LOCALES } from '../core/locale.ts';

const builtInKeys = {
  Age: ['fields.age.label', 'fields.age.placeholder'],
  Phone: ['fields.phone.label'],
  Email: ['fields.email.label', 'fields.email.labelRequired'],
  Gender: ['fields.gender.label', 'genders.male', 'genders.female', 'genders.other'],
  GenderSelect: ['fields.genderSelect.label', 'fields.genderSelect.or', 'genders.male', 'genders.female'],
  GenderDropdown: ['fields.gender.label', 'fields.gender.choose', 'genders.male', 'genders.female', 'genders.other'],
  Heading: [],
  FullName: ['fields.fullName.label'],
  BirthDate: ['fields.birthDate.label', 'fields.birthDate.hint'],
  Diagnosis: ['fields.diagnosis.label', 'fields.diagnosis.yes', 'fields.diagnosis.no'],
  PostalCode: ['fields.postal.postalCode', 'fields.postal.zipCode', 'fields.postal.postcode', 'fields.postal.eircode'],
  IndicationMultiSelect: ['fields.indications.label', 'fields.indications.search', 'fields.indications.noMatch', 'fields.indications.selected', 'fields.indications.loading', 'fields.indications.remove', 'fields.indications.removed', 'fields.indications.matches'],
  ThankYouPage: ['thankYou.heading', 'thankYou.headingNoName', 'thankYou.findProduct', 'thankYou.checking', 'thankYou.callPossible.qualified', 'thankYou.callPossible.call', 'thankYou.callPossible.available', 'thankYou.notPossible.unavailable', 'thankYou.notPossible.willCall', 'thankYou.notPossible.doctor', 'thankYou.healthQuestions'],
  LocaleSwitcher: ['localeSwitcher.label', ...LOCALES.map((locale) => `localeSwitcher.${locale}`)],
  GenericConsent: ['fields.consent.label', 'consentLinks.intro', 'consentLinks.privacy', 'consentLinks.terms', 'consentLinks.healthData', 'consentLinks.hipaa', 'app.newTab'],
  CountrySelect: ['fields.country.label', 'countries.US', 'countries.CA', 'countries.GB', 'countries.IE', 'countries.AU', 'countries.NZ', 'countries.ZA'],
  CaregiverName: ['fields.caregiverName.label'],
  CaregiverRelationship: ['fields.relationship.label', 'fields.relationship.choose', 'relationships.Parent', 'relationships.Child', 'relationships.Spouse', 'relationships.Friend', 'relationships.Caregiver', 'relationships.Other'],
  Height: ['fields.height.label', 'fields.height.cm', 'fields.height.feet', 'fields.height.inches', 'fields.height.unitCm', 'fields.height.unitFtIn', 'fields.height.units'],
  Weight: ['fields.weight.label', 'fields.weight.kg', 'fields.weight.lbs', 'fields.weight.units'],
  Ethnicity: ['fields.ethnicity.label', 'fields.requiredSpoken', 'ethnicities.white', 'ethnicities.black', 'ethnicities.asian', 'ethnicities.hawaiian', 'ethnicities.americanIndian', 'ethnicities.hispanic', 'ethnicities.eastern', 'ethnicities.decline'],
  HealthQuestions: ['healthQuestions.choose', 'healthQuestions.q.insurance', 'healthQuestions.q.education', 'healthQuestions.q.income', 'healthQuestions.q.isLGBTQMember', 'healthQuestions.q.isVeteran', 'healthQuestions.q.mentalHealth', 'healthQuestions.q.physicalDisability', 'healthQuestions.q.disability', 'healthQuestions.q.referringGroup', 'healthQuestions.optional', 'validation.questionUnanswered',
    ...[...new Set(HEALTH_QUESTIONS.flatMap((q) => q.options))].map((answer) => `healthQuestions.a.${answer}`)],
  StudyCriteria: ['screener.criteria.title', 'screener.criteria.loading', 'screener.criteria.failed', 'screener.criteria.hint', 'screener.criteria.yes', 'screener.criteria.no', 'screener.criteria.unsure', 'screener.criteria.unanswered', 'fields.requiredSpoken'],
  ScreenerResult: ['screener.result.congratulations', 'screener.result.alreadyMatched', 'screener.result.scheduling', 'screener.result.booked', 'screener.result.callNow', 'screener.result.callNowPlain', 'screener.result.disqualified', 'screener.result.noSite', 'screener.result.noSiteContact', 'screener.result.searchProduct', 'screener.result.special', 'screener.result.specialCall', 'screener.result.bookingCancelled'],
  CheckAgain: ['screener.checkAgain.heading', 'screener.checkAgain.body', 'screener.checkAgain.review'],
  ConfirmEligibility: ['screener.confirmEligibility.heading', 'screener.confirmEligibility.body', 'screener.confirmEligibility.name', 'screener.confirmEligibility.birthDate', 'screener.confirmEligibility.postalCode', 'screener.confirmEligibility.phone', 'screener.confirmEligibility.email', 'screener.confirmEligibility.edit'],
  ScreenerThankYou: ['screener.thanks.heading', 'screener.thanks.headingNoName', 'screener.thanks.received', 'thankYou.healthQuestions'],
  HealthDataConsent: ['screener.healthData.question', 'screener.healthData.consentText', 'screener.healthData.questionCaregiver', 'screener.healthData.consentTextCaregiver', 'screener.healthData.yes', 'screener.healthData.no', 'screener.healthData.recorded', 'screener.esign.starting'],
  ESignConsent: ['screener.healthData.question', 'screener.healthData.consentText', 'screener.healthData.questionCaregiver', 'screener.healthData.consentTextCaregiver', 'screener.esign.yes', 'screener.healthData.no', 'screener.esign.starting', 'screener.healthData.recorded'],
  BrandConnectConsent: ['screener.brandConnect.label'],
  ParticipantChoice: ['fields.participant.label', 'fields.participant.myself', 'fields.participant.someone_else'],
  CaregiverBirthDate: ['fields.caregiverBirthDate.label', 'fields.birthDate.hint'],
  CtScanDate: ['fields.ctScanDate.label', 'fields.birthDate.hint'],
  OncologyConfirmation: ['oncology.heading', 'oncology.call', 'oncology.resources', 'oncology.nci', 'oncology.acs', 'app.newTab'],
  CallNowPrompt: ['callNowPrompt.checking', 'callNowPrompt.available', 'callNowPrompt.call', 'callNowPrompt.later', 'callNowPrompt.laterQualified'],
  CancerDetails: ['oncology.details.legend', 'oncology.details.type', 'oncology.details.stage', 'oncology.details.treatment', 'oncology.details.choose', ...CANCER_TYPES.map((v) => `oncology.types.${v}`), ...CANCER_STAGES.map((v) => `oncology.stages.${v}`), ...TREATMENT_STATUSES.map((v) => `oncology.treatments.${v}`)],
  RiskAssessment: ['riskAssessment.legend', ...RISK_QUESTIONS.map((q) => `riskAssessment.q.${q}`), ...RISK_ANSWERS.map((a) => `riskAssessment.a.${a}`)],
  ObGynContact: ['obGyn.legend', 'obGyn.name', 'obGyn.phone'],
  SecondaryScreeningBooking: ['booking.title', 'booking.previous', 'booking.next', 'booking.times', 'booking.book', 'booking.booking', 'booking.noSuitableTime', 'booking.notInterested', 'booking.noSlots', 'booking.error', 'booking.dismiss', 'booking.chooseTime', 'booking.timeZone', 'booking.failedNote', 'booking.limitNote', 'booking.unreachableNote', 'booking.confirmTitle', 'booking.confirm', 'booking.cancel', 'booking.loading', 'booking.selectDay', 'booking.timesOn', 'booking.daysShown', 'booking.dayShown'],
  SiteBooking: ['booking.title', 'booking.previous', 'booking.next', 'booking.times', 'booking.book', 'booking.booking', 'booking.noSuitableTime', 'booking.notInterested', 'booking.noSlots', 'booking.error', 'booking.dismiss', 'booking.chooseTime', 'booking.timeZone', 'booking.failedNote', 'booking.limitNote', 'booking.unreachableNote', 'booking.confirmTitle', 'booking.confirm', 'booking.cancel', 'booking.loading', 'booking.selectDay', 'booking.timesOn', 'booking.daysShown', 'booking.dayShown'],
  BookingThankYou: ['booking.thanks.heading', 'booking.thanks.headingNoName', 'screener.thanks.received', 'booking.thanks.message', 'booking.thanks.call', 'booking.thanks.apple', 'booking.thanks.google', 'booking.descriptions.secondary', 'booking.descriptions.site', 'app.newTab'],
  MedicalRecordsConsent: ['screener.healthData.consentText', 'screener.healthData.checkbox', 'screener.healthData.consentTextCaregiver', 'screener.healthData.checkboxCaregiver'],
  StudySearchResults: ['search.results', 'search.nearby', 'search.found', 'search.invalidPostal', 'search.noneForIndication', 'search.noResults', 'search.distance', 'search.distanceInCountry', 'search.compensation', 'search.open', 'app.newTab'],
  SearchThankYou: ['search.thanks.heading', 'search.thanks.headingNamed', 'search.thanks.saved', 'search.thanks.notSaved', 'search.thanks.again'],
  ConditionChips: ['search.chips', 'search.noneApply', 'fields.indications.loading'],
  QualificationCheck: ['partner.check', 'partner.checking', 'partner.result.qualified', 'partner.result.questions', 'partner.result.noSite', 'partner.result.bmi', 'partner.result.required', 'partner.result.error'],
  PartnerConsent: ['partner.connect', 'partner.transfer', 'partner.yes', 'partner.no', 'partner.close'],
  PartnerTransfer: ['partner.transferTitle', 'partner.closeTitle', 'partner.close', 'partner.warmScript', 'partner.dial', 'partner.coldTitle', 'partner.coldScript'],
  OffersList: ['offers.loading', 'offers.none', 'offers.requirements', 'offers.noPostal', 'offers.unknownPostal', 'app.newTab'],
  MoreInformation: ['screener.info.bar', 'screener.info.benefits', 'screener.info.studyDetails', 'screener.info.eligibility', 'screener.info.testimonials'],
  HealthQuestionsThankYouPage: ['healthThankYou.heading', 'healthThankYou.message', 'thankYou.findProduct'],
  // A question's words are the campaign's own (its label, options and unit); only yes and no are the product's.
  SingleChoice: ['questions.unlabelled'],
  MultiChoice: ['questions.unlabelled'],
  YesNo: ['questions.unlabelled', 'questions.yes', 'questions.no'],
  Number: ['questions.unlabelled'],
  Date: ['questions.unlabelled'],
  ShortText: ['questions.unlabelled'],
} as const satisfies Record<BuiltInKind, readonly string[]>;

export const kindTranslationKeys: Readonly<Record<FieldKind, readonly string[]>> = {
  ...builtInKeys,
  ...Object.fromEntries(MODULE_KINDS.map((kind) => [kind.name, kind.translationKeys])) as Record<ModuleKind, readonly string[]>,
};
