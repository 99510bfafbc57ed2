/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "campaignType".
 */
export type CampaignType =
  | "Signup"
  | "Screener"
  | "Study Search"
  | "Flare"
  | "Lead Update"
  | "Midpath"
  | "Image Capture"
  | "Special"
  | "Partner Screener";
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "flowType".
 */
export type FlowType = "signup" | "webScreener" | "partnerScreener" | "studySearch" | "vaccine";
/**
 * The browser's title of a page whose step shows no heading ('Registration' / 'Registro' by default), in the page's language; every other page is titled by its own heading (WCAG 2.4.2).
 */
export type Copy = TranslationKey | LocalizedText;
/**
 * Key in locales/en/translation.json (and es).
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "translationKey".
 */
export type TranslationKey = string;
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "caregiverType".
 */
export type CaregiverType = "parent_child" | "adult";
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "copy".
 */
export type Copy1 = TranslationKey | LocalizedText;
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "fieldKind".
 */
export type FieldKind =
  | "Age"
  | "Phone"
  | "Email"
  | "Gender"
  | "GenderSelect"
  | "GenderDropdown"
  | "Heading"
  | "FullName"
  | "BirthDate"
  | "Diagnosis"
  | "PostalCode"
  | "IndicationMultiSelect"
  | "ThankYouPage"
  | "LocaleSwitcher"
  | "GenericConsent"
  | "CountrySelect"
  | "CaregiverName"
  | "CaregiverRelationship"
  | "Height"
  | "Weight"
  | "Ethnicity"
  | "HealthQuestions"
  | "HealthQuestionsThankYouPage"
  | "StudyCriteria"
  | "ScreenerResult"
  | "CheckAgain"
  | "ConfirmEligibility"
  | "ScreenerThankYou"
  | "HealthDataConsent"
  | "ESignConsent"
  | "BrandConnectConsent"
  | "ParticipantChoice"
  | "CaregiverBirthDate"
  | "MoreInformation"
  | "CtScanDate"
  | "OncologyConfirmation"
  | "CallNowPrompt"
  | "ObGynContact"
  | "RiskAssessment"
  | "CancerDetails"
  | "SecondaryScreeningBooking"
  | "SiteBooking"
  | "BookingThankYou"
  | "MedicalRecordsConsent"
  | "StudySearchResults"
  | "SearchThankYou"
  | "OffersList"
  | "ConditionChips"
  | "QualificationCheck"
  | "PartnerConsent"
  | "PartnerTransfer"
  | "SingleChoice"
  | "MultiChoice"
  | "YesNo"
  | "Number"
  | "Date"
  | "ShortText"
  | "HowHeard";
/**
 * A validation rule of spec §5, by name. A field runs its kind's rules, then these, on a given answer; the first that fails is the message shown. Whether an answer is required is the field's `required`.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "validationRule".
 */
export type ValidationRule =
  | {
      rule: "pattern";
      message?: ValidationCode;
      pattern: string;
    }
  | {
      rule: "length";
      message?: ValidationCode1;
      min?: number;
      max?: number;
    }
  | {
      rule: "dateRange";
      message?: ValidationCode2;
      /**
       * 'today' (the visitor's today) or an ISO date.
       */
      notBefore?: string;
      /**
       * 'today' (the visitor's today) or an ISO date.
       */
      notAfter?: string;
    }
  | {
      rule: "ageRange";
      message?: ValidationCode3;
      min?: number;
      max?: number;
    }
  | {
      rule: "phoneForCountry";
      message?: ValidationCode4;
    }
  | {
      rule: "postalForCountry";
      message?: ValidationCode5;
    }
  | {
      rule: "email";
      message?: ValidationCode6;
    }
  | {
      rule: "matchesField";
      message?: ValidationCode7;
      answer: string;
    }
  | {
      rule: "atLeastOne";
      message?: ValidationCode8;
      min?: number;
    }
  | {
      rule: "oneOf";
      message?: ValidationCode9;
      /**
       * @minItems 1
       */
      values: [string | number, ...(string | number)[]];
    };
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode1 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode2 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode3 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode4 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode5 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode6 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode7 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode8 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * The message shown when the rule fails, instead of the rule's own.
 */
