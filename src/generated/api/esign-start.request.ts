/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface ESignStartRequest {
  leadId: string;
  mode: "web" | "sms";
  returnPath: string;
  locale: "en" | "es";
}
