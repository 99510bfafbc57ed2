import { describe, expect, it } from 'vitest';
import { leadsForPerson, isPersonsLead, ledgersWithStored, OTHER_LEADS_KEPT, type VisitLeads, type AnswersAbout } from './leadSwitch.ts';
import type { ConsentRecord } from './consentRecords.ts';
import type { LeadPersonMarks } from './leadSubject.ts';

type Lead = { id: string; subject?: 'self' | 'someoneElse' };
const pat: LeadPersonMarks = { caregiver: true, birthDate: '1960-03-10', age: null };
const sue: LeadPersonMarks = { caregiver: true, birthDate: '1962-07-01', age: null };
const me: LeadPersonMarks = { caregiver: false, birthDate: '1980-01-15', age: null };
const about = (person: LeadPersonMarks, contact: string): AnswersAbout => ({ person, subject: person.caregiver ? 'someoneElse' : 'self', contact });
const grant = (to: string): ConsentRecord => ({ type: 'commercial', granted: true, text: 'Texts', step: 'indications', to });
const emailChoice: ConsentRecord = { type: 'email', granted: true, text: 'Email', step: 'home' };
const patsLead: Lead = { id: 'lead-pat', subject: 'someoneElse' };
const people = { 'lead-pat': pat, 'lead-sue': sue, 'lead-me': me, 'someoneElse-k1': sue };
const visitOf = (more: Partial<VisitLeads<Lead>> = {}): VisitLeads<Lead> => ({ lead: patsLead, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-pat' } }, pendingSaveKey: null, pendingConsents: [], otherLeads: [], ...more });

describe("the lead a save goes to once the answers are about another person", () => {
  it("goes on with the visit's lead while the answers are about its person, or with none yet", () => {
    expect(leadsForPerson(visitOf(), about(pat, 'c-pat'), people)).toBeNull();
    expect(leadsForPerson(visitOf({ lead: null }), about(sue, 'c-sue'), people)).toBeNull();
    // A lost save's key goes on for the person it was sent for.
    expect(leadsForPerson(visitOf({ lead: null, pendingSaveKey: 'someoneElse-k1' }), about(sue, 'c-sue'), people)).toBeNull();
  });

  it("another participant makes a lead of their own; the first's lead, ledger and the choices waiting beside them are kept first among the others", () => {
    const waiting = grant('c-pat');
    const older = { lead: { id: 'lead-me', subject: 'self' as const }, consentLedger: {} };
    const next = leadsForPerson(visitOf({ pendingConsents: [waiting, emailChoice], otherLeads: [older] }), about(sue, 'c-sue'), people);
    expect(next).toEqual({
      lead: null, consentLedger: {}, pendingSaveKey: null, pendingConsents: [emailChoice],
      otherLeads: [{ lead: patsLead, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-pat' } }, pendingSaveKey: null, pendingConsents: [waiting] }, older],
    });
  });

  it('a person answered about again takes up their lead, with its ledger and the choices that waited beside them', () => {
    const waiting = grant('c-pat');
    const patsKept = { lead: patsLead, consentLedger: { sms: { granted: true, text: 'S' } }, pendingSaveKey: null, pendingConsents: [waiting] };
    const suesLead: Lead = { id: 'lead-sue', subject: 'someoneElse' };
    const next = leadsForPerson(visitOf({ lead: suesLead, consentLedger: {}, otherLeads: [patsKept] }), about(pat, 'c-pat'), people);
    expect(next?.lead).toBe(patsLead);
    expect(next?.consentLedger).toEqual({ sms: { granted: true, text: 'S' } });
    expect(next?.pendingConsents).toEqual([waiting]);
    expect(next?.otherLeads).toEqual([{ lead: suesLead, consentLedger: {}, pendingSaveKey: null, pendingConsents: [] }]);
  });

  it("a lost save's key is taken up by its person again, and left by another's answers", () => {
    const lost = { lead: null, consentLedger: {}, pendingSaveKey: 'someoneElse-k1' };
    const back = leadsForPerson(visitOf({ otherLeads: [lost] }), about(sue, 'c-sue'), people);
    expect(back).toMatchObject({ lead: null, pendingSaveKey: 'someoneElse-k1' });
    const left = leadsForPerson(visitOf({ lead: null, pendingSaveKey: 'someoneElse-k1' }), about(pat, 'c-pat'), people);
    expect(left).toMatchObject({ lead: null, pendingSaveKey: null, otherLeads: [{ lead: null, pendingSaveKey: 'someoneElse-k1' }] });
    // A kept key is another subject's, or another person's: not taken up.
    expect(isPersonsLead({ lead: null, consentLedger: {}, pendingSaveKey: 'self-k2' }, about(sue, 'c-sue'), {})).toBe(false);
    expect(isPersonsLead({ lead: null, consentLedger: {}, pendingSaveKey: 'someoneElse-k1' }, about(pat, 'c-pat'), people)).toBe(false);
    expect(isPersonsLead({ lead: null, consentLedger: {}, pendingSaveKey: null }, about(pat, 'c-pat'), people)).toBe(false);
  });

  describe('where the answers could be a correction of the visit\'s lead and of a kept one, the likest person\'s is theirs', () => {
    const ann: LeadPersonMarks = { ...pat, firstName: 'Ann', gender: 'female' };
    const andy: LeadPersonMarks = { ...pat, firstName: 'Andy', gender: 'male' };
    const twins = { 'lead-ann': ann, 'lead-andy': andy };
    const annsLead: Lead = { id: 'lead-ann', subject: 'someoneElse' };
    const andysLead: Lead = { id: 'lead-andy', subject: 'someoneElse' };
    const annKept = { lead: annsLead, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-twins' } }, pendingSaveKey: null, pendingConsents: [] };
    const onAndy = visitOf({ lead: andysLead, consentLedger: {}, otherLeads: [annKept] });

    it("Ann's name typed back, her twin brother's gender still on the form: Ann's lead, not a new name for Andy", () => {
      const next = leadsForPerson(onAndy, about({ ...pat, firstName: 'Ann', gender: 'male' }, 'c-twins'), twins);
      expect(next?.lead).toBe(annsLead);
      expect(next?.consentLedger).toEqual(annKept.consentLedger);
      expect(next?.otherLeads[0]?.lead).toBe(andysLead);
      // Exactly her, too.
      expect(leadsForPerson(onAndy, about(ann, 'c-twins'), twins)?.lead).toBe(annsLead);
    });

    it("a gender changed alone on Andy's answers is a correction of his lead: the same gender as Ann counts for less than his name", () => {
      expect(leadsForPerson(onAndy, about({ ...andy, gender: 'female' }, 'c-twins'), twins)).toBeNull();
      expect(leadsForPerson(onAndy, about({ ...andy, firstName: 'Andi' }, 'c-twins'), twins)).toBeNull();
      // Alike to both by as much: the visit's lead.
      expect(leadsForPerson(onAndy, about({ ...pat, firstName: 'Alex', gender: null }, 'c-twins'), twins)).toBeNull();
    });

    it("a kept lead likelier than the visit's, whose person was kept without a name (before names were), is taken up", () => {
      const unnamed = { 'lead-andy': { ...pat, gender: 'female' }, 'lead-ann': ann };
      expect(leadsForPerson(onAndy, about(ann, 'c-twins'), unnamed)?.lead).toBe(annsLead);
      // Alike to both by as much: the visit's lead stays.
      expect(leadsForPerson(onAndy, about({ ...ann, firstName: 'Zoe' }, 'c-twins'), unnamed)).toBeNull();
    });

    it('among kept leads the likest is taken up; alike, the latest kept', () => {
      const annMale = { lead: { id: 'lead-ann-m', subject: 'someoneElse' as const }, consentLedger: {} };
      const people2 = { ...twins, 'lead-ann-m': { ...pat, firstName: 'Zed', gender: 'female' }, 'lead-unknown': undefined as never };
      const onSue = visitOf({ lead: { id: 'lead-sue', subject: 'someoneElse' }, otherLeads: [annMale, annKept] });
      expect(leadsForPerson(onSue, about(ann, 'c-twins'), { ...people2, 'lead-sue': sue })?.lead).toBe(annsLead);
      const first = { lead: { id: 'lead-x1', subject: 'someoneElse' as const }, consentLedger: {} };
      const second = { lead: { id: 'lead-x2', subject: 'someoneElse' as const }, consentLedger: {} };
      const alike = visitOf({ lead: { id: 'lead-sue', subject: 'someoneElse' }, otherLeads: [first, second] });
      expect(leadsForPerson(alike, about(ann, 'c-twins'), { 'lead-sue': sue, 'lead-x1': { ...pat, firstName: 'Ann' }, 'lead-x2': { ...pat, firstName: 'Ann' } })?.lead).toBe(first.lead);
      // A lead whose person is not known is alike to nobody: one known to share the name is likelier.
      const unknownFirst = visitOf({ lead: { id: 'lead-sue', subject: 'someoneElse' }, otherLeads: [{ lead: { id: 'lead-u', subject: 'someoneElse' as const }, consentLedger: {} }, annKept] });
      expect(leadsForPerson(unknownFirst, about(ann, 'c-twins'), { 'lead-sue': sue, ...twins })?.lead).toBe(annsLead);
    });
  });

  it("a birth date corrected to another participant's is not a new name for that participant's lead: Ann keeps hers, and Sue's answers are a lead of their own", () => {
    const ann: LeadPersonMarks = { ...pat, firstName: 'Ann', gender: 'female' };
    const sueMarks: LeadPersonMarks = { ...sue, firstName: 'Sue', gender: 'female' };
    const annsLead: Lead = { id: 'lead-ann', subject: 'someoneElse' };
    const suesLead: Lead = { id: 'lead-sue', subject: 'someoneElse' };
    const sisters = { 'lead-ann': ann, 'lead-sue': sueMarks };
    const onSue = visitOf({ lead: suesLead, consentLedger: {}, otherLeads: [{ lead: annsLead, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c' } } }] });
    const next = leadsForPerson(onSue, about({ ...sueMarks, birthDate: pat.birthDate }, 'c'), sisters);
    expect(next?.lead).toBeNull();
    expect(next?.consentLedger).toEqual({});
    expect(next?.otherLeads.map((o) => o.lead)).toEqual([suesLead, annsLead]);
    // Named for nobody else, a first name corrected is still a correction of the lead it could be.
    expect(leadsForPerson(onSue, about({ ...ann, firstName: 'Anne' }, 'c'), sisters)?.lead).toBe(annsLead);
    // A name the visitor went by is no one's name as a participant's.
    const asMyself = { 'lead-ann': ann, 'lead-sue': { ...sueMarks, caregiver: false } };
    expect(leadsForPerson(visitOf({ lead: { id: 'lead-sue', subject: 'self' }, consentLedger: {}, otherLeads: [{ lead: annsLead, consentLedger: {} }] }), about({ ...ann, firstName: 'Sue' }, 'c'), asMyself)?.lead).toBe(annsLead);
  });

  it("a lead named for another, whose lost save's person was kept without a name (before names were), is still no new name for the person some lead is named for", () => {
    const ann: LeadPersonMarks = { ...pat, firstName: 'Ann', gender: 'female' };
    const sueMarks: LeadPersonMarks = { ...sue, firstName: 'Sue', gender: 'female' };
    const people = { 'lead-ann': ann, 'someoneElse-old': { caregiver: true, birthDate: pat.birthDate, age: null }, 'lead-sue': sueMarks };
    const onAnn = visitOf({ lead: { id: 'lead-ann', subject: 'someoneElse' }, pendingSaveKey: 'someoneElse-old', otherLeads: [{ lead: { id: 'lead-sue', subject: 'someoneElse' }, consentLedger: {} }] });
    const next = leadsForPerson(onAnn, about({ ...sueMarks, birthDate: pat.birthDate }, 'c'), people);
    expect(next).not.toBeNull();
    expect(next?.lead).toBeNull();
  });

  it("a save of the visit's lead whose answer was lost may have changed its person: answers that correct that save are the lead's", () => {
    const ann: LeadPersonMarks = { ...pat, firstName: 'Ann', gender: 'female' };
    const annsLead: Lead = { id: 'lead-ann', subject: 'someoneElse' };
    const lostRename = { 'lead-ann': ann, 'someoneElse-lost': { ...ann, firstName: 'Anne' } };
    const renamed = visitOf({ lead: annsLead, pendingSaveKey: 'someoneElse-lost' });
    expect(leadsForPerson(renamed, about({ ...ann, firstName: 'Anne', gender: 'male' }, 'c'), lostRename)).toBeNull();
    expect(isPersonsLead(renamed, about({ ...ann, firstName: 'Anne', gender: 'male' }, 'c'), lostRename)).toBe(true);
    // Neither its save nor the lost one's person: another person.
    expect(isPersonsLead(renamed, about({ ...ann, firstName: 'Bob', gender: 'male' }, 'c'), lostRename)).toBe(false);
    // No lost save: the lead's own person alone.
    expect(isPersonsLead(visitOf({ lead: annsLead }), about({ ...ann, firstName: 'Anne', gender: 'male' }, 'c'), lostRename)).toBe(false);
  });

  it("Myself and Someone else are other people; a lead whose person is not known goes by its subject", () => {
    expect(leadsForPerson(visitOf(), about(me, 'c-me'), people)?.lead).toBeNull();
    expect(leadsForPerson(visitOf({ lead: { id: 'lead-unknown', subject: 'someoneElse' } }), about(sue, 'c-sue'), people)).toBeNull();
  });

  it(`keeps the ${OTHER_LEADS_KEPT} latest other leads`, () => {
    const others = Array.from({ length: OTHER_LEADS_KEPT }, (_, i) => ({ lead: { id: `lead-${i}`, subject: 'self' as const }, consentLedger: {} }));
    const next = leadsForPerson(visitOf({ otherLeads: others }), about(sue, 'c-sue'), people);
    expect(next?.otherLeads).toHaveLength(OTHER_LEADS_KEPT);
    expect(next?.otherLeads[0]?.lead).toBe(patsLead);
    expect(next?.otherLeads.at(-1)?.lead?.id).toBe(`lead-${OTHER_LEADS_KEPT - 2}`);
  });
});

describe('the ledger a consent stored on a lead is recorded in', () => {
  const texts = { type: 'commercial' as const, granted: true, text: 'Texts', step: 'indications' };
  const suesLead: Lead = { id: 'lead-sue', subject: 'someoneElse' };

  it("is the visit's own while the lead is the visit's", () => {
    expect(ledgersWithStored(visitOf({ consentLedger: {} }), 'lead-pat', [texts], 'c-pat')).toEqual({ consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-pat' } } });
  });

  it("is the other person's lead's, kept by the visit, once the visit has moved on to another person; the rest stay as they were", () => {
    const patKept = { lead: patsLead, consentLedger: {} };
    const unsaved = { lead: null, consentLedger: {}, pendingSaveKey: 'someoneElse-k1' };
    const onSue = visitOf({ lead: suesLead, consentLedger: { sms: { granted: false, text: 'S' } }, otherLeads: [unsaved, patKept] });
    expect(ledgersWithStored(onSue, 'lead-pat', [texts], 'c-pat')).toEqual({ otherLeads: [unsaved, { ...patKept, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-pat' } } }] });
    // A visit without a lead of its own (its answers about someone not saved yet) records it with the other's.
    expect(ledgersWithStored(visitOf({ lead: null, otherLeads: [patKept] }), 'lead-pat', [texts], 'c-pat')).toEqual({ otherLeads: [{ ...patKept, consentLedger: { commercial: { granted: true, text: 'Texts', to: 'c-pat' } } }] });
    // A lead the visit no longer keeps: nothing is recorded anywhere.
    expect(ledgersWithStored(onSue, 'lead-gone', [texts], 'c')).toEqual({ otherLeads: [unsaved, patKept] });
  });
});
