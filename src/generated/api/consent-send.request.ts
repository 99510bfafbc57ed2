/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ConsentSendRequest {
  /**
   * @minItems 1
   * @maxItems 10
   */
  consents: [ConsentItem, ...ConsentItem[]];
  locale?: "en" | "es";
}
export interface ConsentItem {
  type: "sms" | "call" | "email" | "clinic" | "commercial" | "medicalRecords" | "medicalRecordsPartner";
  granted: boolean;
  text?: string;
  /**
   * Brand-connect extras (spec §7).
   */
  details?: {
    isInternational?: boolean;
    studySiteExternalId?: string;
  };
}