export type ValidationCode9 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy2 = TranslationKey | LocalizedText;
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy3 = TranslationKey | LocalizedText;
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy4 = TranslationKey | LocalizedText;
/**
 * One difference from the extended step's fields, applied in order.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "fieldChange".
 */
export type FieldChange =
  | {
      /**
       * The field: its id, or its kind when the step has one field of that kind.
       */
      insertBefore: string;
      /**
       * @minItems 1
       */
      fields: [Field, ...Field[]];
    }
  | {
      /**
       * The field: its id, or its kind when the step has one field of that kind.
       */
      insertAfter: string;
      /**
       * @minItems 1
       */
      fields: [Field, ...Field[]];
    }
  | {
      /**
       * The field: its id, or its kind when the step has one field of that kind.
       */
      replace: string;
      with: Field;
    }
  | {
      /**
       * The field: its id, or its kind when the step has one field of that kind.
       */
      change: string;
      set: FieldSettings;
    }
  | {
      /**
       * The field: its id, or its kind when the step has one field of that kind.
       */
      remove: string;
    };
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy5 = TranslationKey | LocalizedText;
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy6 = TranslationKey | LocalizedText;
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "next".
 */
export type StepNext =
  | string
  | {
      /**
       * Name of a navigation rule from the rule registry.
       */
      rule: string;
      /**
       * The step each of the rule's outcomes leads to, where that is not the step named like the outcome: {"calendarBooking": "booking"}. campaigns:check names each rule's outcomes.
       */
      to?: {
        [k: string]: string | undefined;
      };
    };
/**
 * Words a visitor reads: a key in locales/* /translation.json, or the campaign's own words in each language it is served in ({ "en": "...", "es": "..." }); {{product}} becomes the brand's word.
 */
export type Copy7 = TranslationKey | LocalizedText;
/**
 * Key in locales/en/translation.json (and es).
 */
export type TranslationKey1 = string;
/**
 * Key in locales/en/translation.json (and es).
 */
export type TranslationKey2 = string;
/**
 * An error message of the catalogue (locales/* /translation.json under validation.*), spec §5 wording.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "validationCode".
 */
export type ValidationCode10 =
  | "required"
  | "invalidFullName"
  | "invalidPhone"
  | "invalidPostal"
  | "invalidEmail"
  | "invalidBirthDate"
  | "invalidAge"
  | "invalidGender"
  | "selectOption"
  | "consentRequired"
  | "selectOneOption"
  | "invalidCentimeters"
  | "invalidFeet"
  | "invalidInches"
  | "invalidWeight"
  | "questionUnanswered"
  | "questionsUnavailable"
  | "invalidCountry"
  | "invalidDate"
  | "dateInFuture"
  | "dateInPast"
  | "selectTime"
  | "invalidFormat"
  | "tooShort"
  | "tooLong"
  | "ageOutOfRange"
  | "notMatching"
  | "invalidNumber"
  | "numberOutOfRange"
  | "numberBelowMin"
  | "numberAboveMax"
  | "selectAtLeast";

/**
 * One recruitment flow (sign-up, web screener, partner screener or study search), authored without code.
 */
