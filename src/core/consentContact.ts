/**
 * Brand connect's consent is to automated texts at one phone (spec §7: its submission carries the phone, the postal
 * code and the country with the choice). The record keeps the contact the lead had when the choice was stored, taken
 * from the lead and never from the page: a phone changed afterwards is not a phone the person agreed to be texted at.
 */
export const CONTACT_BOUND_CONSENTS: readonly string[] = ['commercial'];

export interface ConsentContact {
  phone: string;
  postalCode: string;
  country: string;
}

/** The consent rows, each one bound to a contact carrying that contact in its details (over any the page sent). */
export function withContact<R extends { type: string; details?: Record<string, unknown> }>(rows: readonly R[], contact: ConsentContact): R[] {
  return rows.map((row) => CONTACT_BOUND_CONSENTS.includes(row.type)
    ? { ...row, details: { ...row.details, phone: contact.phone, postalCode: contact.postalCode, country: contact.country } }
    : row);
}
