import { describe, expect, it } from 'vitest';
import type { Field } from './campaign.ts';
import { brand, t, ws10 } from '../../tests/support/consentTestContext.ts';
import { asSent, consentAnswersOnFile, consentContactOf, madeBesideAnotherContact, waitingOnceShown, waitsForSave, consentsOfStep, consentsToStore, recordStored, CONTACT_CONSENTS, type ConsentRecord } from './consentRecords.ts';
import { consentAnswersToAskAgain, consentStatement, renderableConsentTexts, statementText, type StatementContext } from './consentStatements.ts';

const ctx = (over: Partial<StatementContext> = {}): StatementContext => ({ campaign: ws10, brand, locale: 'en', region: 'us', caregiver: false, t, ...over });
const field = (kind: Field['kind'], extra: Partial<Field> = {}) => ({ kind, ...extra }) as Field;

const US_TEXT = 'By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.';
const INTL_TEXT = "I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.\nI agree";
/** The international wording a caregiver reads: the participant's doctor, not their own. */
const INTL_CAREGIVER_TEXT = INTL_TEXT.replace("with my doctor's office", "with the participant's doctor's office");

describe('consentStatement', () => {
  it('shows US visitors the US wording without a box, international visitors their wording with the box', () => {
    expect(consentStatement(field('GenericConsent'), ctx())).toEqual({ lines: [US_TEXT], checkbox: null });
    expect(statementText(consentStatement(field('GenericConsent'), ctx({ region: 'international' }))!)).toBe(INTL_TEXT);
  });

  it("shows a caregiver the campaign's caregiver words where it has some: the participant's doctor's office", () => {
    expect(statementText(consentStatement(field('GenericConsent'), ctx({ region: 'international', caregiver: true }))!)).toBe(INTL_CAREGIVER_TEXT);
    expect(consentStatement(field('GenericConsent'), ctx({ caregiver: true }))).toEqual({ lines: [US_TEXT], checkbox: null });
  });

  it("uses the field's own label, and the caregiver label when a caregiver answers", () => {
    const f = field('GenericConsent', { label: 'fields.consent.label', labelCaregiver: 'caregiver.consent' } as Partial<Field>);
    expect(consentStatement(f, ctx({ region: 'international', caregiver: true }))?.checkbox).toBe('I agree for them');
    expect(consentStatement(f, ctx({ region: 'international', caregiver: false }))?.checkbox).toBe('I agree');
    expect(consentStatement(field('BrandConnectConsent', { label: 'custom.brand' } as Partial<Field>), ctx())).toEqual({ lines: [], checkbox: 'Custom texts' });
    expect(consentStatement(field('BrandConnectConsent'), ctx())).toEqual({ lines: [], checkbox: 'Send me texts' });
  });

  it('shows the partner transfer question only after a yes to connecting', () => {
    expect(consentStatement(field('PartnerConsent'), ctx(), { connect: 'no' })?.lines).toEqual(['Connect you?']);
    expect(consentStatement(field('PartnerConsent'), ctx(), {})?.lines).toEqual(['Connect you?']);
    expect(consentStatement(field('PartnerConsent'), ctx(), { connect: 'yes' })?.lines).toEqual(['Connect you?', 'Transfer your information?']);
  });

  it('has no statement for fields that ask no consent', () => {
    expect(consentStatement(field('Phone'), ctx())).toBeNull();
    expect(consentStatement(field('FullName'), ctx())).toBeNull();
  });

  it("gives a caregiver the participant's records to release, not their own, in every medical-records consent", () => {
    expect(consentStatement(field('HealthDataConsent'), ctx())).toEqual({ lines: ['Share your health data?', 'I authorise my records.'], checkbox: null });
    expect(consentStatement(field('HealthDataConsent'), ctx({ caregiver: true }))).toEqual({ lines: ["Share the participant's health data?", "I authorise the participant's records."], checkbox: null });
    expect(consentStatement(field('ESignConsent'), ctx({ caregiver: true }))).toEqual(consentStatement(field('HealthDataConsent'), ctx({ caregiver: true })));
    expect(consentStatement(field('MedicalRecordsConsent'), ctx())).toEqual({ lines: ['I authorise my records.'], checkbox: 'I authorise' });
    expect(consentStatement(field('MedicalRecordsConsent'), ctx({ caregiver: true }))).toEqual({ lines: ["I authorise the participant's records."], checkbox: 'I authorise for them' });
  });

  it("asks again a consent whose words changed with who answers, and no other: a box ticked beside the participant's records is not the visitor's own", () => {
    const records = field('MedicalRecordsConsent');
    const labelled = field('GenericConsent', { label: 'fields.consent.label', labelCaregiver: 'caregiver.consent' } as Partial<Field>);
    const fields = [field('FullName'), records, labelled];
    const answers = { fullName: 'Leo Lopez', healthDataConsent: true, consent: true };
    expect(consentAnswersToAskAgain(fields, answers, ctx({ caregiver: true }), false)).toEqual(['healthDataConsent']);
    expect(consentAnswersToAskAgain(fields, answers, ctx({ caregiver: false }), true)).toEqual(['healthDataConsent']);
    // The international box's label changes too.
    expect(consentAnswersToAskAgain(fields, answers, ctx({ caregiver: true, region: 'international' }), false)).toEqual(['healthDataConsent', 'consent']);
    // Nobody changed, nothing answered, or words that do not change: nothing to ask again.
    expect(consentAnswersToAskAgain(fields, answers, ctx({ caregiver: true }), true)).toEqual([]);
    expect(consentAnswersToAskAgain(fields, { fullName: 'Leo Lopez' }, ctx({ caregiver: true }), false)).toEqual([]);
    expect(consentAnswersToAskAgain([field('GenericConsent'), field('BrandConnectConsent')], { consent: true, commercialConsent: true }, ctx({ caregiver: true }), false)).toEqual([]);
    // A refusal given to the other words is asked again too.
    expect(consentAnswersToAskAgain([records], { healthDataConsent: false }, ctx({ caregiver: true }), false)).toEqual(['healthDataConsent']);
  });

  it('shows the e-signature choice in the words of the health-data choice', () => {
    expect(consentStatement(field('ESignConsent'), ctx())).toEqual(consentStatement(field('HealthDataConsent'), ctx()));
  });
});