export interface CampaignDocument {
  $schema?: string;
  /**
   * Flow name used in the URL: /signup/NAME/STEP.
   */
  name: string;
  /**
   * Name of the campaign this one derives from; its steps are merged step by step.
   */
  extends?: string | null;
  campaignType?: CampaignType;
  flowType?: FlowType;
  /**
   * Id of the first step.
   */
  home?: string;
  pageTitle?: Copy;
  mainBgColor?: string;
  /**
   * true: every visit is a caregiver's (the caregiver's wording and fields); false: none is, whatever the link's cg says (s15); left out: the link's cg=1 makes a visit a caregiver's. Not for a campaign whose caregiverType is 'adult': its page asks who the participant is, and neither this nor the link's cg decides it.
   */
  hasCaregiver?: boolean;
  caregiverType?: CaregiverType;
  /**
   * Shows the live-chat button on this campaign's pages where the brand has live chat (its liveChat), while the agents' availability check says online.
   */
  showSalesforceLiveChat?: boolean;
  studyId?: number | null;
  /**
   * What a screening must pass for the visitor to count as qualified (the congratulations view, booking): 'full' — age, gender, BMI, a site near and the study's questions, not already matched to the study; 'criteria' — the study's questions alone (ws11, whose visitors are qualified further by phone).
   */
  qualifiedBy?: "full" | "criteria";
  /**
   * What shows below the first step: 'featuredStudy' — a study card (the visit's study, else one featured for its condition); 'studyDetails' — the visit's study's benefits, design, eligibility and reviews (the web screeners' footer); 'none'.
   */
  homeExtras?: "featuredStudy" | "studyDetails" | "none";
  /**
   * How the demographic questionnaire's answers are stored with the lead: their values ('bachelors_degree'), or their English labels ('Bachelor’s degree') as the web screeners send them, whatever the page's language.
   */
  surveyAnswersAs?: "values" | "englishLabels";
  /**
   * The study search adds the healthy-volunteer condition to the visitor's conditions (vaccine studies enrol healthy people). A step with ConditionChips does so whatever this says.
   */
  searchWithHealthyVolunteers?: boolean;
  /**
   * What this campaign stands in for when a visit names none (never inherited through 'extends'; campaigns:check wants exactly one campaign for each): 'signup' — a visit to an unknown or unnamed flow; 'studySearch' — a screener opened without a known study; 'prescreen' — the screener study cards open, at its home step (a visit's 'ps' names the campaign it came from, often a sign-up, and is not followed); 'findProduct' — the study search the thank-you pages' Find {product} button opens; 'patientLink' — the flow a temporary patient link opens when it names none.
   */
  defaultFor?: ("signup" | "studySearch" | "prescreen" | "findProduct" | "patientLink")[];
  /**
   * 'fraction' shows the legacy 'current / total' counter beside the bar.
   */
  stepCounter?: "bar" | "fraction";
  consent?: ConsentWording;
  webScreenerProps?: WebScreenerProps;
  steps?: {
    [k: string]: StepPatch | undefined;
  };
}
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "localizedText".
 */
export interface LocalizedText {
  /**
   * Words a visitor reads (a consent is stored as shown): at least one that is not a space.
   */
  en: string;
  /**
   * Words a visitor reads (a consent is stored as shown): at least one that is not a space.
   */
  es?: string;
}
/**
 * The contact consent a visitor reads: US visitors read `us` without a checkbox (consent by going on); visitors from countries that need explicit consent (GDPR) read `international` beside a checkbox. `{product}` becomes the brand's word. The text shown is the text stored with the consent.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "consentWording".
 */
export interface ConsentWording {
  us: LocalizedText;
  international: LocalizedText;
  caregiver?: CaregiverConsentWording;
}
/**
 * The words a caregiver answering for the participant reads, for a region whose words name the person (the participant's doctor, not one's own); the region's own words where this gives none. Stored as shown, and taken by the server only for a lead with a caregiver.
 */
export interface CaregiverConsentWording {
  us?: LocalizedText;
  international?: LocalizedText;
}
/**
 * How a screener's questions and result look. Which fields a step shows (height and weight, a country select) is its field list.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "webScreenerProps".
 */
