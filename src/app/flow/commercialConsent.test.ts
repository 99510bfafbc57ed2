/**
 * ws19's commercial-texts consent, sent at each change (spec §4): one key for every attempt at one choice, choices sent
 * in the order made, and a choice that could not be sent kept for the next save.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { visitFlows } from '../../engine/campaignRoles.ts';
import { stepOf } from '../../engine/flow.ts';
import { createFlowStore } from '../state/store.ts';
import type { Brand } from '../../generated/brand.ts';
import type { Field } from '../../engine/campaign.ts';
import { consentContactOf, consentsOfStep } from '../../engine/consentRecords.ts';
import { sendCommercialConsent, type ControllerDeps } from './controller.ts';
import { sendConsents } from './work.ts';

interface Sent { path: string; key: string | null; consents: Array<{ type: string; granted: boolean; details?: unknown }> }
const sent: Sent[] = [];
let answers: number[] = [];

// The send's code is fetched with the first choice (consentOfChoice.ts): loaded here, as a page has it by a retry's
// wait, or the fake timers ran before the send had started its first attempt.
beforeAll(async () => { await import('./consentOfChoice.ts'); });

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  vi.stubGlobal('window', { dataLayer: [], location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/csrf') return new Response(JSON.stringify({ token: 'csrf-token' }), { status: 200, headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(String(init.body)) as { consents: Sent['consents'] };
    sent.push({ path, key: new Headers(init.headers).get('idempotency-key'), consents: body.consents });
    const status = answers.shift() ?? 200;
    return new Response(JSON.stringify(status === 200 ? { stored: body.consents.length } : { statusCode: status, code: 'DATABASE_UNAVAILABLE', message: 'x' }), { status, headers: { 'content-type': 'application/json' } });
  }));
});

afterEach(() => { vi.useRealTimers(); vi.unstubAllGlobals(); answers = []; });

const campaigns = loadCampaigns();
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const ws19 = campaigns.get('ws19')!;
const field = stepOf(ws19, 'indications').fields.find((f) => f.kind === 'BrandConnectConsent') as Field;

function visit(): ControllerDeps {
  const store = createFlowStore('US');
  store.setState({ lead: { id: '6f0c1a7e-3f5b-4c1e-9a51-1d0f0c3b2a11', token: 'token' }, screening: { ssExtId: 'SS-1' } as never });
  return { store, campaign: ws19, locale: 'en', query: {}, navigate: () => undefined, flows: visitFlows(campaigns), brand, t: (key) => (typeof key === 'string' ? key : key.en), answerLabel: (key) => key };
}

/** Lets every retry's wait pass, then the send settle. */
async function settled<T>(send: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return send;
}

const choices = () => sent.map((s) => s.consents.map((c) => `${c.type}:${c.granted}`).join(','));

describe('the commercial consent sent at each change', () => {
  it('sends every attempt at one choice with one key, so a retry after a lost answer stores it once', async () => {
    answers = [503, 200];
    const deps = visit();
    await settled(sendCommercialConsent(deps, 'indications', field, true));
    expect(choices()).toEqual(['commercial:true', 'commercial:true']);
    expect(sent[0]?.key).toBeTruthy();
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(deps.store.getState().consentLedger.commercial?.granted).toBe(true);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });

  it('keeps a choice it could not send for the next save, with its details, and the next save sends it', async () => {
    answers = [503, 503, 503];
    const deps = visit();
    await settled(sendCommercialConsent(deps, 'indications', field, true));
    expect(deps.store.getState().save.state).toBe('failed');
    expect(deps.store.getState().pendingConsents).toEqual([expect.objectContaining({ type: 'commercial', granted: true, step: 'indications', details: { isInternational: false, studySiteExternalId: 'SS-1' } })]);
    sent.length = 0;
    await settled(sendConsents(deps));
    expect(sent).toEqual([expect.objectContaining({ consents: [expect.objectContaining({ type: 'commercial', granted: true, details: { isInternational: false, studySiteExternalId: 'SS-1' } })] })]);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });

  it('waits, sending nothing, while the lead holds another phone than the page (its change not saved yet); sent later, without the phone it was made beside', async () => {
    const deps = visit();
    const lead = deps.store.getState().lead!;
    deps.store.setState({ lead: { ...lead, contact: consentContactOf({ phone: '713-555-0100', caregiver: null }) }, candidate: { ...deps.store.getState().candidate, phone: '713-555-0199' } });
    await settled(sendCommercialConsent(deps, 'indications', field, true));
    expect(sent).toEqual([]);
    expect(deps.store.getState().pendingConsents).toEqual([expect.objectContaining({ type: 'commercial', granted: true, to: consentContactOf({ phone: '713-555-0199', caregiver: null }) })]);
    // The same phone on both: sent at once.
    deps.store.setState({ lead: { ...lead, contact: consentContactOf({ phone: '713-555-0199', caregiver: null }) } });
    await settled(sendConsents(deps));
    expect(sent.map((s) => s.consents.map((c) => Object.keys(c).sort().join(',')))).toEqual([['details,granted,step,text,type']]);
  });

  it('sends a change of mind only after the choice before it settled, and keeps no older choice pending', async () => {
    answers = [503, 503, 503, 200];
    const deps = visit();
    await settled(Promise.all([sendCommercialConsent(deps, 'indications', field, true), sendCommercialConsent(deps, 'indications', field, false)]));
    expect(choices()).toEqual(['commercial:true', 'commercial:true', 'commercial:true', 'commercial:false']);
    expect(new Set(sent.map((s) => s.key)).size).toBe(2);
    expect(deps.store.getState().consentLedger.commercial?.granted).toBe(false);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });

  it('keeps the later choice pending when it fails after the earlier one was stored', async () => {
    answers = [200, 503, 503, 503];
    const deps = visit();
    await settled(Promise.all([sendCommercialConsent(deps, 'indications', field, true), sendCommercialConsent(deps, 'indications', field, false)]));
    expect(deps.store.getState().consentLedger.commercial?.granted).toBe(true);
    expect(deps.store.getState().pendingConsents).toEqual([expect.objectContaining({ type: 'commercial', granted: false })]);
  });
});

