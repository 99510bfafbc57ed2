import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../core/candidate.ts';
import { COUNTRIES, type CountryCode } from '../core/countries.ts';
import type { CampaignDocument } from './campaign.ts';
import { flowNameFrom, isGoingBack, localeHref, mayBook, navOf, needsStudy, nextStepId, parseRoute, progressOf, shouldSaveOnLeave, stepIdByPath, stepOf, stepUrl, visibleFields } from './flow.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { edgesOf, reachableFromHome } from './graph.ts';
import { s6WithRenamedDiagnosis } from '../../tests/fixtures/campaigns/renamedSteps.ts';
import type { PathState, RuleContext } from './ruleContext.ts';

const s6 = resolveCampaign('s6', new Map([['s6', JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument]]));

function ctx(path: Partial<PathState> = {}, candidate: Partial<Candidate> = {}, country: CountryCode = 'US'): RuleContext {
  return {
    candidate: { ...emptyCandidate(country), ...candidate },
    path: { indicationId: null, skipDiagnosis: false, genderRequired: false, caregiver: false, ...path },
    country: COUNTRIES[country],
    study: null,
  };
}

const mini = resolveCampaign('mini', new Map<string, CampaignDocument>([['mini', {
  name: 'mini', campaignType: 'Screener', flowType: 'webScreener', home: 'start', consent: { us: { en: 'ok' }, international: { en: 'ok' } },
  steps: {
    start: { path: 'start', fields: [{ kind: 'Heading' }] },
    badRule: { path: 'bad', fields: [], next: { rule: 'noSuchRule' } },
    visRule: { path: 'vis', fields: [{ kind: 'Heading', visibleWhen: 'afterEmail' }, { kind: 'Heading', visibleWhen: 'noSuchRule' }, { kind: 'Heading', visibleWhen: 'isCaregiver' }, { kind: 'Phone' }], next: { rule: 'consentRequired' } },
  },
}]]));

describe('stepIdByPath / stepOf', () => {
  it('finds a step by its path segment', () => {
    expect(stepIdByPath(s6, 'gender')).toBe('genderSelect');
    expect(stepIdByPath(s6, 'postal')).toBe('postal');
    expect(stepIdByPath(s6, 'thankyou')).toBe('thankyou');
  });

  it('is null for an unknown or missing path', () => {
    expect(stepIdByPath(s6, 'nope')).toBeNull();
    expect(stepIdByPath(s6, undefined)).toBeNull();
    expect(stepIdByPath(s6, '')).toBeNull();
  });

  it('stepOf throws for an unknown step', () => {
    expect(stepOf(s6, 'postal').path).toBe('postal');
    expect(() => stepOf(s6, 'nope')).toThrow('campaign s6 has no step nope');
  });
});

describe('nextStepId', () => {
  it('follows a fixed next step', () => {
    expect(nextStepId(s6, 'genderSelect', ctx())).toBe('postal');
    expect(nextStepId(s6, 'postal', ctx())).toBe('dob');
    expect(nextStepId(s6, 'dob', ctx())).toBe('name');
    expect(nextStepId(s6, 'name', ctx())).toBe('phone');
    expect(nextStepId(s6, 'phone', ctx())).toBe('email');
    expect(nextStepId(s6, 'diagnosis', ctx())).toBe('indications');
    expect(nextStepId(s6, 'indications', ctx())).toBe('thankyou');
  });

  it('computes the next step by rule after gender home', () => {
    expect(nextStepId(s6, 'home', ctx({ genderRequired: true }))).toBe('genderSelect');
    expect(nextStepId(s6, 'home', ctx({ genderRequired: true }, { gender: 'male' }))).toBe('postal');
    expect(nextStepId(s6, 'home', ctx())).toBe('postal');
  });

  it('computes the next step by rule after email', () => {
    expect(nextStepId(s6, 'email', ctx({ indicationId: 7 }))).toBe('diagnosis');
    expect(nextStepId(s6, 'email', ctx({ indicationId: 7, skipDiagnosis: true }))).toBe('indications');
    expect(nextStepId(s6, 'email', ctx())).toBe('indications');
  });

  it('uses the campaign home when the step has no next', () => {
    expect(nextStepId(s6, 'healthThankYou', ctx())).toBe('home');
    expect(nextStepId(s6, 'thankyou', ctx())).toBe('healthQuestions');
    expect(nextStepId(mini, 'start', ctx())).toBe('start');
  });

  it('throws for an unknown rule and for a rule that is not a navigation rule', () => {
    expect(() => nextStepId(mini, 'badRule', ctx())).toThrow('unknown rule noSuchRule');
    expect(() => nextStepId(mini, 'visRule', ctx())).toThrow('rule consentRequired is not a navigation rule');
  });

  it('throws for an unknown step', () => {
    expect(() => nextStepId(s6, 'nope', ctx())).toThrow();
  });
});