export interface WebScreenerProps {
  /**
   * Qualification questions are numbered (1., 2., …), starting after criteriaQuestionOffset.
   */
  shouldNumberQuestions?: boolean;
  /**
   * The screener's Call Now button shows the call centre's number ('Call Now: 1-888-…'); false keeps the button and leaves the number out.
   */
  shouldShowCallNumber?: boolean;
  /**
   * Yes/no/unsure questions are answered with three buttons instead of radios.
   */
  shouldUseYNUButtons?: boolean;
  /**
   * The number the first qualification question follows (its number is this plus one).
   */
  criteriaQuestionOffset?: number;
}
/**
 * A step of a campaign that extends another: only the keys it changes.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "stepPatch".
 */
export interface StepPatch {
  /**
   * In a campaign that extends another: this campaign has no such step (nothing else may be given with it).
   */
  remove?: true;
  path?: string;
  title?: Copy1;
  titleCaregiver?: Copy1;
  subtitle?: Copy1;
  /**
   * Which 'why we ask' help text to offer.
   */
  why?: "age" | "name" | "phone" | "postal";
  fields?: Field[];
  /**
   * In a campaign that extends another: how this step's fields differ from the same step there (instead of 'fields', which replaces them all).
   *
   * @minItems 1
   */
  fieldChanges?: [FieldChange, ...FieldChange[]];
  next?: StepNext;
  nav?: StepNav;
  showProgress?: boolean;
  saveSubject?: boolean;
  meta?: StepMeta;
  titleByRelation?: TranslationKey1;
}
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "field".
 */
export interface Field {
  kind: FieldKind;
  /**
   * A name for this field, unique on its step, that a variant's fieldChanges can point at (without one, a field is named by its kind when the step has one field of that kind).
   */
  id?: string;
  /**
   * Overrides the kind's default (for example an optional email).
   */
  required?: boolean;
  /**
   * Rules of spec §5 by name, run after the kind's own on a given answer (see docs: validation rules).
   */
  rules?: ValidationRule[];
  label?: Copy1;
  text?: Copy2;
  /**
   * When the field shows: a visibility rule by name, or a condition on a question's answer.
   */
  visibleWhen?: string | AnswerCondition;
  disqualifyWhen?: DisqualifyingAnswers;
  labelCaregiver?: Copy3;
  /**
   * QualificationCheck: the answers (fullName, postalCode, phone, birthDate, gender, height, weight, ...) the check needs; while one of them is missing or wrong it says 'Please fill out all required fields for candidate.'. Each must be the answer of a field on the same step.
   */
  requires?: string[];
  /**
   * A question kind's (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText) answer key: the name the answer is stored under with the lead and used by in visibleWhen. Unique in the campaign; not one of the built-in answers.
   */
  answer?: string;
  /**
   * SingleChoice and MultiChoice: the choices, in order; the value is what is stored.
   *
   * @minItems 2
   * @maxItems 50
   */
  options?: [
    {
      value: string;
      label: Copy1;
    },
    {
      value: string;
      label: Copy1;
    },
    ...{
      value: string;
      label: Copy1;
    }[]
  ];
  /**
   * Number: the smallest answer taken.
   */
  min?: number;
  /**
   * Number: the largest answer taken.
   */
  max?: number;
  /**
   * Number: only whole numbers.
   */
  integer?: boolean;
  unit?: Copy4;
  /**
   * ShortText: the longest answer taken (200 by default).
   */
  maxLength?: number;
}
/**
 * Holds when the question answering `answer` (on this step or an earlier one) has one of the values `in` (for MultiChoice: any of them is chosen; for YesNo: true or false).
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "answerCondition".
 */
export interface AnswerCondition {
  answer: string;
  /**
   * @minItems 1
   */
  in: [string | number | boolean, ...(string | number | boolean)[]];
}
/**
 * SingleChoice, MultiChoice and YesNo, on a campaign that screens for a study: the answers that screen the person out. With one of them (for MultiChoice: one of them chosen), the server's verdict is not qualified, with reason answer_KEY_disqualifying. A question left unanswered screens no one out. The question must be asked on the screening step or before it.
 */