describe('consentsOfStep', () => {
  const contact = (granted: boolean, text: string, step = 'home') => CONTACT_CONSENTS.map((type) => ({ type, granted, text, step }));

  it('US: going on past the shown text grants call, text, email and clinic with that text', () => {
    expect(consentsOfStep('home', [field('GenericConsent')], {}, ctx())).toEqual(contact(true, US_TEXT));
  });

  it('international: only a ticked box grants, with the international text and its box label', () => {
    expect(consentsOfStep('home', [field('GenericConsent')], { consent: true }, ctx({ region: 'international' }))).toEqual(contact(true, INTL_TEXT));
    expect(consentsOfStep('home', [field('GenericConsent')], { consent: false }, ctx({ region: 'international' }))).toEqual([]);
    expect(consentsOfStep('home', [field('GenericConsent')], {}, ctx({ region: 'international' }))).toEqual([]);
  });

  it('records nothing on a step that shows no consent, whatever the country', () => {
    expect(consentsOfStep('home', [field('Phone'), field('FullName')], { consent: true }, ctx())).toEqual([]);
  });

  it('partner consent: both yes grants; a no to either refuses; an unfinished answer records nothing', () => {
    const both = 'Connect you?\nTransfer your information?';
    expect(consentsOfStep('home', [field('PartnerConsent')], { partnerConsent: { connect: 'yes', transfer: 'yes' } }, ctx())).toEqual(contact(true, both));
    expect(consentsOfStep('home', [field('PartnerConsent')], { partnerConsent: { connect: 'yes', transfer: 'no' } }, ctx())).toEqual(contact(false, both));
    expect(consentsOfStep('home', [field('PartnerConsent')], { partnerConsent: { connect: 'no' } }, ctx())).toEqual(contact(false, 'Connect you?'));
    expect(consentsOfStep('home', [field('PartnerConsent')], { partnerConsent: { connect: 'yes' } }, ctx())).toEqual([]);
    expect(consentsOfStep('home', [field('PartnerConsent')], {}, ctx())).toEqual([]);
  });

  it('medical records: the box ticked grants, left unticked is recorded as not given', () => {
    const text = 'I authorise my records.\nI authorise';
    expect(consentsOfStep('home', [field('MedicalRecordsConsent')], { healthDataConsent: true }, ctx())).toEqual([{ type: 'medicalRecords', granted: true, text, step: 'home' }]);
    expect(consentsOfStep('home', [field('MedicalRecordsConsent')], {}, ctx())).toEqual([{ type: 'medicalRecords', granted: false, text, step: 'home' }]);
  });

  it('health-data choice: yes or no is recorded, no choice is not', () => {
    expect(consentsOfStep('r', [field('HealthDataConsent')], { healthDataConsent: false }, ctx())).toEqual([{ type: 'medicalRecords', granted: false, text: 'Share your health data?\nI authorise my records.', step: 'r' }]);
    expect(consentsOfStep('r', [field('HealthDataConsent')], { healthDataConsent: true }, ctx())).toEqual([{ type: 'medicalRecords', granted: true, text: 'Share your health data?\nI authorise my records.', step: 'r' }]);
    expect(consentsOfStep('r', [field('HealthDataConsent')], {}, ctx())).toEqual([]);
  });

  it("brand connect and the e-signature's yes are not recorded at submit (each change, the signing page)", () => {
    expect(consentsOfStep('r', [field('BrandConnectConsent'), field('ESignConsent')], { commercialConsent: true, healthDataConsent: true }, ctx())).toEqual([]);
    expect(consentsOfStep('r', [field('ESignConsent')], {}, ctx())).toEqual([]);
  });

  it("records the e-signature's no as a refusal of medical records, in the words shown, as the health-data choice does", () => {
    expect(consentsOfStep('r', [field('ESignConsent')], { healthDataConsent: false }, ctx())).toEqual([
      { type: 'medicalRecords', granted: false, text: 'Share your health data?\nI authorise my records.', step: 'r' },
    ]);
  });
});

