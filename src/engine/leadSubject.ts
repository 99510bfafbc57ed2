/**
 * A lead is about one person. Answers that change who the participant is once a save was made (Myself, then Someone
 * else, or back) are about another person: they make a lead of their own, under a key of their own. Sent as a change
 * of the first lead, they made a caregiver's own consent ("I authorize my healthcare providers to release my medical
 * records") stand on the participant's lead, and a signing begun as Myself signed the participant's lead in the
 * caregiver's own words.
 */
import { namedAndGenderedApart, sameBirth } from '../core/samePerson.ts';
import type { Candidate } from '../core/candidate.ts';

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

/** The person these answers are about, as a save stores them: whether a caregiver answers, the participant's birth, first name and gender. */
export function leadPersonOf(candidate: Pick<Candidate, 'caregiver' | 'birthDate' | 'age' | 'firstName' | 'gender'>): LeadPersonMarks {
  return { caregiver: candidate.caregiver !== null, birthDate: candidate.birthDate, age: candidate.age, firstName: candidate.firstName, gender: candidate.gender };
}

/**
 * Whom a lead, or a save of one under its key, is about, as far as answers can tell one person from another
 * (isAboutPerson). The first name and gender are missing from marks kept before they were.
 */
export interface LeadPersonMarks { caregiver: boolean; birthDate: string | null; age: number | null; firstName?: string | null; gender?: string | null }

/**
 * Whether answers about `incoming` are about the person a lead's last save stored, or a save under a key was sent for
 * (`person`, where this page knows it): the visitor or a participant as before, born on the same day (or of the same
 * age) where both say. A caregiver who answered for her father and then put her aunt's name and birth date in his
 * place changed his lead into hers: the aunt took over his screening and his choices. A corrected name or phone (both
 * at once, too), or gender alone, is the same person; another birth date is another person (a father and his son of
 * the same name are told apart by it), whose answers are a lead of their own. Not gender alone: a slip corrected made a
 * lead of nobody, and the server's already-matched check told the person corrected that they had already
 * pre-qualified. Twins of one birth date are told apart by another first name and another gender together
 * (namedAndGenderedApart): Liam typed in Emma's place took over her lead, her screening and her consents; twins of one
 * gender remain one person to the page.
 */
export function isAboutPerson(person: LeadPersonMarks | undefined, incoming: LeadPersonMarks): boolean {
  return person === undefined || (person.caregiver === incoming.caregiver && sameBirth(person, incoming) && !namedAndGenderedApart(person, incoming));
}

/** Whether answers about `incoming` change this saved lead: its subject's (leadIsFor), and its person's (isAboutPerson). */
export function leadIsAbout(lead: { subject?: LeadSubject }, person: LeadPersonMarks | undefined, incoming: LeadPersonMarks): boolean {
  return leadIsFor(lead, incoming.caregiver ? 'someoneElse' : 'self') && isAboutPerson(person, incoming);
}
