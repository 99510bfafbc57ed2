/**
 * Whom each lead this page has saved is about, as its last save stored them (engine/leadSubject.ts leadIsAbout reads
 * it). Kept in the page's memory only: a birth date is kept on the device with the visit's personal answers alone
 * (state/persistence.ts). After a reload, the visit's lead is known again when the answers restored are those its last
 * save stored (its signature); otherwise its person is not known here, and answers change it as before.
 */
import { leadPersonOf, type LeadPersonMarks } from '../../engine/leadSubject.ts';
import { leadSignature } from '../../engine/leadBody.ts';
import type { FlowState } from '../state/store.ts';

const people = new Map<string, LeadPersonMarks>();

export const leadPeople = {
  of: (leadId: string): LeadPersonMarks | undefined => people.get(leadId),
  saved: (leadId: string, person: LeadPersonMarks): void => void people.set(leadId, person),
  /** A visit restored by a reload: its lead's person, where the answers restored are what its last save stored. */
  restored: ({ lead, candidate }: Pick<FlowState, 'lead' | 'candidate'>): void => {
    if (lead?.stored && !people.has(lead.id) && lead.stored === leadSignature(candidate)) people.set(lead.id, leadPersonOf(candidate));
  },
};