/** The visitor's own contact, as consentContactOf names it, by the phone typed. */
const me = (phone: string | null | undefined) => consentContactOf({ phone: phone ?? null, caregiver: null });

describe('consentsToStore and recordStored', () => {
  const r = (type: ConsentRecord['type'], granted: boolean, text = 'T'): ConsentRecord => ({ type, granted, text, step: 's' });

  it('stores what is not on file, then nothing for the same choice and text again', () => {
    const records = [r('sms', true), r('call', true)];
    expect(consentsToStore(records, {})).toEqual(records);
    const ledger = recordStored({}, records);
    expect(ledger).toEqual({ sms: { granted: true, text: 'T' }, call: { granted: true, text: 'T' } });
    expect(consentsToStore(records, ledger)).toEqual([]);
  });

  it('a change of mind or of wording is a new record', () => {
    const ledger = recordStored({}, [r('sms', true), r('call', true)]);
    expect(consentsToStore([r('sms', false), r('call', true, 'New words')], ledger)).toEqual([r('sms', false), r('call', true, 'New words')]);
  });

  it('keeps only the latest record per type of one submission', () => {
    expect(consentsToStore([r('sms', true), r('sms', false)], {})).toEqual([r('sms', false)]);
  });

  it('recordStored names the contact a choice bound to one went with, and only such a choice', () => {
    const to = me('(713) 555-0100')!;
    expect(recordStored({}, [r('commercial', true), r('sms', true)], to)).toEqual({ commercial: { granted: true, text: 'T', to }, sms: { granted: true, text: 'T' } });
    expect(recordStored({ commercial: { granted: true, text: 'T', to } }, [r('commercial', false)])).toEqual({ commercial: { granted: false, text: 'T' } });
  });

  it('a waiting choice made beside another phone than the one now is not sent; the same phone, or none known, is', () => {
    const waiting = { ...r('commercial', true), to: me('713-555-0100')! };
    expect(madeBesideAnotherContact(waiting, me('713-555-0199'))).toBe(true);
    expect(madeBesideAnotherContact(waiting, me('(713) 555-0100'))).toBe(false);
    expect(madeBesideAnotherContact(waiting, null)).toBe(false);
    expect(madeBesideAnotherContact(r('commercial', true), me('713-555-0199'))).toBe(false);
    // Sent without it: the server takes the phone from the lead.
    expect(asSent(waiting)).toEqual(r('commercial', true));
    expect(asSent(r('sms', false))).toEqual(r('sms', false));
  });

  it('a choice waits for the save while the lead holds another contact than the page; not with the same, nor a lead that kept none', () => {
    expect(waitsForSave(me('713-555-0100'), me('713-555-0199'))).toBe(true);
    expect(waitsForSave(me('713-555-0100'), null)).toBe(true);
    expect(waitsForSave(me('713-555-0100'), me('(713) 555-0100'))).toBe(false);
    expect(waitsForSave(undefined, me('713-555-0199'))).toBe(false);
    expect(waitsForSave(null, me('713-555-0199'))).toBe(false);
  });

  it("consentContactOf is the phone's digits, however written; null without any", () => {
    expect(me('(713) 555-0100')).toBe(me('713.555.0100'));
    expect(me('(713) 555-0100')).not.toBe(me('(713) 555-0101'));
    expect(me('(713) 555-0100')).not.toContain('713');
    expect([me(''), me(null), me(undefined), me('--')]).toEqual([null, null, null, null]);
    // Another person's (a participant a caregiver answers for) at the same phone is another contact.
    expect(consentContactOf({ phone: '713-555-0100', caregiver: {} })).not.toBe(me('713-555-0100'));
    expect(consentContactOf({ phone: '713-555-0100', caregiver: {} })).toBe(consentContactOf({ phone: '(713) 555-0100', caregiver: { firstName: 'Eve' } }));
  });

  it('consentContactOf tells participants of one phone apart by birth date or age, not by a corrected name or gender', () => {
    const pat = { phone: '713-555-0100', caregiver: {}, firstName: 'Pat', birthDate: '1960-03-10', age: null, gender: 'female' };
    const renamed = { ...pat, firstName: 'Patricia', gender: 'male' };
    expect(consentContactOf(renamed)).toBe(consentContactOf(pat));
    expect(consentContactOf({ ...pat, birthDate: '1962-07-01' })).not.toBe(consentContactOf(pat));
    expect(consentContactOf({ ...pat, birthDate: null, age: 66 })).not.toBe(consentContactOf({ ...pat, birthDate: null, age: 64 }));
    expect(consentContactOf({ ...pat, birthDate: null })).not.toBe(consentContactOf(pat));
    // Unknown is unknown, however the page holds it.
    expect(consentContactOf({ phone: '713-555-0100', caregiver: null, birthDate: null, age: null })).toBe(me('713-555-0100'));
    expect(consentContactOf({ ...pat, phone: '' })).toBeNull();
  });

  it('recordStored leaves other types alone and overwrites the stored type', () => {
    const ledger = recordStored({ email: { granted: true, text: 'E' } }, [r('email', false, 'E2')]);
    expect(ledger).toEqual({ email: { granted: false, text: 'E2' } });
    expect(recordStored({ sms: { granted: true, text: 'T' } }, [r('call', true)])).toEqual({ sms: { granted: true, text: 'T' }, call: { granted: true, text: 'T' } });
  });
});