describe('nextStepId: a rule\'s outcomes in the campaign\'s own step names', () => {
  const renamed = resolveCampaign('s6', new Map([['s6', s6WithRenamedDiagnosis()]]));

  it('leads a mapped outcome to the step the campaign names, and any other to the step of its own name', () => {
    expect(nextStepId(renamed, 'email', ctx({ indicationId: 101 }))).toBe('condition');
    expect(nextStepId(renamed, 'email', ctx())).toBe('indications');
    expect(nextStepId(s6, 'email', ctx({ indicationId: 101 }))).toBe('diagnosis');
  });

  it('draws the mapped step in the step graph', () => {
    const fromEmail = edgesOf(renamed).filter((e) => e.from === 'email').map((e) => e.to).sort();
    expect(fromEmail).toEqual(['condition', 'indications']);
    expect(reachableFromHome(renamed).has('condition')).toBe(true);
  });
});

describe('progressOf', () => {
  // s6 counts every step but home and thankyou (showProgress false): 8 steps.
  it('counts the steps that show progress, in document order', () => {
    expect(progressOf(s6, 'genderSelect')).toEqual({ visible: true, current: 1, total: 8 });
    expect(progressOf(s6, 'postal')).toEqual({ visible: true, current: 2, total: 8 });
    expect(progressOf(s6, 'email')).toEqual({ visible: true, current: 6, total: 8 });
    expect(progressOf(s6, 'indications')).toEqual({ visible: true, current: 8, total: 8 });
  });

  it('hides progress on steps whose showProgress is false', () => {
    expect(progressOf(s6, 'home').visible).toBe(false);
    expect(progressOf(s6, 'thankyou').visible).toBe(false);
    expect(progressOf(s6, 'home').total).toBe(8);
  });

  it('shows progress by default when showProgress is absent', () => {
    expect(progressOf(mini, 'start')).toEqual({ visible: true, current: 1, total: 3 });
  });
});

describe('needsStudy', () => {
  const documents = new Map(readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`campaigns/${f}`, 'utf8')) as CampaignDocument] as const));
  const load = (name: string) => resolveCampaign(name, documents);
  it("is true of a web screener's first step and of every booking step, a coordinators' calendar or a site's", () => {
    const ws18 = load('ws18');
    const ws21 = load('ws21');
    expect(needsStudy(stepOf(ws18, 'home'))).toBe(true);
    expect(needsStudy(stepOf(ws18, 'calendarBooking'))).toBe(true);
    expect(Object.keys(ws21.steps).filter((id) => needsStudy(stepOf(ws21, id)))).toEqual(['home', ...Object.keys(ws21.steps).filter((id) => stepOf(ws21, id).meta?.book)]);
    expect(Object.keys(ws21.steps).filter((id) => stepOf(ws21, id).meta?.book).length).toBe(2);
  });

  it('is false of a thank-you page and of a sign-up step', () => {
    expect(needsStudy(stepOf(load('ws18'), 'calendarBookingThankYou'))).toBe(false);
    expect(Object.keys(s6.steps).filter((id) => needsStudy(stepOf(s6, id)))).toEqual([]);
  });
});

describe('mayBook', () => {
  const documents = new Map(readdirSync('campaigns').filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`campaigns/${f}`, 'utf8')) as CampaignDocument] as const));
  const ws18 = resolveCampaign('ws18', documents);
  const ws21 = resolveCampaign('ws21', documents);
  const lead = { id: 'lead-1', token: 'token-1' };
  const bookingSteps = [stepOf(ws18, 'calendarBooking'), ...Object.values(ws21.steps).filter((step) => step.meta?.book)];

  it("shows a calendar to a visit whose saved lead passed the study's screening", () => {
    for (const step of bookingSteps) expect(mayBook(step, { lead, screening: { passed: true } })).toBe(true);
  });

  it('shows none without the saved lead, without a screening, or after a refused one', () => {
    for (const step of bookingSteps) {
      expect(mayBook(step, { lead: null, screening: { passed: true } })).toBe(false);
      expect(mayBook(step, { lead, screening: null })).toBe(false);
      expect(mayBook(step, { lead, screening: { passed: false } })).toBe(false);
    }
    expect(bookingSteps.length).toBe(3);
  });

  it('lets any other step show, whatever the visit', () => {
    for (const step of [stepOf(ws18, 'home'), stepOf(ws18, 'calendarBookingThankYou'), stepOf(s6, 'home')]) expect(mayBook(step, { lead: null, screening: null })).toBe(true);
  });
});

