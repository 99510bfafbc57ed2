/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

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
