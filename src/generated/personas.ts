/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

/**
 * Persona path tests for one campaign: who the visitor is, what they answer on each step, and where they must end up. Run by `npm run campaigns:test`.
 */
export interface PersonasDocument {
  $schema?: string;
  /**
   * The campaign's name (campaigns/NAME.json); the file is campaigns/personas/NAME.json.
   */
  campaign: string;
  /**
   * The date the answers are judged on (ISO), so ages and appointment dates keep their meaning as time passes; default: the real date.
   */
  today?: string;
  /**
   * @minItems 1
   */
  personas: [Persona, ...Persona[]];
}
/**
 * This interface was referenced by `PersonasDocument`'s JSON-Schema
 * via the `definition` "persona".
 */
export interface Persona {
  /**
   * Who this is, in a few words: it names the persona in reports.
   */
  name: string;
  /**
   * The visit's query parameters, e.g. { "studyId": "1001", "cg": "1" }.
   */
  query?: {
    [k: string]: string | undefined;
  };
  /**
   * The visitor's country (from the browser language); default US.
   */
  country?: "US" | "CA" | "GB" | "IE" | "AU" | "NZ" | "ZA";
  /**
   * Page language; default en.
   */
  locale?: "en" | "es";
  /**
   * mobile is 768 px wide or less; default desktop.
   */
  viewport?: "desktop" | "mobile";
  /**
   * In order, each page the persona is expected to be on and what they answer there before moving on.
   *
   * @minItems 1
   */
  steps: [PersonaStep, ...PersonaStep[]];
  expect: Expectation;
}
/**
 * This interface was referenced by `PersonasDocument`'s JSON-Schema
 * via the `definition` "personaStep".
 */
export interface PersonaStep {
  /**
   * The step id the persona must be on.
   */
  step: string;
  /**
   * The step's answers by answer key (postalCode, fullName, birthDate, phone, email, gender, criteria, ...). Omit to just press the step's button.
   */
  answers?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Leave the step with its finish button (nav.finishLabel) as it is, without submitting it: no answers with it.
   */
  finish?: true;
}
/**
 * This interface was referenced by `PersonasDocument`'s JSON-Schema
 * via the `definition` "expectation".
 */
export interface Expectation {
  /**
   * The step the persona ends on after the last step's answers.
   */
  terminal: string;
  /**
   * The screening verdict, for a campaign that screens.
   */
  verdict?: {
    passed: boolean;
    fullyQualified?: boolean;
    /**
     * Reason codes, in order, e.g. ["no_site"] or ["criterion_3_disqualifying"].
     */
    reasons: string[];
  };
  /**
   * The campaign's own questions' answers the candidate holds at the end, by answer key (exactly these: a question hidden or left unanswered holds nothing).
   */
  answers?: {
    [k: string]: string | number | boolean | unknown[] | undefined;
  };
}
