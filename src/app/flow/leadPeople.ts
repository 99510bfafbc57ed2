/**
 * Whom each lead this page has saved is about, as its last save stored them (engine/leadSubject.ts leadIsAbout reads
 * it). Kept in the page's memory only: a birth date is kept on the device with the visit's personal answers alone
 * (state/persistence.ts), so after a reload a lead's person is not known here, and answers change it as before.
 */
import type { LeadPersonMarks } from '../../engine/leadSubject.ts';

const people = new Map<string, LeadPersonMarks>();

export const leadPeople = {
  of: (leadId: string): LeadPersonMarks | undefined => people.get(leadId),
  saved: (leadId: string, person: LeadPersonMarks): void => void people.set(leadId, person),
};
