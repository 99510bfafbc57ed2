/**
 * A lead is about one person. Answers that change who the participant is once a save was made (Myself, then Someone
 * else, or back) are about another person: they make a lead of their own, under a key of their own. Sent as a change
 * of the first lead, they made a caregiver's own consent ("I authorize my healthcare providers to release my medical
 * records") stand on the participant's lead, and a signing begun as Myself signed the participant's lead in the
 * caregiver's own words.
 */
export type LeadSubject = 'self' | 'someoneElse';

/** Whom a save of these answers is about: the visitor, or someone a caregiver answers for. */
export function leadSubjectOf(candidate: { caregiver: object | null }): LeadSubject {
  return candidate.caregiver === null ? 'self' : 'someoneElse';
}

/** A lead save's idempotency key, naming whom the lead it makes is about (the server's keys take letters and dashes). */
export function saveKeyFor(subject: LeadSubject, random: string): string {
  return `${subject}-${random}`;
}

const SUBJECT_PREFIX = /^(self|someoneElse)-/;

/** Whether a pending save's key may go on for this subject: a key that names none (kept before keys named one) may. */
export function saveKeyIsFor(key: string, subject: LeadSubject): boolean {
  const named = SUBJECT_PREFIX.exec(key)?.[1];
  return named === undefined || named === subject;
}

/** Whether a saved lead may be changed by answers about this subject: a lead kept before leads named theirs may. */
export function leadIsFor(lead: { subject?: LeadSubject }, subject: LeadSubject): boolean {
  return lead.subject === undefined || lead.subject === subject;
}
