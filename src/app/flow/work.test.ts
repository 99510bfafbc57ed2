/**
 * The browser's save-and-screen (work.ts) against a scripted network: the paths the real server cannot be made to take
 * from a page (a body refused for its screening part, an answer without a verdict). The server's side of both is
 * pinned in tests/api/lead-with-screening.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCampaigns } from '../../engine/node/campaignFiles.ts';
import { visitFlows } from '../../engine/campaignRoles.ts';
import { createFlowStore } from '../state/store.ts';
import type { Brand } from '../../generated/brand.ts';
import type { ControllerDeps } from './controller.ts';
import { CONSENT_REFUSALS, perform, saveAndScreen } from './work.ts';
import { recordableConsents } from '../../engine/recordableConsents.ts';
import { loadPlanner, submitStep } from './submit.ts';
import { bookingCode } from './laterWork.ts';
import { postalCheck } from '../api/postalCheck.ts';
import { stepOf } from '../../engine/flow.ts';

interface Answer { status: number; body: unknown }
let answers: Answer[] = [];
const calls: Array<{ method: string; path: string; body: Record<string, unknown> | null; key: string | null }> = [];

let dataLayer: Array<Record<string, unknown>> = [];

beforeEach(() => {
  calls.length = 0;
  dataLayer = [];
  // The page's window as the analytics read it; storage is left out (the visit is not kept).
  vi.stubGlobal('window', { dataLayer, location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/csrf') return new Response(JSON.stringify({ token: 'csrf-token' }), { status: 200, headers: { 'content-type': 'application/json' } });
    const headers = new Headers(init.headers);
    calls.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) as Record<string, unknown> : null, key: headers.get('idempotency-key') });
    const next = answers.shift();
    if (!next) return new Response('{}', { status: 204 });
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }));
});

afterEach(() => { vi.unstubAllGlobals(); });

const campaigns = loadCampaigns();
const brand = JSON.parse(readFileSync('campaigns/brands/trial-search.json', 'utf8')) as Brand;
const verdict = { screeningId: '1', passed: true, fullyQualified: true, bioQualified: true, criteriaQualified: true, siteFound: true, siteId: 1, ssExtId: 'SS-1', reasons: [], view: 'congratulations' };
const saved = { id: '6f0c1a7e-3f5b-4c1e-9a51-1d0f0c3b2a11', updateToken: 'token' };

function visit(campaign = 'ws10', navigate: ControllerDeps['navigate'] = () => undefined): ControllerDeps {
  const store = createFlowStore('US');
  store.setState({
    payload: { study: { id: 1001 } } as never,
    candidate: { ...store.getState().candidate, firstName: 'Wendy', lastName: 'Qualified', phone: '+17135550111', phoneValid: true, postalCode: '77030', birthDate: '1970-05-05', gender: 'female' },
  });
  return {
    store, campaign: campaigns.get(campaign)!, locale: 'en', query: {}, navigate, flows: visitFlows(campaigns), brand,
    t: (key) => (typeof key === 'string' ? key : key.en), answerLabel: (key) => key,
  };
}

const routes = () => calls.filter((c) => c.path.startsWith('/api/leads') || c.path.startsWith('/api/screenings')).map((c) => `${c.method} ${c.path}${c.body?.withScreening ? ' withScreening' : ''}`);

describe('saveAndScreen', () => {
  it('saves and screens in one request, the verdict the one the save brought', async () => {
    answers = [{ status: 200, body: { ...saved, screening: verdict } }];
    const deps = visit();
    expect(await saveAndScreen(deps)).toBe(true);
    expect(routes()).toEqual(['POST /api/leads withScreening']);
    const asked = calls[0]?.body?.withScreening as Record<string, unknown>;
    expect(asked).toMatchObject({ studyId: 1001, campaign: 'ws10', candidate: { postalCode: '77030', country: 'US', birthDate: '1970-05-05', gender: 'female' } });
    // The screening is of the lead this save stores: the page never names a lead in it.
    expect(asked).not.toHaveProperty('leadId');
    expect(asked).not.toHaveProperty('dryRun');
    expect(deps.store.getState()).toMatchObject({ lead: { id: saved.id, token: 'token' }, screening: verdict });
    // The verdict's outcome tags reach the analytics as they do from a screening asked apart, with no answer in them.
    expect(dataLayer.map((e) => e.event)).toEqual(expect.arrayContaining(['site_found', 'criteria_qualified', 'bio_qualified', 'fully_qualified']));
    expect(JSON.stringify(dataLayer)).not.toMatch(/77030|1970|Wendy|5550111/);
  });

  it('asks for the screening apart when the save came back without a verdict', async () => {
    answers = [{ status: 200, body: { ...saved, screening: null } }, { status: 200, body: verdict }];
    const deps = visit();
    expect(await saveAndScreen(deps)).toBe(true);
    expect(routes()).toEqual(['POST /api/leads withScreening', 'POST /api/screenings']);
    // Apart, the screening names the lead just saved, with its token.
    expect(calls[1]?.body).toMatchObject({ leadId: saved.id, studyId: 1001 });
    expect(deps.store.getState().screening).toEqual(verdict);
  });

  it("a save refused for its consents alone is sent again without them: the lead is never lost to a consent's refusal", async () => {
    const deps = visit();
    const [type, granted, text] = [...recordableConsents(deps.campaign, 'home', { brand, locale: 'en', t: deps.t }, ['us'])][0]!.split('\u0000');
    const pending = { type, granted: granted === 'true', text, step: 'home' } as never;
    deps.store.setState({ pendingConsents: [pending] });
    // Refused with its consents; saved without them; the consents sent apart; then screened apart.
    answers = [{ status: 400, body: { statusCode: 400, code: 'CONSENT_TEXT_NOT_FOR_LEAD', message: 'not for this lead' } }, { status: 200, body: saved }, { status: 200, body: { stored: 1 } }, { status: 200, body: verdict }];
    expect(await saveAndScreen(deps)).toBe(true);
    const leads = calls.filter((c) => c.path === '/api/leads');
    expect(leads.map((c) => !!c.body?.withConsents)).toEqual([true, false]);
    expect(calls.map((c) => c.path)).toContain(`/api/leads/${saved.id}/consents`);
    expect(deps.store.getState()).toMatchObject({ lead: { id: saved.id }, save: { state: 'idle' } });
  });

  it("takes every consent refusal the server has as one (src/server/errors.ts's CONSENT_ codes)", () => {
    const codes = new Set(readFileSync('src/server/errors.ts', 'utf8').match(/'CONSENT_[A-Z_]+'/g)?.map((c) => c.slice(1, -1)));
    expect(codes.size).toBeGreaterThan(3);
    expect([...CONSENT_REFUSALS].sort()).toEqual([...codes].sort());
  });

  it('a body refused for its screening part is sent again without it, with a new key, then screened apart', async () => {
    const refused = { status: 400, body: { statusCode: 400, code: 'FST_ERR_VALIDATION', message: 'body/withScreening/answers must NOT have more than 100 items' } };
    for (const first of [refused, { status: 413, body: { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' } }]) {
      calls.length = 0;
      answers = [first, { status: 200, body: saved }, { status: 200, body: verdict }];
      const deps = visit();
      expect(await saveAndScreen(deps)).toBe(true);
      expect(routes()).toEqual(['POST /api/leads withScreening', 'POST /api/leads', 'POST /api/screenings']);
      const [withIt, without] = calls.filter((c) => c.path === '/api/leads');
      expect(without?.key).not.toBe(withIt?.key);
      expect(deps.store.getState()).toMatchObject({ lead: { id: saved.id }, screening: verdict, save: { state: 'idle' } });
    }
  });

  it('a save before the name, phone or postal code is known aborts (spec §5): nothing is sent, an error is logged, the visitor goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [gone, field] of [['phone', 'phone1'], ['lastName', 'lastName'], ['postalCode', 'postalCode']] as const) {
      calls.length = 0;
      answers = [{ status: 200, body: verdict }];
      const deps = visit();
      deps.store.setState({ candidate: { ...deps.store.getState().candidate, [gone]: gone === 'phone' ? '' : ' ' } });
      expect(await saveAndScreen(deps), gone).toBe(true);
      // No lead is asked for; the screening is asked apart, without a lead, as on a step that does not save.
      expect(routes()).toEqual(['POST /api/screenings']);
      expect(deps.store.getState()).toMatchObject({ lead: null, screening: verdict, save: { state: 'idle' }, pendingSaveKey: null });
      expect(logged).toHaveBeenCalledWith(`Trying to save an invalid lead: missing ${field}`);
    }
    logged.mockRestore();
  });

  it('a lead refused for itself stays refused: no screening is asked, and the visitor is told', async () => {
    const invalid = { status: 400, body: { statusCode: 400, code: 'INVALID_LEAD', message: 'Trying to save an invalid lead: missing phone1', missing: ['phone1'] } };
    answers = [invalid, invalid];
    const deps = visit();
    expect(await saveAndScreen(deps)).toBe(false);
    expect(routes()).toEqual(['POST /api/leads withScreening', 'POST /api/leads']);
    expect(deps.store.getState()).toMatchObject({ lead: null, screening: null, save: { state: 'rejected' } });
  });
});

/**
 * Next's requests leave in the task of the click: anything awaited before them lets the page render the step being
 * left first (tens of milliseconds on a phone), and the server's answer then comes that much later.
 */