describe('renderableConsentTexts', () => {
  it("holds every wording a step's consent fields can show, for both regions", () => {
    const texts = renderableConsentTexts(ws10, 'home', brand, 'en', t);
    expect(texts).toEqual(new Set([US_TEXT, INTL_TEXT, INTL_CAREGIVER_TEXT]));
    expect(renderableConsentTexts(ws10, 'indications', brand, 'en', t)).toEqual(new Set());
    expect(renderableConsentTexts(ws10, 'no-such-step', brand, 'en', t)).toEqual(new Set());
  });

  const withStep = (fields: Field[]): typeof ws10 => ({ ...ws10, steps: { ...ws10.steps, s: { path: 's', fields } } });

  it("holds the box label a visitor and a caregiver each read, when the field labels them differently", () => {
    const consent = field('GenericConsent', { label: 'fields.consent.label', labelCaregiver: 'caregiver.consent' } as Partial<Field>);
    expect(renderableConsentTexts(withStep([consent]), 's', brand, 'en', t)).toEqual(new Set([US_TEXT, INTL_TEXT, INTL_CAREGIVER_TEXT.replace(/I agree$/, 'I agree for them')]));
    const brandConnect = field('BrandConnectConsent', { label: 'custom.brand', labelCaregiver: 'screener.brandConnect.label' } as Partial<Field>);
    expect(renderableConsentTexts(withStep([brandConnect]), 's', brand, 'en', t)).toEqual(new Set(['Custom texts', 'Send me texts']));
  });

  it('holds the words a visitor answering for themselves reads, or those a caregiver reads, when asked for one of them; both unless asked', () => {
    const consent = field('GenericConsent', { label: 'fields.consent.label', labelCaregiver: 'caregiver.consent' } as Partial<Field>);
    const texts = (caregivers?: boolean[]) => renderableConsentTexts(withStep([consent]), 's', brand, 'en', t, ['international'], caregivers);
    expect(texts([false])).toEqual(new Set([INTL_TEXT]));
    expect(texts([true])).toEqual(new Set([INTL_CAREGIVER_TEXT.replace(/I agree$/, 'I agree for them')]));
    expect(texts()).toEqual(new Set([INTL_TEXT, INTL_CAREGIVER_TEXT.replace(/I agree$/, 'I agree for them')]));
  });

  it('holds the partner consent as shown before and after a yes to connecting', () => {
    expect(renderableConsentTexts(withStep([field('PartnerConsent')]), 's', brand, 'en', t)).toEqual(new Set(['Connect you?', 'Connect you?\nTransfer your information?']));
  });
});

