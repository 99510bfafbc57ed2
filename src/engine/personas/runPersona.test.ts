import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CampaignDocument } from '../campaign.ts';
import { resolveCampaign } from '../resolveCampaign.ts';
import type { Persona } from '../../generated/personas.ts';
import { runPersona } from './runPersona.ts';
import { unreachedTerminals } from './coverage.ts';
import type { PersonaWorld, Screening } from './world.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Copy } from '../catalogueText.ts';

const docs = new Map(['s6', 'ws10', 'ws18', 'ss6', 'ss8'].map((n) => [n, JSON.parse(readFileSync(`campaigns/${n}.json`, 'utf8')) as CampaignDocument]));
const s6 = resolveCampaign('s6', docs);
const ws18 = resolveCampaign('ws18', docs);
const TODAY = '2026-11-22';

function world(verdict: Partial<Screening> = {}): PersonaWorld & { screened: number } {
  const w = {
    screened: 0,
    payload: (studyId: number | null) => (studyId === 1001
      ? { study: { id: 1001, minAge: 18, maxAge: 75, isSimulation: false, secondaryScreening: true }, indicationId: 101 }
      : { study: null, indicationId: null }),
    verifyPostalCode: (code: string) => code !== '00000',
    criteria: () => [{ id: 1, questionId: 1, question: 'Diagnosed?', hint: null, questionType: 'yes_no_unsure' as const, gender: null, responses: [{ id: 1, text: 'Yes', position: 'A' as const }, { id: 2, text: 'No', position: 'B' as const }] }],
    screen: () => { w.screened++; return { passed: true, fullyQualified: true, siteFound: true, siteId: 5001, reasons: [], ...verdict }; },
    siteSchedulingEnabled: () => false,
    consentWords: () => ({ brand: { id: 'b', product: { en: 'trials', es: 'ensayos' }, productSingular: { en: 'trial', es: 'ensayo' } } as unknown as Brand, t: (key: Copy) => `[${typeof key === 'string' ? key : key.en}]` }),
  };
  return w;
}

const signUp = (extra: Partial<Persona> = {}): Persona => ({
  name: 'signs up',
  steps: [
    { step: 'home', answers: { gender: 'female' } },
    { step: 'postal', answers: { postalCode: '77030' } },
    { step: 'dob', answers: { birthDate: '04/12/1980' } },
    { step: 'name', answers: { fullName: 'Ana Diaz' } },
    { step: 'phone', answers: { phone: '(713) 555-0142' } },
    { step: 'email', answers: { email: 'ana@example.com' } },
    { step: 'indications', answers: { indicationIds: [101] } },
  ],
  expect: { terminal: 'thankyou' },
  ...extra,
});

describe('runPersona: a finish button', () => {
  const ss6 = resolveCampaign('ss6', docs);
  const search = { step: 'home', answers: { postalCode: '77030' } };
  const finish = { step: 'home', finish: true } as const;

  it("leaves the step for its next as it is, once the search has run on a search step, or at once elsewhere", () => {
    const result = runPersona(ss6, { name: 'finishes', steps: [search, finish], expect: { terminal: 'thankyou' } }, world(), TODAY);
    expect(result.divergence).toBeNull();
    expect(result.path).toEqual(['home', 'home', 'thankyou']);
    expect(runPersona(resolveCampaign('ss8', docs), { name: 'offers', steps: [finish], expect: { terminal: 'thankyou' } }, world(), TODAY).divergence).toBeNull();
  });

  it('names the finish button when the path then ends elsewhere', () => {
    expect(runPersona(ss6, { name: 'ends', steps: [search, finish], expect: { terminal: 'home' } }, world(), TODAY).divergence?.message).toBe("ended on 'thankyou' (the finish button of 'home'), expected terminal 'home'");
  });

  it('reads a step without nav or meta settings as one without a finish button, or one shown at once', () => {
    const bare = structuredClone(ss6);
    const { nav: _nav, meta: _meta, ...home } = bare.steps.home!;
    bare.steps.home = home;
    expect(runPersona(bare, { name: 'bare', steps: [finish], expect: { terminal: 'thankyou' } }, world(), TODAY).divergence?.message).toBe("step 'home' has no finish button (nav.finishLabel)");
    bare.steps.home = { ...home, nav: { finishLabel: 'search.finish' } };
    expect(runPersona(bare, { name: 'bare', steps: [finish], expect: { terminal: 'thankyou' } }, world(), TODAY).divergence).toBeNull();
  });

  it('is not there before a search, nor on a step without one, and takes no answers', () => {
    expect(runPersona(ss6, { name: 'early', steps: [finish], expect: { terminal: 'thankyou' } }, world(), TODAY).divergence?.message).toBe("step 'home' shows its finish button only after a search");
    expect(runPersona(s6, { name: 'none', steps: [{ step: 'home', finish: true }], expect: { terminal: 'postal' } }, world(), TODAY).divergence?.message).toBe("step 'home' has no finish button (nav.finishLabel)");
    expect(runPersona(ss6, { name: 'both', steps: [search, { ...finish, answers: { postalCode: '77030' } }], expect: { terminal: 'thankyou' } }, world(), TODAY).divergence?.message).toBe("a finish on 'home' gives no answers: answer in an entry before it");
  });
});