describe('the commercial consent, more', () => {
  it('clears a choice left waiting once a later one is stored, so the next save cannot send the older one', async () => {
    answers = [503, 503, 503];
    const deps = visit();
    await settled(sendCommercialConsent(deps, 'indications', field, true));
    expect(deps.store.getState().pendingConsents).toEqual([expect.objectContaining({ type: 'commercial', granted: true })]);
    answers = [200];
    await settled(sendCommercialConsent(deps, 'indications', field, false));
    expect(deps.store.getState().pendingConsents).toEqual([]);
    expect(deps.store.getState().consentLedger.commercial?.granted).toBe(false);
  });

  it('keeps the other consents waiting beside it, tells analytics of a stored choice, and sends the site only when screened', async () => {
    answers = [503, 503, 503];
    const deps = visit();
    deps.store.setState({ screening: null, pendingConsents: [{ type: 'sms', granted: true, text: 'words', step: 'home' }] });
    await settled(sendCommercialConsent(deps, 'indications', field, true));
    expect(sent[0]?.consents[0]?.details).toEqual({ isInternational: false });
    expect(deps.store.getState().pendingConsents.map((c) => c.type)).toEqual(['sms', 'commercial']);
    answers = [200];
    await settled(sendCommercialConsent(deps, 'indications', field, false));
    expect(deps.store.getState().pendingConsents.map((c) => c.type)).toEqual(['sms']);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'consent', types: 'commercial', granted: false });
  });

  it('sends nothing before the visit has a lead: the choice waits for the first save, as every consent does', async () => {
    const deps = visit();
    deps.store.setState({ lead: null });
    await sendCommercialConsent(deps, 'indications', field, true);
    expect(sent).toEqual([]);
    expect(deps.store.getState().candidate.commercialConsent).toBe(true);
    expect(deps.store.getState().save.state).toBe('idle');
    expect(deps.store.getState().pendingConsents).toEqual([expect.objectContaining({ type: 'commercial', granted: true })]);
  });
});

describe('a send that throws', () => {
  it('does not silence the choices after it', async () => {
    const deps = visit();
    const words = deps.t;
    let broken = true;
    deps.t = ((key: never) => { if (broken) throw new Error('words not loaded'); return words(key); }) as typeof deps.t;
    await expect(sendCommercialConsent(deps, 'indications', field, true)).rejects.toThrow('words not loaded');
    broken = false;
    answers = [200];
    await sendCommercialConsent(deps, 'indications', field, false);
    expect(choices()).toEqual(['commercial:false']);
  });
});

describe('a field that gives no commercial consent', () => {
  it('sends and keeps nothing', async () => {
    const deps = visit();
    await sendCommercialConsent(deps, 'indications', { kind: 'GenericConsent' } as Field, true);
    expect(sent).toEqual([]);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });
});

describe('the consents sent apart from a save', () => {
  /** The contact consent ws19's home gives a US visitor, in the words this page shows. */
  const homeConsent = (deps: ControllerDeps) => consentsOfStep('home', stepOf(ws19, 'home').fields, {}, { campaign: ws19, brand, locale: 'en', region: 'us', caregiver: false, t: deps.t })[0]!;

  it('sends every attempt with one key', async () => {
    answers = [503, 200];
    const deps = visit();
    deps.store.setState({ pendingConsents: [homeConsent(deps)] });
    await settled(sendConsents(deps));
    expect(choices()).toEqual(['sms:true', 'sms:true']);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });

  it("sends none waiting in words this page does not show (a choice made before a language switch), and stops keeping it: the server refused it at every save", async () => {
    const deps = visit();
    const spanish = { ...homeConsent(deps), type: 'call' as const, text: 'Al finalizar, acepto que me contacten…' };
    deps.store.setState({ pendingConsents: [spanish, homeConsent(deps)] });
    answers = [200];
    await settled(sendConsents(deps));
    expect(choices()).toEqual(['sms:true']);
    expect(deps.store.getState().pendingConsents).toEqual([]);
  });
});