describe('waitingOnceShown', () => {
  const grant: ConsentRecord = { type: 'commercial', granted: true, text: 'Send me texts', step: 'thanks' };
  const refusal: ConsentRecord = { ...grant, granted: false };
  const sms: ConsentRecord = { type: 'sms', granted: true, text: 'T', step: 'home' };

  it("drops a waiting grant of texts when brand connect's box shows unticked or unanswered, and keeps the rest", () => {
    for (const shown of [{}, { commercialConsent: false }, { commercialConsent: null }]) {
      expect(waitingOnceShown([sms, grant], [field('BrandConnectConsent')], shown)).toEqual([sms]);
    }
  });

  it('keeps it when the box shows ticked, a waiting refusal whatever the box shows, and all on a step without the box', () => {
    const pending = [sms, grant];
    expect(waitingOnceShown(pending, [field('BrandConnectConsent')], { commercialConsent: true })).toBe(pending);
    expect(waitingOnceShown([refusal], [field('BrandConnectConsent')], {})).toEqual([refusal]);
    expect(waitingOnceShown(pending, [field('GenericConsent')], {})).toBe(pending);
  });

  it("drops a grant waiting alone, and one on a step whose other fields are answered; leaves a waiting list with no grant of texts as it was", () => {
    expect(waitingOnceShown([grant], [field('BrandConnectConsent')], {})).toEqual([]);
    expect(waitingOnceShown([sms, grant], [field('GenericConsent'), field('BrandConnectConsent')], { consent: true })).toEqual([sms]);
    const noGrant = [sms, refusal];
    expect(waitingOnceShown(noGrant, [field('BrandConnectConsent')], {})).toBe(noGrant);
  });
});