describe('navOf', () => {
  it('hides Back on the home step', () => {
    expect(navOf(s6, 'home').back).toBe(false);
    expect(navOf(mini, 'start').back).toBe(false);
  });

  it('hides Back when nav.back is false', () => {
    expect(navOf(s6, 'postal').back).toBe(false);
    expect(navOf(s6, 'thankyou').back).toBe(false);
  });

  it('shows Back by default on other steps', () => {
    expect(navOf(s6, 'dob').back).toBe(true);
    expect(navOf(s6, 'genderSelect').back).toBe(true);
    expect(navOf(s6, 'diagnosis').back).toBe(true);
  });

  it("labels Next 'nav.next' by default and uses an override", () => {
    expect(navOf(s6, 'dob').nextLabel).toBe('nav.next');
    expect(navOf(s6, 'indications').nextLabel).toBe('nav.viewProduct');
    expect(navOf(s6, 'home').nextLabel).toBe('nav.findProduct');
  });

  it('hides Next when nav.next is false and shows it otherwise', () => {
    expect(navOf(s6, 'diagnosis').next).toBe(false);
    expect(navOf(s6, 'thankyou').next).toBe(false);
    expect(navOf(s6, 'phone').next).toBe(true);
  });
});

describe('isGoingBack / shouldSaveOnLeave', () => {
  it('is going back when the target was already finished', () => {
    expect(isGoingBack('name', ['postal', 'dob', 'name'])).toBe(true);
    expect(isGoingBack('email', ['postal', 'dob', 'name'])).toBe(false);
  });

  it('saves when leaving a saveSubject step forward', () => {
    expect(shouldSaveOnLeave(s6, 'phone', 'email', ['postal', 'dob', 'name'], false)).toBe(true);
    expect(shouldSaveOnLeave(s6, 'email', 'indications', ['postal', 'dob', 'name', 'phone'], false)).toBe(true);
    expect(shouldSaveOnLeave(s6, 'indications', 'thankyou', [], false)).toBe(true);
  });

  it('does not save when going back with nothing changed since the last save', () => {
    expect(shouldSaveOnLeave(s6, 'phone', 'name', ['postal', 'dob', 'name'], false)).toBe(false);
  });

  it('saves when going back with a change since the last save', () => {
    expect(shouldSaveOnLeave(s6, 'phone', 'name', ['postal', 'dob', 'name'], true)).toBe(true);
  });

  it('does not save when leaving a step without saveSubject, changed or not', () => {
    expect(shouldSaveOnLeave(s6, 'dob', 'name', [], false)).toBe(false);
    expect(shouldSaveOnLeave(s6, 'name', 'phone', [], false)).toBe(false);
    expect(shouldSaveOnLeave(s6, 'name', 'phone', ['phone'], true)).toBe(false);
  });
});

describe('visibleFields', () => {
  it('shows US visitors the consent too: they read it and consent by going on (the widget shows no box)', () => {
    expect(visibleFields(stepOf(s6, 'indications'), ctx()).map((f) => f.kind)).toEqual(['IndicationMultiSelect', 'GenericConsent']);
  });

  it('shows the consent for international visitors', () => {
    expect(visibleFields(stepOf(s6, 'indications'), ctx({}, {}, 'GB')).map((f) => f.kind)).toEqual(['IndicationMultiSelect', 'GenericConsent']);
  });

  it('hides fields whose rule is unknown or not a visibility rule', () => {
    const fields = visibleFields(stepOf(mini, 'visRule'), ctx());
    expect(fields.map((f) => f.kind)).toEqual(['Phone']);
  });

  it('shows fields whose visibility rule holds', () => {
    const fields = visibleFields(stepOf(mini, 'visRule'), ctx({ caregiver: true }));
    expect(fields).toEqual([{ kind: 'Heading', visibleWhen: 'isCaregiver' }, { kind: 'Phone' }]);
  });
});

