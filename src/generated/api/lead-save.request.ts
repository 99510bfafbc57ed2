/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * This interface was referenced by `LeadSaveRequest`'s JSON-Schema
 * via the `definition` "name".
 */
export type Name = string;
/**
 * This interface was referenced by `LeadSaveRequest`'s JSON-Schema
 * via the `definition` "isoDate".
 */
export type IsoDate = string;

/**
 * Lead save body (spec §7). firstName, lastName, phone1 and postalCode are checked by the lead rules so the reply can list every missing field.
 */
export interface LeadSaveRequest {
  firstName?: Name;
  lastName?: Name;
  phone1?: string;
  email?: string;
  postalCode?: string;
  country?: string;
  gender?: "male" | "female" | "other";
  dateOfBirth?: IsoDate;
  age?: number;
  /**
   * Spec §5: above 0 up to 681 kg, as the page's weight rule takes it
   */
  weightKg?: number;
  /**
   * Spec §5: 91 to 244 cm, as the page's height rule takes it
   */
  heightCm?: number;
  preferredLanguage?: "en" | "es";
  /**
   * @maxItems 8
   */
  ethnicities?: (1 | 2 | 3 | 5 | 6 | 7 | 8 | -1)[];
  additionalFields?: LeadAdditionalFields;
  /**
   * @maxItems 200
   */
  indications?: number[];
  /**
   * The visit the lead came from: no spaces or control characters
   */
  sourceId?: string;
  /**
   * @maxItems 50
   */
  sourceStudyIds?: number[];
  sourceInfo?: LeadSourceInfo;
  /**
   * @maxItems 50
   */
  screenings?: {
    studyId: number;
    passed: boolean;
  }[];
  caregiver?: LeadCaregiver;
  answers?: QuestionAnswers;
  withConsents?: ConsentSendRequest;
  /**
   * Answers to screen once the lead is saved, so a step that saves and screens waits for one round trip (the body of POST /api/screenings without leadId or dryRun: the screening is the saved lead's, and recorded). The answer's `screening` holds the verdict, or null when it could not be given; the lead is saved either way.
   */
  withScreening?: ScreeningRequest;
}
export interface LeadAdditionalFields {
  siteSchedulingEnabled?: boolean;
  leadSpecialStatus?: string;
  /**
   * @maxItems 9
   */
  surveyQuestions?: SurveyQuestion[];
  obGyn?: {
    firstName: string;
    lastName: string;
    phone: string;
  };
  ctScanAppointmentDate?: IsoDate;
  hotCall?: boolean;
  adSecurityPlatformResponse?: {
    responses?: string[];
    transactionId?: string;
  };
  referringGroup?: "doctor" | "social" | "engine" | "sponsor" | "email" | "clinicalTrials" | "other";
  riskAssessment?: {
    wfh: "yes" | "no" | "prefer_not_to_answer";
    interactivity: "yes" | "no" | "prefer_not_to_answer";
    publicTrans: "yes" | "no" | "prefer_not_to_answer";
  };
  oncologyResponse?: {
    cancerType: "lung" | "breast" | "prostate" | "colorectal" | "melanoma" | "blood" | "other" | "none";
    cancerStage?: "stage0" | "stage1" | "stage2" | "stage3" | "stage4" | "unknown";
    treatmentStatus?: "notStarted" | "inTreatment" | "finishedTreatment" | "recurrence" | "unknown";
  };
}
/**
 * This interface was referenced by `LeadSaveRequest`'s JSON-Schema
 * via the `definition` "surveyQuestion".
 */
export interface SurveyQuestion {
  questionId: number;
  questionResponseText: string;
  questionText: string;
}
export interface LeadSourceInfo {
  campaign?: string;
  leadLpParamId?: string;
  studyId?: number;
  studySiteId?: number;
  testGroup?: number;
  offerId?: string;
  participantGroupId?: number;
}
/**
 * This interface was referenced by `LeadSaveRequest`'s JSON-Schema
 * via the `definition` "caregiver".
 */
export interface LeadCaregiver {
  firstName?: Name;
  lastName?: Name;
  caregiverRelationship?: "Self" | "Other" | "Child" | "Parent" | "Spouse" | "Friend" | "Caregiver";
  phone1?: string;
  email?: string;
  postalCode?: string;
  dateOfBirth?: IsoDate;
  /**
   * The visit the lead came from, as the page writes it (campaign:landing id): no spaces or control characters
   */
  sourceId?: string;
  country?: string;
}
/**
 * The campaign's own questions' answers (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText, and module kinds'), by the campaign's answer key; each is checked against the campaign's question, and one it does not ask or an answer it does not offer is refused (400 ANSWER_NOT_ASKED, ANSWER_NOT_OFFERED).
 */
export interface QuestionAnswers {
  [k: string]: string | number | boolean | string[] | undefined;
}
export interface ConsentSendRequest {
  /**
   * The campaign whose page showed the consent.
   */
  campaign: string;
  /**
   * @minItems 1
   * @maxItems 10
   */
  consents: [ConsentItem, ...ConsentItem[]];
  locale: "en" | "es";
}
export interface ConsentItem {
  type: "sms" | "call" | "email" | "clinic" | "commercial" | "medicalRecords" | "medicalRecordsPartner";
  granted: boolean;
  /**
   * Exactly the words the visitor read; it must be one the campaign shows on that step in that language.
   */
  text: string;
  /**
   * Brand-connect extras (spec §7).
   */
  details?: {
    isInternational?: boolean;
    studySiteExternalId?: string;
  };
  /**
   * The campaign step the consent was given on.
   */
  step: string;
}
/**
 * Answers to screen; the server decides qualification itself and never takes a verdict from the browser.
 */
export interface ScreeningRequest {
  studyId: number;
  campaign: string;
  leadId?: string;
  /**
   * @maxItems 100
   */
  answers: {
    criterionId: number;
    /**
     * @maxItems 20
     */
    responseIds: number[];
  }[];
  /**
   * Whom to judge when no lead is named, and for a dry run. A lead's recorded screening judges the lead as stored (its birth date or age, gender, height, weight, postal code and country): these figures are not read for it.
   */
  candidate: {
    birthDate?: string;
    /**
     * The visitor's date, which an age from birthDate is worked out on; one that is not a date somewhere on Earth now is replaced by the server's.
     */
    today?: string;
    age?: number;
    gender?: "male" | "female" | "other";
    heightCm?: number;
    weightKg?: number;
    postalCode: string;
    country: string;
    phone?: string;
  };
  /**
   * Ignored: a client's verdict is never trusted.
   */
  verdict?: {};
  /**
   * Judge without recording (the partner screener's 'Check Candidate Qualification').
   */
  dryRun?: boolean;
  questionAnswers?: QuestionAnswers1;
}
/**
 * The campaign's own questions' answers (SingleChoice, MultiChoice, YesNo, Number, Date, ShortText, and module kinds'), by the campaign's answer key; each is checked against the campaign's question, and one it does not ask or an answer it does not offer is refused (400 ANSWER_NOT_ASKED, ANSWER_NOT_OFFERED).
 */
export interface QuestionAnswers1 {
  [k: string]: string | number | boolean | string[] | undefined;
}