describe('consentAnswersOnFile', () => {
  const intl = ctx({ region: 'international' });
  const onFile = (records: ConsentRecord[]) => recordStored({}, records);
  const ticked = consentsOfStep('home', [field('GenericConsent')], { consent: true }, intl);

  it('starts a step with a box ticked before when its words are the ones on file, and nothing new would be stored', () => {
    expect(consentAnswersOnFile('home', [field('GenericConsent'), field('Phone')], { consent: true, phone: '1' }, intl, onFile(ticked)))
      .toEqual({ answers: { consent: true, phone: '1' }, askedAgain: false });
  });

  it('asks again beside other words (another language, another campaign\'s text, nothing on file yet), and says so', () => {
    const otherWords = ticked.map((r) => ({ ...r, text: 'Acepto que me contacten…\nAcepto' }));
    expect(consentAnswersOnFile('home', [field('GenericConsent'), field('Phone')], { consent: true, phone: '1' }, intl, onFile(otherWords)))
      .toEqual({ answers: { phone: '1' }, askedAgain: true });
    expect(consentAnswersOnFile('home', [field('GenericConsent')], { consent: true }, intl, {})).toEqual({ answers: {}, askedAgain: true });
    // Waiting for the lead's first save in these words (a search page's agreement): it stands; in others it does not.
    expect(consentAnswersOnFile('home', [field('GenericConsent')], { consent: true }, intl, {}, ticked)).toEqual({ answers: { consent: true }, askedAgain: false });
    expect(consentAnswersOnFile('home', [field('GenericConsent')], { consent: true }, intl, {}, otherWords).askedAgain).toBe(true);
    // A choice on file as refused is no grant to show.
    expect(consentAnswersOnFile('home', [field('GenericConsent')], { consent: true }, intl, onFile(ticked.map((r) => ({ ...r, granted: false })))).askedAgain).toBe(true);
  });

  it("shows the choice of texts on file only in brand connect's own box: another box left unanswered beside it stays unanswered", () => {
    const commercial = { type: 'commercial' as const, granted: true, text: 'Send me texts', step: 'thanks' };
    expect(consentAnswersOnFile('thanks', [field('GenericConsent'), field('BrandConnectConsent')], {}, intl, onFile([commercial])))
      .toEqual({ answers: { commercialConsent: true }, askedAgain: false });
  });

  it('judges brand connect by its own record, and leaves alone what is no consent or not answered', () => {
    const commercial = { type: 'commercial' as const, granted: true, text: 'Send me texts', step: 'thanks' };
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), onFile([commercial])).askedAgain).toBe(false);
    // Sent at each change, it shows the choice on file whatever its words: shown unticked, an untouched box sent
    // nothing and the visitor stayed opted in unawares.
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), onFile([{ ...commercial, text: 'Envíenme mensajes' }])))
      .toEqual({ answers: { commercialConsent: true }, askedAgain: false });
    // Left unticked with nothing on file (Next past the untouched box): nothing to ask again; unticked after a grant, it is.
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: false }, ctx(), {})).toEqual({ answers: { commercialConsent: false }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: false }, ctx(), {}, [commercial])).toEqual({ answers: { commercialConsent: false }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: false }, ctx(), onFile([commercial]))).toEqual({ answers: {}, askedAgain: true });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), {})).toEqual({ answers: {}, askedAgain: true });
    // A choice only waiting (its send failed) is not on file: asked again, beside any words.
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), {}, [commercial])).toEqual({ answers: {}, askedAgain: true });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), onFile([{ ...commercial, granted: false }]), [commercial])).toEqual({ answers: {}, askedAgain: true });
    expect(consentAnswersOnFile('home', [field('GenericConsent'), field('FullName')], { fullName: 'Ana Diaz' }, intl, {})).toEqual({ answers: { fullName: 'Ana Diaz' }, askedAgain: false });
    // A medical-records box not answered, or emptied, is no choice to ask again (going on would record it unticked).
    expect(consentAnswersOnFile('r', [field('MedicalRecordsConsent')], {}, ctx(), {})).toEqual({ answers: {}, askedAgain: false });
    expect(consentAnswersOnFile('r', [field('MedicalRecordsConsent')], { healthDataConsent: null }, ctx(), {})).toEqual({ answers: { healthDataConsent: null }, askedAgain: false });
    // A grant that went with another phone (changed since) is no grant to be texted at this one: asked again. The same
    // phone, a choice that names none, or no phone known now, hold; and a refusal holds whatever phone it went with.
    const [oldPhone, newPhone] = [me('713-555-0100'), me('713-555-0199')];
    const grantTo = (to: string | null) => recordStored({}, [commercial], to);
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), grantTo(oldPhone), [], newPhone)).toEqual({ answers: {}, askedAgain: true });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), grantTo(oldPhone), [], oldPhone)).toEqual({ answers: { commercialConsent: true }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), grantTo(null), [], newPhone)).toEqual({ answers: { commercialConsent: true }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: true }, ctx(), grantTo(oldPhone), [], null)).toEqual({ answers: { commercialConsent: true }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: false }, ctx(), recordStored({}, [{ ...commercial, granted: false }], oldPhone), [], newPhone))
      .toEqual({ answers: { commercialConsent: false }, askedAgain: false });
    // Unanswered (its answer cleared by a switch of participant, then back to the lead it was given for): the choice on
    // file shows, unless it is a grant that went with another phone. Other boxes unanswered stay so.
    for (const unanswered of [{}, { commercialConsent: null }]) {
      expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], unanswered, ctx(), grantTo(oldPhone), [], oldPhone)).toEqual({ answers: { commercialConsent: true }, askedAgain: false });
    }
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], {}, ctx(), recordStored({}, [{ ...commercial, granted: false }], oldPhone), [], newPhone)).toEqual({ answers: { commercialConsent: false }, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], {}, ctx(), grantTo(oldPhone), [], newPhone)).toEqual({ answers: {}, askedAgain: false });
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], {}, ctx(), {}, [commercial], oldPhone)).toEqual({ answers: {}, askedAgain: false });
    expect(consentAnswersOnFile('r', [field('MedicalRecordsConsent')], {}, ctx(), onFile([{ type: 'medicalRecords', granted: true, text: 'x', step: 'r' }]))).toEqual({ answers: {}, askedAgain: false });
    // Brand connect left unticked, on file as such, stays so.
    expect(consentAnswersOnFile('thanks', [field('BrandConnectConsent')], { commercialConsent: false }, ctx(), onFile([{ ...commercial, granted: false }]))).toEqual({ answers: { commercialConsent: false }, askedAgain: false });
    // A US visitor's contact consent has no box to tick again: nothing is asked, whatever is on file.
    expect(consentAnswersOnFile('home', [field('GenericConsent')], { consent: true }, ctx(), {})).toEqual({ answers: { consent: true }, askedAgain: false });
    // An e-signature's yes is recorded by the signing page: nothing here to store, so it stands.
    expect(consentAnswersOnFile('r', [field('ESignConsent')], { healthDataConsent: true }, ctx(), {})).toEqual({ answers: { healthDataConsent: true }, askedAgain: false });
    // A refusal made beside the same words stands; beside others it is asked again.
    const refused = consentsOfStep('r', [field('HealthDataConsent')], { healthDataConsent: false }, ctx());
    expect(consentAnswersOnFile('r', [field('HealthDataConsent')], { healthDataConsent: false }, ctx(), onFile(refused)).askedAgain).toBe(false);
    expect(consentAnswersOnFile('r', [field('HealthDataConsent')], { healthDataConsent: false }, ctx(), {}).askedAgain).toBe(true);
  });
});