describe('stepUrl', () => {
  it('has no locale segment for English', () => {
    expect(stepUrl('en', 's6', 'postal', {})).toBe('/signup/s6/postal');
  });

  it('adds the locale segment when not English', () => {
    expect(stepUrl('es', 's6', 'postal', {})).toBe('/signup/es/s6/postal');
  });

  it('keeps the query', () => {
    expect(stepUrl('en', 's6', 'dob', { studyId: '12', cg: '1' })).toBe('/signup/s6/dob?studyId=12&cg=1');
    expect(stepUrl('es', 'ws10', 'home', { s: 'ws10' })).toBe('/signup/es/ws10/home?s=ws10');
  });
});

describe('parseRoute', () => {
  it('reads flow and step of an English route', () => {
    expect(parseRoute('/signup/s6/postal')).toEqual({ locale: 'en', flow: 's6', stepPath: 'postal' });
  });

  it('reads the locale segment', () => {
    expect(parseRoute('/signup/es/s6/postal')).toEqual({ locale: 'es', flow: 's6', stepPath: 'postal' });
    expect(parseRoute('/signup/en/s6/postal')).toEqual({ locale: 'en', flow: 's6', stepPath: 'postal' });
  });

  it('reads the root and a flow without a step', () => {
    expect(parseRoute('/signup/')).toEqual({ locale: 'en', flow: null, stepPath: null });
    expect(parseRoute('/signup')).toEqual({ locale: 'en', flow: null, stepPath: null });
    expect(parseRoute('/')).toEqual({ locale: 'en', flow: null, stepPath: null });
    expect(parseRoute('/signup/es/')).toEqual({ locale: 'es', flow: null, stepPath: null });
    expect(parseRoute('/signup/ws10')).toEqual({ locale: 'en', flow: 'ws10', stepPath: null });
  });

  it('ignores a trailing slash', () => {
    expect(parseRoute('/signup/s6/postal/')).toEqual({ locale: 'en', flow: 's6', stepPath: 'postal' });
  });

  it('round-trips with stepUrl', () => {
    expect(parseRoute(stepUrl('es', 'ws10', 'home', {}))).toEqual({ locale: 'es', flow: 'ws10', stepPath: 'home' });
  });
});

describe('flowNameFrom', () => {
  const known = (name: string) => ['s6', 'ws10', 'study-search'].includes(name);

  it('accepts a known flow name, case-insensitively and trimmed', () => {
    expect(flowNameFrom('s6', known)).toBe('s6');
    expect(flowNameFrom('WS10', known)).toBe('ws10');
    expect(flowNameFrom(' study-search ', known)).toBe('study-search');
  });

  it("accepts the bare number '6' for s6, and a two-digit one for its flow", () => {
    expect(flowNameFrom('6', known)).toBe('s6');
    expect(flowNameFrom('15', (n) => n === 's15')).toBe('s15');
    // Digits and nothing else: not a number with letters around it.
    expect(flowNameFrom('6x', (n) => n === 's6x')).toBeNull();
    expect(flowNameFrom('x6', (n) => n === 'sx6')).toBeNull();
  });

  it('is null for unknown names, unknown numbers and missing values', () => {
    expect(flowNameFrom('7', known)).toBeNull();
    expect(flowNameFrom('bogus', known)).toBeNull();
    expect(flowNameFrom('10', known)).toBeNull();
    expect(flowNameFrom('', known)).toBeNull();
    expect(flowNameFrom(undefined, known)).toBeNull();
  });
});

describe('localeHref', () => {
  it('reads the flow after /signup only: the same words elsewhere in a path are the flow\'s own', () => {
    expect(parseRoute('/signup/s6/signup')).toEqual({ locale: 'en', flow: 's6', stepPath: 'signup' });
    expect(localeHref('/signup/s6/signup', '', 'es')).toBe('/signup/es/s6/signup');
    expect(localeHref('/signup', '', 'es')).toBe('/signup/es/');
  });

  it('adds, swaps or removes the locale segment and keeps path and query', () => {
    expect(localeHref('/signup/s6/postal', '?utm_source=x', 'es')).toBe('/signup/es/s6/postal?utm_source=x');
    expect(localeHref('/signup/es/s6/postal', '', 'en')).toBe('/signup/s6/postal');
    expect(localeHref('/signup/es/s6/postal', '', 'es')).toBe('/signup/es/s6/postal');
    expect(localeHref('/signup/', '', 'es')).toBe('/signup/es/');
  });
});