describe('a submit sends its requests before it awaits anything', () => {
  const postalAnswer = (valid: boolean): Answer => ({ status: 200, body: { valid } });

  it('a postal code answered while it was typed is taken at once, and the save after it is sent in the same task', async () => {
    answers = [postalAnswer(true)];
    await postalCheck.verify('77030', 'USA');
    answers = [{ status: 200, body: { ...saved, screening: verdict } }];
    const deps = visit();
    deps.store.setState({ candidate: { ...deps.store.getState().candidate, postalCodeValid: false } });
    const checked = perform(deps, 'home', { kind: 'verifyPostalCode', postalCode: '77030' });
    expect(checked).toEqual({ ok: true });
    expect(deps.store.getState().candidate.postalCodeValid).toBe(true);
    const saving = perform(deps, 'home', { kind: 'saveAndScreen' });
    expect(routes()).toEqual(['POST /api/leads withScreening']);
    expect(await saving).toEqual({ ok: true });
  });

  it('a code answered invalid stops the submit at once with the field error; one not answered yet is awaited', async () => {
    answers = [postalAnswer(false)];
    await postalCheck.verify('00001', 'USA');
    const deps = visit();
    expect(perform(deps, 'home', { kind: 'verifyPostalCode', postalCode: '00001' })).toEqual({ ok: false, fieldErrors: { postalCode: 'invalidPostal' } });
    expect(deps.store.getState().candidate.postalCodeValid).toBe(false);
    answers = [postalAnswer(true)];
    const pending = perform(deps, 'home', { kind: 'verifyPostalCode', postalCode: '77002' });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ ok: true });
    expect(deps.store.getState().candidate.postalCodeValid).toBe(true);
  });

  it('Book, its code come with the calendar, sends the booking in the task of the tap', async () => {
    // A request before it gives the page its CSRF token, as the visit's earlier steps have by the calendar.
    answers = [postalAnswer(true)];
    await postalCheck.verify('77031', 'USA');
    // The booking's code has come, as it does with the calendar's times (loadAvailability).
    await bookingCode.load();
    const deps = visit('ws18');
    const slot = { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z', resources: [{ id: 7, name: 'Coordinators', timezone: 'America/New_York' }] } as const;
    deps.store.setState({ lead: { id: saved.id, updateToken: 'token' }, availability: [{ ...slot, resources: [...slot.resources] }] } as never);
    answers = [{ status: 201, body: { id: 'b-1', resourceId: 7, start: slot.start, end: slot.end, description: 'Secondary Screening Appointment', where: 'Virtual' } }];
    const booking = perform(deps, 'calendarBooking', { kind: 'book', calendar: 'secondary', slotId: `7:${slot.start}` });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/scheduling/bookings');
    expect(await booking).toEqual({ ok: true });
    expect(calls.filter((c) => c.path === '/api/scheduling/bookings')).toHaveLength(1);
  });

  it('s6\'s postal step, its code answered while typed, moves on in the task of the click', async () => {
    answers = [postalAnswer(true)];
    await postalCheck.verify('10001', 'USA');
    // The submit's planner has come, as it does while the first step shows (planSubmitAhead).
    await loadPlanner();
    const moves: Array<[string, boolean]> = [];
    const deps = visit('s6', (to, options) => moves.push([to, options?.now === true]));
    const step = stepOf(deps.campaign, 'postal');
    const outcome = submitStep(deps, 'postal', { postalCode: '10001' }, step.fields);
    // In the click's event: React renders the move with the event, not asked to render it there and then.
    expect(moves).toEqual([['/signup/s6/dob', false]]);
    expect(await outcome).toEqual({ ok: true });
    expect(deps.store.getState().candidate).toMatchObject({ postalCode: '10001', postalCodeValid: true });
  });

  it('a postal code answered invalid stops the submit on its step with the field error, and nothing moves', async () => {
    answers = [postalAnswer(false)];
    const moves: string[] = [];
    const deps = visit('s6', (to) => moves.push(to));
    const step = stepOf(deps.campaign, 'postal');
    expect(await submitStep(deps, 'postal', { postalCode: '10003' }, step.fields)).toEqual({ ok: false, fieldErrors: { postalCode: 'invalidPostal' } });
    expect(moves).toEqual([]);
    expect(deps.store.getState().finishedSteps).not.toContain('postal');
  });

  it('the studio\'s preview tells which step valid answers lead to, and neither sends nor moves', async () => {
    const moves: string[] = [];
    const accepted: string[] = [];
    const deps = { ...visit('s6', (to) => moves.push(to)), readOnly: true, onPreviewAccepted: (next: string) => accepted.push(next) };
    const step = stepOf(deps.campaign, 'postal');
    expect(await submitStep(deps, 'postal', { postalCode: '10004' }, step.fields)).toEqual({ ok: false });
    expect([accepted, moves, calls.length]).toEqual([['dob'], [], 0]);
  });

  it('a move that waited for an answer (a postal code not answered yet) asks for the next step to render at once', async () => {
    answers = [postalAnswer(true)];
    const moves: Array<[string, boolean]> = [];
    const deps = visit('s6', (to, options) => moves.push([to, options?.now === true]));
    const step = stepOf(deps.campaign, 'postal');
    const outcome = submitStep(deps, 'postal', { postalCode: '10002' }, step.fields);
    expect(moves).toEqual([]);
    expect(await outcome).toEqual({ ok: true });
    expect(moves).toEqual([['/signup/s6/dob', true]]);
    // The step left counts as finished, once however often it is left.
    expect(deps.store.getState().finishedSteps).toEqual(['postal']);
    answers = [postalAnswer(true)];
    await submitStep(deps, 'postal', { postalCode: '10005' }, step.fields);
    expect(deps.store.getState().finishedSteps).toEqual(['postal']);
  });
});