export interface DisqualifyingAnswers {
  /**
   * @minItems 1
   */
  in: [string | boolean, ...(string | boolean)[]];
}
/**
 * A field's settings without its kind, for a change to an extended field.
 *
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "fieldSettings".
 */
export interface FieldSettings {
  /**
   * A name for this field, unique on its step, that a variant's fieldChanges can point at (without one, a field is named by its kind when the step has one field of that kind).
   */
  id?: string;
  /**
   * Overrides the kind's default (for example an optional email).
   */
  required?: boolean;
  /**
   * Rules of spec §5 by name, run after the kind's own on a given answer (see docs: validation rules).
   */
  rules?: ValidationRule[];
  label?: Copy1;
  text?: Copy5;
  /**
   * When the field shows: a visibility rule by name, or a condition on a question's answer.
   */
  visibleWhen?: string | AnswerCondition;
  labelCaregiver?: Copy6;
  /**
   * QualificationCheck: the answers (fullName, postalCode, phone, birthDate, gender, height, weight, ...) the check needs; while one of them is missing or wrong it says 'Please fill out all required fields for candidate.'. Each must be the answer of a field on the same step.
   */
  requires?: string[];
}
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "nav".
 */
export interface StepNav {
  back?: boolean;
  next?: boolean;
  nextLabel?: Copy1;
  finishLabel?: Copy7;
}
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "stepMeta".
 */
export interface StepMeta {
  checkPhoneMatch?: boolean;
  fetchSiteSchedulingStatus?: boolean;
  /**
   * Verify the postal code with the server before leaving the step.
   */
  verifyPostalCode?: boolean;
  /**
   * Reaching this step completes the flow: personal fields are cleared from the device.
   */
  finishesFlow?: boolean;
  landingAction?: boolean;
  /**
   * Keep the Next/Submit button disabled while any answer on the step is invalid.
   */
  disableSubmitWhileInvalid?: boolean;
  /**
   * On leaving forward, add the step's height, weight, ethnicity and questionnaire answers to the saved lead.
   */
  saveSurvey?: boolean;
  /**
   * On leaving forward, send the answers to the server for screening against the study; the next step shows its verdict.
   */
  screen?: boolean;
  /**
   * The flow needs a study: without one (or with a studyId that does not exist) the visitor is sent to the default study search.
   */
  requireStudy?: boolean;
  /**
   * On leaving forward with a chosen time, book it (secondary screening with a coordinator, or at the study site).
   */
  book?: "secondary" | "site";
  /**
   * Submitting the step searches studies near the postal code and shows them on the same page.
   */
  search?: boolean;
  /**
   * With a temporary link (?slug=), load the lead's details through the prefilled-lead relay and prefill this step; every field stays editable. Without a slug, or with an expired one, the step starts empty.
   */
  relayPrefill?: boolean;
  /**
   * With a temporary link, also send the server's screening verdict for this step (use with screen) through the relay to the link's lead.
   */
  relayScreening?: boolean;
  /**
   * With a temporary link, leaving this step forward adds the chosen conditions to the link's lead through the relay.
   */
  relayIndications?: boolean;
  /**
   * Ad-security platform: click tracking when the visitor arrives on this step and conversion tracking after the lead is saved on leaving it (both only with studyId and utm_source).
   */
  adSecurity?: boolean;
}
/**
 * This interface was referenced by `CampaignDocument`'s JSON-Schema
 * via the `definition` "step".
 */
export interface Step {
  path: string;
  title?: Copy1;
  titleCaregiver?: Copy1;
  subtitle?: Copy1;
  /**
   * Which 'why we ask' help text to offer.
   */
  why?: "age" | "name" | "phone" | "postal";
  fields: Field[];
  next?: StepNext;
  nav?: StepNav;
  showProgress?: boolean;
  saveSubject?: boolean;
  meta?: StepMeta;
  titleByRelation?: TranslationKey2;
}
