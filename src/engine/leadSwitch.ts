/**
 * Which lead a save goes to once the answers are about another person than the visit's lead (Myself and Someone else
 * switched, or another participant put in the first one's place): the lead this visit saved for that person before,
 * or none yet (a new one). The lead left keeps its consents on file and the choices still waiting beside its person,
 * and is taken up again when the answers are about that person once more.
 */
import { madeBesideAnotherContact, recordStored, type ConsentLedger, type ConsentRecord } from './consentRecords.ts';
import { likeness, otherFirstName, sameFirstName } from '../core/samePerson.ts';
import { isAboutPerson, leadIsAbout, saveKeyIsFor, type LeadPersonMarks, type LeadSubject } from './leadSubject.ts';

/** How many other people's leads a visit keeps to take up again: more than a caregiver's family answers for in one sitting. */
export const OTHER_LEADS_KEPT = 8;

/** A lead a visit saved, or the key of its save whose answer was lost, with its consents on file and its choices waiting. */
export interface PersonsLead<L extends { id: string; subject?: LeadSubject }> {
  lead: L | null;
  consentLedger: ConsentLedger;
  pendingSaveKey?: string | null;
  pendingConsents?: ConsentRecord[];
}

/** The visit's lead and the other people's it keeps. */
export interface VisitLeads<L extends { id: string; subject?: LeadSubject }> extends PersonsLead<L> {
  pendingConsents: ConsentRecord[];
  otherLeads: Array<PersonsLead<L>>;
}

/** Whom the answers are about now: their person, their subject, and the contact a choice beside them names (consentContactOf). */
export interface AnswersAbout { person: LeadPersonMarks; subject: LeadSubject; contact: string | null }

/**
 * Whom a kept lead may be about: its last save's person, and the person of a save under its key whose answer was lost
 * (the server may have stored that change: a gender corrected after a name whose answer was lost made a second lead),
 * where this page knows them.
 */
function marksOf<L extends { id: string; subject?: LeadSubject }>(saved: PersonsLead<L>, people: Readonly<Record<string, LeadPersonMarks>>): LeadPersonMarks[] {
  return [saved.lead ? people[saved.lead.id] : undefined, saved.pendingSaveKey ? people[saved.pendingSaveKey] : undefined].filter((marks) => marks !== undefined);
}

/** Whether a kept lead, or a save whose answer was lost, is about the person the answers are about (by `people`, whom each lead or key is about). */
export function isPersonsLead<L extends { id: string; subject?: LeadSubject }>(saved: PersonsLead<L>, about: AnswersAbout, people: Readonly<Record<string, LeadPersonMarks>>): boolean {
  const lost = saved.pendingSaveKey ? people[saved.pendingSaveKey] : undefined;
  if (saved.lead) return leadIsAbout(saved.lead, people[saved.lead.id], about.person) || (lost !== undefined && leadIsAbout(saved.lead, lost, about.person));
  return !!saved.pendingSaveKey && saveKeyIsFor(saved.pendingSaveKey, about.subject) && isAboutPerson(lost, about.person);
}

/** How alike the person a kept lead (or a lost save's key) is about is to the answers' (likeness); 0 where not known. */
function likenessOf<L extends { id: string; subject?: LeadSubject }>(saved: PersonsLead<L>, about: AnswersAbout, people: Readonly<Record<string, LeadPersonMarks>>): number {
  return Math.max(0, ...marksOf(saved, people).map((marks) => likeness(marks, about.person)));
}

/**
 * Whether answers about a person some lead of this visit is named for (their first name, the visitor or a participant
 * alike) may be taken for a correction of `saved`: not when its person goes by another first name. Sue's birth date
 * corrected to her sister Ann's, Sue's own lead ruled out by the birth date it held, was taken for a new name of Ann's
 * lead: Ann lost her lead and her passed screening.
 */
function mayBeRenamed<L extends { id: string; subject?: LeadSubject }>(saved: PersonsLead<L>, about: AnswersAbout, named: boolean, people: Readonly<Record<string, LeadPersonMarks>>): boolean {
  const marks = marksOf(saved, people);
  return !named || !marks.some((m) => otherFirstName(m, about.person)) || marks.some((m) => sameFirstName(m, about.person));
}

/**
 * The visit's leads once its answers are about `about`: null while the visit's lead (or its lost save) is theirs, or
 * there is none yet. Otherwise their lead kept from before (or none), with its ledger and waiting choices; the lead left
 * goes first among the others, with the choices waiting beside its person (a send that failed, or whose answer was
 * lost: dropped, that person's box later showed the opposite of what the server may hold). Where the answers could be a
 * correction of the visit's lead and of a kept one, the likest person's is theirs (likeness; the visit's lead when
 * alike): a twin typed back one field at a time was taken for a correction of the other twin, who became her.
 */
export function leadsForPerson<L extends { id: string; subject?: LeadSubject }>(visit: VisitLeads<L>, about: AnswersAbout, people: Readonly<Record<string, LeadPersonMarks>>): VisitLeads<L> | null {
  if (!visit.lead && !visit.pendingSaveKey) return null;
  const named = [visit, ...visit.otherLeads].some((saved) => marksOf(saved, people).some((m) => m.caregiver === about.person.caregiver && sameFirstName(m, about.person)));
  const theirs = (saved: PersonsLead<L>) => isPersonsLead(saved, about, people) && mayBeRenamed(saved, about, named, people);
  const current = theirs(visit) ? likenessOf(visit, about, people) : -1;
  let resumed: PersonsLead<L> | null = null;
  for (const other of visit.otherLeads) {
    if (!theirs(other)) continue;
    const alike = likenessOf(other, about, people);
    if (alike > current && (resumed === null || alike > likenessOf(resumed, about, people))) resumed = other;
  }
  if (current >= 0 && resumed === null) return null;
  const leftChoices = visit.pendingConsents.filter((r) => madeBesideAnotherContact(r, about.contact));
  const left: PersonsLead<L> = { lead: visit.lead, consentLedger: visit.consentLedger, pendingSaveKey: visit.lead ? null : visit.pendingSaveKey, pendingConsents: leftChoices };
  return {
    lead: resumed?.lead ?? null,
    consentLedger: resumed?.consentLedger ?? {},
    pendingSaveKey: resumed?.lead ? null : resumed?.pendingSaveKey ?? null,
    pendingConsents: [...visit.pendingConsents.filter((r) => !leftChoices.includes(r)), ...(resumed?.pendingConsents ?? [])],
    otherLeads: [left, ...visit.otherLeads.filter((other) => other !== resumed)].slice(0, OTHER_LEADS_KEPT),
  };
}

/**
 * The visit's ledgers once `consents` were stored on lead `leadId` with `contact`: the visit's own ledger while that is
 * its lead, else the ledger of the other person's lead it keeps. A choice sent after the caregiver had moved on to
 * another participant was recorded in that participant's ledger, whose box then showed a choice they never made.
 */
export function ledgersWithStored<L extends { id: string; subject?: LeadSubject }>(visit: Pick<VisitLeads<L>, 'lead' | 'consentLedger' | 'otherLeads'>, leadId: string, consents: readonly ConsentRecord[], contact: string | null): Pick<VisitLeads<L>, 'consentLedger'> | Pick<VisitLeads<L>, 'otherLeads'> {
  if (visit.lead?.id === leadId) return { consentLedger: recordStored(visit.consentLedger, consents, contact) };
  return { otherLeads: visit.otherLeads.map((other) => (other.lead?.id === leadId ? { ...other, consentLedger: recordStored(other.consentLedger, consents, contact) } : other)) };
}