describe('runPersona', () => {
  it('walks a sign-up to its terminal page', () => {
    const result = runPersona(s6, signUp(), world(), TODAY);
    expect(result.divergence).toBeNull();
    expect(result.path).toEqual(['home', 'postal', 'dob', 'name', 'phone', 'email', 'indications', 'thankyou']);
  });

  it("walks a visit whose link prefills the person (the link's postal code and birth date are read for the persona's country and day)", () => {
    const result = runPersona(s6, signUp({ query: { firstName: 'Ana', lastName: 'Diaz', zip: '77030', dob: '1980-04-12', phone: '7135550142' } }), world(), TODAY);
    expect(result.divergence).toBeNull();
    expect(result.path.at(-1)).toBe('thankyou');
  });

  it('fails a persona that expects the wrong terminal, naming where the path ended', () => {
    const result = runPersona(s6, signUp({ expect: { terminal: 'healthThankYou' } }), world(), TODAY);
    expect(result.divergence).toEqual({ index: 7, step: 'thankyou', message: "ended on 'thankyou' (next of 'indications'), expected terminal 'healthThankYou'" });
  });

  it('reports the first step where the path differs, with the rule that decided it', () => {
    const persona = signUp({ query: { 'indicationIds[]': '101' } });
    const result = runPersona(s6, persona, world(), TODAY);
    expect(result.divergence).toEqual({ index: 6, step: 'diagnosis', message: "expected step 'indications', but the flow went to 'diagnosis' (rule afterEmail from 'email')" });
    expect(result.path).toEqual(['home', 'postal', 'dob', 'name', 'phone', 'email', 'diagnosis']);
  });

  it('refuses an answer to a field the step does not show, as the page never sends it', () => {
    const persona = signUp();
    persona.steps[1] = { step: 'postal', answers: { postalCode: '77030', email: 'ana@example.com' } };
    expect(runPersona(s6, persona, world(), TODAY).divergence).toEqual({ index: 1, step: 'postal', message: "step 'postal' does not ask for 'email' (its shown fields answer 'postalCode')" });
  });

  it('refuses answers the page would refuse, with the validation codes', () => {
    const persona = signUp();
    persona.steps[4] = { step: 'phone', answers: { phone: '12' } };
    expect(runPersona(s6, persona, world(), TODAY).divergence?.message).toBe("the answers on 'phone' are refused (phone: invalidPhone (given \"12\"))");
  });

  it('stops where postal verification refuses the code', () => {
    const persona = signUp();
    persona.steps[1] = { step: 'postal', answers: { postalCode: '00000' } };
    expect(runPersona(s6, persona, world(), TODAY).divergence).toMatchObject({ index: 1, step: 'postal' });
  });

  const screener = (steps: Persona['steps'][number][], expectation: Persona['expect']): Persona => ({
    name: 'screens', query: { studyId: '1001' },
    steps: [{
      step: 'home',
      answers: {
        participant: 'myself', fullName: 'Ana Diaz', postalCode: '77030', phone: '(713) 555-0142', email: 'ana@example.com', birthDate: '05/05/1970',
        gender: 'female', criteria: { 1: [1] }, ethnicities: [1], height: { unit: 'ftin', feet: 5, inches: 5 }, weight: { unit: 'lb', lb: 176 },
      },
    }, ...steps],
    expect: expectation,
  });

  it('follows the screening verdict through navigation rules and checks it', () => {
    const booked = screener([{ step: 'calendarBooking', answers: { booking: { slotId: 'any' } } }], { terminal: 'calendarBookingThankYou', verdict: { passed: true, reasons: [] } });
    const bookedWorld = world();
    expect(runPersona(ws18, booked, bookedWorld, TODAY).divergence).toBeNull();
    // The home step screens once, on the server's rules (the world's).
    expect(bookedWorld.screened).toBe(1);
    const skipped = screener([{ step: 'calendarBooking', answers: { booking: { skip: 'noTime' } } }], { terminal: 'indications' });
    expect(runPersona(ws18, skipped, world(), TODAY).divergence).toBeNull();
    const failed = screener([], { terminal: 'indications', verdict: { passed: false, reasons: ['no_site'] } });
    expect(runPersona(ws18, failed, world({ passed: false, fullyQualified: false, siteFound: false, reasons: ['no_site'] }), TODAY).divergence).toBeNull();
  });

  it('fails when the verdict differs from the expectation', () => {
    const persona = screener([], { terminal: 'calendarBooking', verdict: { passed: false, reasons: ['age_above_max'] } });
    expect(runPersona(ws18, persona, world(), TODAY).divergence?.message).toBe('verdict is passed true, reasons []; expected passed false, reasons [age_above_max]');
  });

  it('stops a screener without a study, as the page sends the visitor to study search', () => {
    const persona = { ...screener([], { terminal: 'indications' }), query: {} };
    expect(runPersona(ws18, persona, world(), TODAY).divergence?.message).toMatch(/needs a study/);
  });
});

describe('unreachedTerminals', () => {
  it('lists the terminal pages no passing persona reached', () => {
    const ok = runPersona(s6, signUp(), world(), TODAY);
    expect(unreachedTerminals(s6, [ok])).toEqual(['healthThankYou']);
    const wrong = runPersona(s6, signUp({ expect: { terminal: 'x' } }), world(), TODAY);
    expect(unreachedTerminals(s6, [wrong])).toEqual(['thankyou', 'healthThankYou']);
  });
});
