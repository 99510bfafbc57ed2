/**
 * What each field kind asks and how it behaves, in the authors' words: docs/authoring.md's field-kind table is
 * generated from these, the registry and the English catalogue (`npm run docs:generate`). Apart from the registry so
 * that no page ships them; `satisfies Record<FieldKind, ...>` makes a kind without its words fail to compile.
 * The key order is the table's reading order.
 */
import type { FieldKind } from '../generated/campaign.ts';
import { MODULE_KINDS, type BuiltInKind, type ModuleKind } from './fieldKinds.ts';

export interface KindDescription {
  /** What the visitor answers; null for kinds that only show something. */
  asks: string | null;
  notes: string;
}

const builtInDescriptions = {
  GenderSelect: { asks: 'gender', notes: 'male / female buttons with “or”' },
  Gender: { asks: 'gender', notes: 'radio group with Non-Binary' },
  GenderDropdown: { asks: 'gender', notes: 'dropdown with Non-Binary' },
  PostalCode: { asks: 'postal code', notes: "country's pattern, then verified by the server" },
  BirthDate: { asks: 'birth date', notes: "typed in the country's format with a mask" },
  Age: { asks: 'age', notes: 'dropdown 18–101' },
  FullName: { asks: 'first and last name', notes: 'at least two words, no emoji' },
  Phone: { asks: 'phone', notes: 'validated per country, stored in E.164' },
  Email: { asks: 'email', notes: 'required unless `"required": false`' },
  Diagnosis: { asks: 'yes / no', notes: "Yes keeps the path's condition, No clears it" },
  IndicationMultiSelect: { asks: 'conditions', notes: 'grouped checkboxes and search (3+ characters, 10 matches)' },
  GenericConsent: {
    asks: 'consent',
    notes: "the campaign's consent text for the visitor's region and links to the legal pages (new tab, locale prefix); US visitors consent by going on, international visitors tick its checkbox (Next stays disabled until ticked). The words shown are stored with the consent",
  },
  CountrySelect: { asks: 'country', notes: 'the seven supported countries; the rest of the step follows the chosen country' },
  CaregiverName: { asks: "the caregiver's name", notes: 'use with `"visibleWhen": "isCaregiver"`' },
  CaregiverRelationship: { asks: "the caregiver's relationship", notes: 'use with `"visibleWhen": "isCaregiver"`' },
  Height: { asks: 'height', notes: 'cm ⇄ ft/in kept in sync; metric by default outside the US' },
  Weight: { asks: 'weight', notes: 'kg ⇄ lb kept in sync; metric by default outside the US' },
  Ethnicity: { asks: 'ethnicities', notes: 'checkboxes; “Decline to Answer” excludes the others' },
  HealthQuestions: { asks: 'the questionnaire', notes: 'the seven questions (plus a disability follow-up and how you heard of us), stored as nine survey questions' },
  HealthQuestionsThankYouPage: { asks: null, notes: '“Thank you!” after the questionnaire' },
  StudyCriteria: { asks: "the study's questions", notes: 'numbered, yes/no/unsure buttons, hints; gender-specific questions follow the gender on the same step' },
  ScreenerResult: { asks: null, notes: "the server's verdict: congratulations and Call Now (a banner for special studies), not qualified, or no site near" },
  CheckAgain: {
    asks: null,
    notes: "after a screening that did not pass (`afterScreening`'s `checkAgain`, ws12): says some answers may not suit the study; “Review my answers” returns to the screener with every answer kept, Next goes on",
  },
  ConfirmEligibility: {
    asks: null,
    notes: "after a screening that passed (`afterScreening`'s `confirmEligibility`, ws12): the details the study team will receive (name, date of birth, postal code, phone, email), confirmed with “Yes, my details are right” or changed on the screener",
  },
  ScreenerThankYou: { asks: null, notes: '“Thank you, {name}!” and the questionnaire button (English)' },
  MoreInformation: { asks: null, notes: "the link bar to the screener's footer (benefits, study details, eligibility, testimonials), shown with that footer alone: on the first step of a campaign whose homeExtras is studyDetails, once the visit has its study (campaigns:check refuses it elsewhere)" },
  HealthDataConsent: { asks: 'the medical-records consent', notes: 'yes/no; Next appears once answered' },
  ESignConsent: { asks: 'the medical-records consent', notes: 'yes/no, by e-signature: Yes opens the signing page; Next appears once answered' },
  BrandConnectConsent: { asks: 'commercial texts consent', notes: 'every change is sent at once' },
  ParticipantChoice: { asks: 'myself / someone else', notes: 'for campaigns whose caregiverType is adult' },
  CaregiverBirthDate: { asks: "the caregiver's birth date", notes: 'for campaigns whose caregiverType is adult' },
  Heading: { asks: null, notes: 'shows the translation key in `text`' },
  CtScanDate: {
    asks: 'the CT-scan appointment date',
    notes: 'shown for CT-scan appointment studies to a visitor bio-qualified on the answers so far who has a CT appointment (`visibleWhen: ctScanDateShown`, see its comment); not in the past',
  },
  OncologyConfirmation: { asks: null, notes: 'the oncology confirmation on the thank-you (`visibleWhen: oncologyStudy`)' },
  CancerDetails: {
    asks: 'the cancer diagnosis',
    notes: "type of cancer, then its stage and treatment for a diagnosis; “not diagnosed” needs nothing more (the cancer-indications step an oncology study reaches by `afterIndications`)",
  },
  RiskAssessment: {
    asks: 'day-to-day contact with others',
    notes: 'work from home, close contact with many people, public transport: yes, no or prefer not to answer; for studies that ask them (`visibleWhen: riskAssessmentShown`)',
  },
  ObGynContact: { asks: "the participant's OB/GYN", notes: "the doctor's full name and a phone valid for the visitor's country" },
  SearchThankYou: { asks: null, notes: "a study search's thank-you: by name when one was given, that the details are kept when a lead was saved, and a Search again button" },
  CallNowPrompt: { asks: null, notes: "below a thank-you: while can-call-now runs a spinner, then the call-now number of the visitor's country, or that a coordinator will call (ps2)" },
  SecondaryScreeningBooking: { asks: 'a call time', notes: "coordinators' slots; with `meta.book`" },
  SiteBooking: { asks: 'a visit time', notes: "the study site's slots; with `meta.book`" },
  BookingThankYou: { asks: null, notes: 'the booking confirmation with calendar links' },
  MedicalRecordsConsent: { asks: 'the medical-records consent', notes: 'a checkbox with the authorisation text' },
  StudySearchResults: { asks: null, notes: 'the study-search results (with `meta.search`)' },
  OffersList: { asks: null, notes: 'direct offers (with `meta.search`)' },
  ConditionChips: { asks: 'conditions', notes: 'one-tap condition chips for study search' },
  QualificationCheck: {
    asks: "the partner agent's check",
    notes: "partner screeners; the check's `requires` lists the answers it needs (ps1: name, postal code, phone, birth date, gender, height, weight), each asked on its step",
  },
  PartnerConsent: { asks: 'the partner consent', notes: "partner screeners: whether the patient would like to be connected with the study team, and whether their information may be transferred to it" },
  PartnerTransfer: { asks: null, notes: "partner screeners' transfer page" },
  ThankYouPage: {
    asks: null,
    notes: 'the sign-up thank-you (spinner while checking whether a call is possible, Find {product} in English, the health-questions button for non-caregivers)',
  },
  LocaleSwitcher: { asks: null, notes: 'links to the other language' },
  SingleChoice: { asks: "the campaign's question", notes: 'one of the field\'s `options` (radio buttons); needs `answer`, `label`, `options`; `disqualifyWhen` screens out' },
  MultiChoice: { asks: "the campaign's question", notes: 'any of the field\'s `options` (checkboxes); needs `answer`, `label`, `options`; `disqualifyWhen` screens out' },
  YesNo: { asks: "the campaign's question", notes: 'yes or no, stored as true or false; needs `answer`, `label`; `disqualifyWhen` screens out' },
  Number: { asks: "the campaign's question", notes: 'a number within `min` and `max` (`integer` for whole numbers), with an optional `unit`; needs `answer`, `label`' },
  Date: { asks: "the campaign's question", notes: 'a date (the browser\'s date box), stored as YYYY-MM-DD; needs `answer`, `label`' },
  ShortText: { asks: "the campaign's question", notes: 'text up to `maxLength` (200 by default); needs `answer`, `label`' },
} as const satisfies Record<BuiltInKind, KindDescription>;

export const kindDescriptions: Readonly<Record<FieldKind, KindDescription>> = {
  ...builtInDescriptions,
  ...Object.fromEntries(MODULE_KINDS.map((kind) => [kind.name, kind.description])) as Record<ModuleKind, KindDescription>,
};
