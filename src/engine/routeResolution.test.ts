import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignDocument } from './campaign.ts';
import { resolveCampaign } from './resolveCampaign.ts';
import { campaignAt, finishWithoutPerson, homeWithoutLead, homeWithoutVerdict, resolveLanding, resolveRoute, stepForMissingPerson } from './routeResolution.ts';
import { emptyCandidate } from '../core/candidate.ts';
import { resolveCountry } from '../core/countries.ts';
import { fullShelf, summarize } from './campaignShelf.ts';

const s6Doc = JSON.parse(readFileSync('campaigns/s6.json', 'utf8')) as CampaignDocument;
const ws10Doc: CampaignDocument = {
  name: 'ws10', campaignType: 'Screener', flowType: 'webScreener', home: 'start', consent: { us: { en: 'ok' }, international: { en: 'ok' } },
  steps: {
    start: { path: 'landing', fields: [{ kind: 'FullName' }], next: 'indications' },
    indications: { path: 'indications', fields: [{ kind: 'IndicationMultiSelect' }] },
  },
};
const documents = new Map([['s6', s6Doc], ['ws10', ws10Doc]]);
const campaigns = fullShelf(new Map<string, Campaign>([...documents.keys()].map((name) => [name, resolveCampaign(name, documents)])));

describe('resolveRoute: root', () => {
  it('redirects the root to the default flow home when no flow is active', () => {
    expect(resolveRoute('/signup/', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: null });
    expect(resolveRoute('/', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: null });
  });

  it("redirects the root to the active flow's home", () => {
    expect(resolveRoute('/signup/', {}, campaigns, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/ws10/landing', invalidFlow: null });
  });

  it('falls back to s6 when the active flow is not loaded', () => {
    expect(resolveRoute('/signup/', {}, campaigns, 'ws99')).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: null });
  });

  it('keeps the query on the redirect', () => {
    expect(resolveRoute('/signup/', { studyId: '12' }, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/s6/home?studyId=12', invalidFlow: null });
  });

  it('keeps the Spanish locale', () => {
    expect(resolveRoute('/signup/es/', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/es/s6/home', invalidFlow: null });
  });
});

describe('resolveRoute: ?s=', () => {
  it('picks the flow named by s', () => {
    expect(resolveRoute('/signup/', { s: 'ws10' }, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/ws10/landing?s=ws10', invalidFlow: null });
  });

  it('prefers s over the active flow', () => {
    expect(resolveRoute('/signup/', { s: 's6' }, campaigns, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/s6/home?s=s6', invalidFlow: null });
  });

  it("accepts the legacy '6' for s6", () => {
    expect(resolveRoute('/signup/', { s: '6' }, campaigns, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/s6/home?s=6', invalidFlow: null });
  });

  it('sends an invalid s to the s6 home and reports it', () => {
    expect(resolveRoute('/signup/', { s: 'bogus' }, campaigns, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/s6/home?s=bogus', invalidFlow: 'bogus' });
  });

  it('keeps the Spanish locale for an invalid s', () => {
    expect(resolveRoute('/signup/es', { s: 'bogus' }, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/es/s6/home?s=bogus', invalidFlow: 'bogus' });
  });
});

describe('resolveRoute: flow paths', () => {
  it('renders a known step', () => {
    const decision = resolveRoute('/signup/s6/postal', {}, campaigns, null);
    expect(decision.kind).toBe('render');
    if (decision.kind !== 'render') return;
    expect(decision.campaign.name).toBe('s6');
    expect(decision.stepId).toBe('postal');
    expect(decision.locale).toBe('en');
  });

  it('renders a step whose id differs from its path', () => {
    const decision = resolveRoute('/signup/s6/gender', {}, campaigns, null);
    expect(decision).toMatchObject({ kind: 'render', stepId: 'genderSelect' });
  });

  it('renders in Spanish', () => {
    expect(resolveRoute('/signup/es/ws10/landing', {}, campaigns, null)).toMatchObject({ kind: 'render', stepId: 'start', locale: 'es' });
  });

  it("sends an unknown flow to the s6 home and reports it", () => {
    expect(resolveRoute('/signup/zzz/home', {}, campaigns, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: 'zzz' });
    expect(resolveRoute('/signup/es/zzz/home', { cg: '1' }, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/es/s6/home?cg=1', invalidFlow: 'zzz' });
  });

  it("sends an unknown step to its flow's home", () => {
    expect(resolveRoute('/signup/ws10/nope', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/ws10/landing', invalidFlow: null });
    expect(resolveRoute('/signup/es/s6/nope', { studyId: '3' }, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/es/s6/home?studyId=3', invalidFlow: null });
  });

  it("sends a flow without a step to its home", () => {
    expect(resolveRoute('/signup/ws10', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/ws10/landing', invalidFlow: null });
  });

  it("sends the legacy flow segment '6' to the s6 home", () => {
    expect(resolveRoute('/signup/6/postal', {}, campaigns, null)).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: null });
  });
});

describe('resolveRoute: campaigns not loaded yet', () => {
  // The page's shelf before any campaign has loaded: summaries only.
  const summariesOnly = { summaries: campaigns.summaries, loaded: () => undefined };

  it("asks for a step's campaign to load, and for nothing else", () => {
    expect(resolveRoute('/signup/s6/postal', {}, summariesOnly, null)).toEqual({ kind: 'load', flow: 's6' });
    expect(resolveRoute('/signup/es/ws10/nope', {}, summariesOnly, null)).toEqual({ kind: 'load', flow: 'ws10' });
  });

  it('sends to a home from the summaries alone', () => {
    expect(resolveRoute('/signup/', { s: 'ws10', cg: '1' }, summariesOnly, null)).toEqual({ kind: 'redirect', to: '/signup/ws10/landing?s=ws10&cg=1', invalidFlow: null });
    expect(resolveRoute('/signup/es/zzz/home', {}, summariesOnly, 'ws10')).toEqual({ kind: 'redirect', to: '/signup/es/s6/home', invalidFlow: 'zzz' });
    expect(resolveRoute('/signup/6/postal', {}, summariesOnly, null)).toEqual({ kind: 'redirect', to: '/signup/s6/home', invalidFlow: null });
  });

  it('renders once the campaign has loaded, and reads only that one', () => {
    const asked: string[] = [];
    const s6Only = { summaries: campaigns.summaries, loaded: (name: string) => { asked.push(name); return name === 's6' ? campaigns.loaded('s6') : undefined; } };
    expect(resolveRoute('/signup/s6/postal', {}, s6Only, null)).toMatchObject({ kind: 'render', stepId: 'postal' });
    expect(asked).toEqual(['s6']);
  });
});

describe('campaign summaries', () => {
  it("name each campaign's roles, home path and documents", () => {
    expect(campaigns.summaries.get('ws10')).toEqual({ name: 'ws10', defaultFor: [], homePath: 'landing', documents: ['ws10'] });
    expect(campaigns.summaries.get('s6')).toMatchObject({ name: 's6', homePath: 'home', documents: ['s6'] });
    expect(campaigns.summaries.get('s6')?.defaultFor).toContain('signup');
  });

  it("send to 'home' when a campaign's home step is missing (campaigns:check refuses such a campaign)", () => {
    const ws10 = campaigns.loaded('ws10') as Campaign;
    expect(summarize({ ...ws10, home: 'gone' }).homePath).toBe('home');
  });
});

describe('resolveRoute: configuration', () => {
  it('throws when no campaign stands in for the sign-up (campaigns:check refuses such a set)', () => {
    const only = fullShelf(new Map([['ws10', campaigns.loaded('ws10') as Campaign]]));
    expect(() => resolveRoute('/signup/', {}, only, null)).toThrow('no campaign has "defaultFor": ["signup"]');
  });
});

describe('resolveRoute: prescreen redirect', () => {
  it("sends psr visitors to the ps flow, and an invalid ps to the campaign that stands in for prescreen, with a warning", () => {
    const s15 = { ...JSON.parse(readFileSync('campaigns/s15.json', 'utf8')), defaultFor: ['prescreen'] } as CampaignDocument;
    const docs = new Map([['s6', s6Doc], ['s15', s15], ['ws10', ws10Doc]]);
    const campaigns = fullShelf(new Map([...docs.keys()].map((n) => [n, resolveCampaign(n, docs)])));
    const warnings: string[] = [];
    const warn = (m: string) => warnings.push(m);
    expect(resolveRoute('/signup/', { psr: '1', ps: 'ws10', studyId: '1' }, campaigns, null, warn)).toMatchObject({ kind: 'redirect', to: '/signup/ws10/landing?psr=1&ps=ws10&studyId=1' });
    expect(warnings).toEqual([]);
    expect(resolveRoute('/signup/', { psr: '1', ps: 'zzz' }, campaigns, null, warn)).toMatchObject({ kind: 'redirect', to: '/signup/s15/home?psr=1&ps=zzz' });
    expect(warnings).toEqual(["invalid ps value 'zzz'; using s15"]);
    // Without psr, ps names the flow that sent the visitor (a thank-you page's Find {product}), not where to go.
    expect(resolveRoute('/signup/', { ps: 'ws10' }, campaigns, null, warn)).toMatchObject({ kind: 'redirect', to: '/signup/s6/home?ps=ws10' });
    // psr without ps: the active or default flow, and nothing to warn about.
    expect(resolveRoute('/signup/', { psr: '1' }, campaigns, 's15', warn)).toMatchObject({ kind: 'redirect', to: '/signup/s15/home?psr=1' });
    expect(warnings).toHaveLength(1);
  });
});

describe('resolveLanding and campaignAt: where a page opened at a URL lands', () => {
  // The page's shelf before any campaign has loaded, and the same once s6 has.
  const none = { summaries: campaigns.summaries, loaded: () => undefined };
  const s6Only = { summaries: campaigns.summaries, loaded: (name: string) => (name === 's6' ? campaigns.loaded('s6') : undefined) };

  it("names a step's campaign before it has loaded, and once it has", () => {
    expect(resolveLanding('/signup/ws10/landing', {}, none, null)).toEqual({ pathname: '/signup/ws10/landing', decision: { kind: 'load', flow: 'ws10' } });
    expect(campaignAt('/signup/es/s6/postal', { cg: '1' }, none, 'ws10')).toBe('s6');
    expect(campaignAt('/signup/s6/postal', {}, s6Only, null)).toBe('s6');
  });

  it('follows the redirect to a home: the flow s names, the active one, the default sign-up, a legacy name, an unknown step', () => {
    expect(resolveLanding('/signup/', { s: 'ws10', studyId: '1001' }, none, null)).toEqual({ pathname: '/signup/ws10/landing', decision: { kind: 'load', flow: 'ws10' } });
    expect(campaignAt('/signup/', {}, none, 'ws10')).toBe('ws10');
    expect(resolveLanding('/signup/es/', {}, s6Only, null)).toMatchObject({ pathname: '/signup/es/s6/home', decision: { kind: 'render', stepId: 'home', locale: 'es' } });
    expect(campaignAt('/signup/6/postal', {}, none, null)).toBe('s6');
    // An unknown step is known as such once its campaign is in.
    expect(resolveLanding('/signup/ws10/nope', {}, none, null).decision).toEqual({ kind: 'load', flow: 'ws10' });
    expect(resolveLanding('/signup/ws10/nope', {}, campaigns, null)).toMatchObject({ pathname: '/signup/ws10/landing', decision: { kind: 'render', stepId: 'start' } });
  });

  it('does not follow a redirect away from a flow that does not exist: nothing is prepared for it', () => {
    for (const [path, query] of [['/signup/zzz/home', {}], ['/signup/_studio', {}], ['/signup/esign/abc', {}], ['/signup/', { s: 'zzz' }]] as const) {
      const landing = resolveLanding(path, query, none, null);
      expect(landing.pathname, path).toBe(path);
      expect(landing.decision, path).toMatchObject({ kind: 'redirect', invalidFlow: expect.any(String) });
      expect(campaignAt(path, query, none, null), path).toBeNull();
    }
  });
});

describe('homeWithoutVerdict', () => {
  const screenerDoc: CampaignDocument = {
    name: 'wsv', campaignType: 'Screener', flowType: 'webScreener', home: 'start', consent: { us: { en: 'ok' }, international: { en: 'ok' } },
    steps: {
      start: { path: 'home', fields: [{ kind: 'FullName' }, { kind: 'ScreenerResult' }], next: 'result' },
      result: { path: 'result', fields: [{ kind: 'ScreenerResult' }, { kind: 'IndicationMultiSelect' }], next: 'thanks' },
      thanks: { path: 'thanks', fields: [{ kind: 'IndicationMultiSelect' }] },
    },
  };
  const screener = resolveCampaign('wsv', new Map([['wsv', screenerDoc]]));

  it("sends a step that shows the verdict to the campaign's home, in the page's language with its query, when this tab holds no verdict", () => {
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, null)).toBe('/signup/wsv/home?studyId=1001');
    expect(homeWithoutVerdict(screener, 'result', 'es', {}, null)).toBe('/signup/es/wsv/home');
  });

  it("sends ws12's confirmation of a pass and its second look after a refusal home too: both follow a verdict", () => {
    const ws12 = resolveCampaign('ws12', new Map(['ws10', 'ws12'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument])));
    expect(homeWithoutVerdict(ws12, 'confirmEligibility', 'en', { studyId: '1001' }, null)).toBe('/signup/ws12/home?studyId=1001');
    expect(homeWithoutVerdict(ws12, 'checkAgain', 'es', { studyId: '1001' }, null)).toBe('/signup/es/ws12/home?studyId=1001');
    expect(homeWithoutVerdict(ws12, 'checkAgain', 'en', { studyId: '1001' }, { campaign: 'ws12', study: 1001, passed: false })).toBeNull();
    // ws10's verdict is not ws12's, though ws12 is built on ws10.
    expect(homeWithoutVerdict(ws12, 'checkAgain', 'en', { studyId: '1001' }, { campaign: 'ws10', study: 1001, passed: true })).toBe('/signup/ws12/home?studyId=1001');
  });

  it('shows the step with its verdict, a step that shows none, and the home itself', () => {
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'wsv', study: 1001, passed: true })).toBeNull();
    expect(homeWithoutVerdict(screener, 'thanks', 'en', {}, null)).toBeNull();
    expect(homeWithoutVerdict(screener, 'start', 'en', {}, null)).toBeNull();
    expect(homeWithoutVerdict(screener, 'thanks', 'en', { studyId: '1003' }, { campaign: 'wsv', study: 1001, passed: true })).toBeNull();
  });

  it("sends the result of another study than the one screened home: Back into an earlier visit's result shows no other study's verdict", () => {
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'wsv', study: 1003, passed: true })).toBe('/signup/wsv/home?studyId=1001');
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1003' }, { campaign: 'wsv', study: 1001, passed: true })).toBe('/signup/wsv/home?studyId=1003');
    // A verdict held without its study (a visit stored before the study was kept with it) is no verdict for any study.
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'wsv', study: null, passed: true })).toBe('/signup/wsv/home?studyId=1001');
  });

  it("reads the study from the address, else the campaign's own study", () => {
    const withStudy = resolveCampaign('wss', new Map([['wss', { ...screenerDoc, name: 'wss', studyId: 1007 }]]));
    expect(homeWithoutVerdict(withStudy, 'result', 'en', {}, { campaign: 'wss', study: 1007, passed: true })).toBeNull();
    expect(homeWithoutVerdict(withStudy, 'result', 'en', {}, { campaign: 'wss', study: 1001, passed: true })).toBe('/signup/wss/home');
    expect(homeWithoutVerdict(withStudy, 'result', 'en', { studyId: '1001' }, { campaign: 'wss', study: 1001, passed: true })).toBeNull();
    // Without a study in the address or the campaign, no verdict is this step's.
    expect(homeWithoutVerdict(screener, 'result', 'en', {}, { campaign: 'wsv', study: 1001, passed: true })).toBe('/signup/wsv/home');
    expect(homeWithoutVerdict(screener, 'result', 'en', {}, { campaign: 'wsv', study: null, passed: true })).toBe('/signup/wsv/home');
  });

  it("shows ws12's confirmation after a pass only, and its second look after a refusal only: reached back after a new verdict, each goes home", () => {
    const ws12 = resolveCampaign('ws12', new Map(['ws10', 'ws12'].map((name) => [name, JSON.parse(readFileSync(`campaigns/${name}.json`, 'utf8')) as CampaignDocument])));
    const passed = { campaign: 'ws12', study: 1001, passed: true };
    const refused = { ...passed, passed: false };
    expect(homeWithoutVerdict(ws12, 'confirmEligibility', 'en', { studyId: '1001' }, passed)).toBeNull();
    expect(homeWithoutVerdict(ws12, 'checkAgain', 'en', { studyId: '1001' }, refused)).toBeNull();
    expect(homeWithoutVerdict(ws12, 'checkAgain', 'en', { studyId: '1001' }, passed)).toBe('/signup/ws12/home?studyId=1001');
    expect(homeWithoutVerdict(ws12, 'confirmEligibility', 'es', { studyId: '1001' }, refused)).toBe('/signup/es/ws12/home?studyId=1001');
    // The result itself shows either verdict.
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'wsv', study: 1001, passed: false })).toBeNull();
    // One field for the other outcome is enough, beside others that show any.
    const mixedDoc: CampaignDocument = { ...screenerDoc, name: 'wsm', steps: { ...screenerDoc.steps, result: { path: 'result', fields: [{ kind: 'IndicationMultiSelect' }, { kind: 'CheckAgain' }], next: 'thanks' } } };
    const mixed = resolveCampaign('wsm', new Map([['wsm', mixedDoc]]));
    expect(homeWithoutVerdict(mixed, 'result', 'en', { studyId: '1001' }, { campaign: 'wsm', study: 1001, passed: true })).toBe('/signup/wsm/home?studyId=1001');
    expect(homeWithoutVerdict(mixed, 'result', 'en', { studyId: '1001' }, { campaign: 'wsm', study: 1001, passed: false })).toBeNull();
  });

  it("sends an earlier visit's result home, reached back across a new visit of the same study and campaign: its verdict is not the tab's", () => {
    const held = { campaign: 'wsv', study: 1001, passed: false, visit: 'second' };
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, held, 'first')).toBe('/signup/wsv/home?studyId=1001');
    expect(homeWithoutVerdict(screener, 'result', 'es', { studyId: '1001' }, { ...held, passed: true }, 'first')).toBe('/signup/es/wsv/home?studyId=1001');
    // The visit's own entry, and an entry that names none (the page's first, a redirect's), show the verdict.
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, held, 'second')).toBeNull();
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, held, null)).toBeNull();
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, held)).toBeNull();
    // A verdict that names no visit is no entry's that names one.
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'wsv', study: 1001, passed: true }, 'first')).toBe('/signup/wsv/home?studyId=1001');
    // A step that shows no verdict shows in any visit's entry.
    expect(homeWithoutVerdict(screener, 'thanks', 'en', { studyId: '1001' }, held, 'first')).toBeNull();
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, null, 'first')).toBe('/signup/wsv/home?studyId=1001');
  });

  it("sends another campaign's result home though the tab holds a verdict for the same study (the same address in another flow)", () => {
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: 'ws10', study: 1001, passed: true })).toBe('/signup/wsv/home?studyId=1001');
    expect(homeWithoutVerdict(screener, 'result', 'en', { studyId: '1001' }, { campaign: null, study: 1001, passed: true })).toBe('/signup/wsv/home?studyId=1001');
  });
});

describe('homeWithoutLead', () => {
  const s6 = resolveCampaign('s6', documents);
  const lead = { id: 'l1', token: 't' };

  it("sends a step that thanks the person for what they sent to the campaign's home, in the page's language with its query, when the visit sent nothing", () => {
    expect(homeWithoutLead(s6, 'thankyou', 'en', { studyId: '1001' }, null)).toBe('/signup/s6/home?studyId=1001');
    expect(homeWithoutLead(s6, 'healthThankYou', 'es', {}, null)).toBe('/signup/es/s6/home');
  });

  it("sends the partner's transfer script, read to the person for what they sent, to the home too", () => {
    const ps1 = resolveCampaign('ps1', new Map([['ps1', JSON.parse(readFileSync('campaigns/ps1.json', 'utf8')) as CampaignDocument]]));
    const transfer = ps1.stepOrder.find((id) => ps1.steps[id]?.fields.some((field) => field.kind === 'PartnerTransfer')) as string;
    expect(homeWithoutLead(ps1, transfer, 'en', { studyId: '1001' }, null)).toBe(`/signup/ps1/${ps1.steps[ps1.home]?.path}?studyId=1001`);
    expect(homeWithoutLead(ps1, transfer, 'en', { studyId: '1001' }, lead)).toBeNull();
  });

  it('shows the thanks with a lead, and a step that thanks nobody without one', () => {
    expect(homeWithoutLead(s6, 'thankyou', 'en', {}, lead)).toBeNull();
    expect(homeWithoutLead(s6, 'healthThankYou', 'en', {}, lead)).toBeNull();
    for (const step of ['home', 'postal', 'email', 'indications']) expect(homeWithoutLead(s6, step, 'en', {}, null), step).toBeNull();
  });
});

describe('finishWithoutPerson', () => {
  const doc: CampaignDocument = {
    name: 'wsf', campaignType: 'Screener', flowType: 'webScreener', home: 'start', consent: { us: { en: 'ok' }, international: { en: 'ok' } },
    steps: {
      start: { path: 'home', fields: [{ kind: 'FullName' }], next: 'conditions', saveSubject: true },
      conditions: { path: 'conditions', fields: [{ kind: 'IndicationMultiSelect' }], next: 'thanks', saveSubject: true },
      thanks: { path: 'thanks', fields: [{ kind: 'ScreenerThankYou' }], next: 'health', meta: { finishesFlow: true } },
      health: { path: 'health-questions', fields: [{ kind: 'HealthQuestions' }], next: 'note', saveSubject: true, meta: { saveSurvey: true } },
      note: { path: 'note', fields: [{ kind: 'HealthQuestionsThankYouPage' }] },
    },
  };
  const campaign = resolveCampaign('wsf', new Map([['wsf', doc]]));
  const gone = { campaign: 'wsf', completed: true, candidate: { firstName: null } };

  it('sends a step that saves the person to the finishing step, in the page\'s language with its query, once a completed visit no longer holds the person', () => {
    expect(finishWithoutPerson(campaign, 'conditions', 'en', { studyId: '1001' }, gone, false)).toBe('/signup/wsf/thanks?studyId=1001');
    expect(finishWithoutPerson(campaign, 'conditions', 'es', {}, gone, false)).toBe('/signup/es/wsf/thanks');
  });

  it('shows the step while the visit is open or still holds the person, and always shows the home, the questionnaire and steps that save nothing', () => {
    expect(finishWithoutPerson(campaign, 'conditions', 'en', {}, { ...gone, completed: false }, false)).toBeNull();
    expect(finishWithoutPerson(campaign, 'conditions', 'en', {}, { ...gone, candidate: { firstName: 'Rita' } }, false)).toBeNull();
    for (const step of ['start', 'health', 'thanks', 'note']) expect(finishWithoutPerson(campaign, step, 'en', {}, gone, false), step).toBeNull();
    // A visit completed on another campaign: this campaign's step starts a visit of its own.
    expect(finishWithoutPerson(campaign, 'conditions', 'en', {}, { ...gone, campaign: 'ws15' }, false)).toBeNull();
  });

  it("sends the home, reached back through the tab's history, to the finishing step once the person is gone: opened anew it starts another visit", () => {
    expect(finishWithoutPerson(campaign, 'start', 'en', { studyId: '1001' }, gone, true)).toBe('/signup/wsf/thanks?studyId=1001');
    expect(finishWithoutPerson(campaign, 'start', 'en', {}, gone, false)).toBeNull();
    expect(finishWithoutPerson(campaign, 'start', 'en', {}, { ...gone, candidate: { firstName: 'Rita' } }, true)).toBeNull();
    expect(finishWithoutPerson(campaign, 'start', 'en', {}, { ...gone, completed: false }, true)).toBeNull();
    // A home that saves nothing (s6's first question) starts a new visit whichever way it is reached.
    const quiet = resolveCampaign('wsq', new Map([['wsq', { ...doc, name: 'wsq', steps: { ...doc.steps, start: { path: 'home', fields: [{ kind: 'FullName' }], next: 'conditions' } } }]]));
    expect(finishWithoutPerson(quiet, 'start', 'en', {}, { ...gone, campaign: 'wsq' }, true)).toBeNull();
  });

  it('shows the step when the campaign has no finishing step to send it to', () => {
    const open = resolveCampaign('wso', new Map([['wso', { ...doc, name: 'wso', steps: { ...doc.steps, thanks: { path: 'thanks', fields: [{ kind: 'ScreenerThankYou' }] } } }]]));
    expect(finishWithoutPerson(open, 'conditions', 'en', {}, gone, false)).toBeNull();
  });
});

describe('stepForMissingPerson', () => {
  const s6 = resolveCampaign('s6', documents);
  const ctx = { country: resolveCountry('US'), today: '2026-11-29' };
  const nobody = emptyCandidate('US');
  const ana = { ...nobody, firstName: 'Ana', lastName: 'Li', postalCode: '10001' };
  const fresh = { campaign: null, finishedSteps: [], lead: null, candidate: nobody };
  const s6Visit = (finishedSteps: string[], candidate = nobody) => ({ campaign: 's6', finishedSteps, lead: null, candidate });
  const named = { firstName: 'Ana', lastName: 'Li', zip: '10001' };

  it("sends a step that saves the person, opened as the visit's first page, to the campaign's home, in the page's language with its query", () => {
    expect(stepForMissingPerson(s6, 'indications', 'en', { indicationIds: '101' }, fresh, ctx)).toBe('/signup/s6/home?indicationIds=101');
    expect(stepForMissingPerson(s6, 'phone', 'es', {}, fresh, ctx)).toBe('/signup/es/s6/home');
    expect(stepForMissingPerson(s6, 'healthQuestions', 'en', {}, fresh, ctx)).toBe('/signup/s6/home');
    // Another campaign's visit, whatever person it holds, gives way to a new one of this campaign, which holds none.
    expect(stepForMissingPerson(s6, 'email', 'en', {}, { ...s6Visit(['home', 'postal', 'dob', 'name', 'phone'], { ...ana, phone: '+12125550123' }), campaign: 'ws10' }, ctx)).toBe('/signup/s6/home');
  });

  it('sends a visit that only opened the home, or a link that prefills part of the person, to the home', () => {
    expect(stepForMissingPerson(s6, 'phone', 'en', {}, s6Visit([]), ctx)).toBe('/signup/s6/home');
    expect(stepForMissingPerson(s6, 'phone', 'en', { email: 'ana@example.com' }, fresh, ctx)).toBe('/signup/s6/home?email=ana%40example.com');
    expect(stepForMissingPerson(s6, 'phone', 'en', { firstName: 'Ana', lastName: 'Li' }, fresh, ctx)).toBe('/signup/s6/home?firstName=Ana&lastName=Li');
    // Only the exact names prefill, and only a postal code of the country's pattern.
    expect(stepForMissingPerson(s6, 'phone', 'en', { first_name: 'Ana', last_name: 'Li', zip: '10001' }, fresh, ctx)).toBe('/signup/s6/home?first_name=Ana&last_name=Li&zip=10001');
    expect(stepForMissingPerson(s6, 'phone', 'en', { ...named, zip: '1000' }, fresh, ctx)).toBe('/signup/s6/home?firstName=Ana&lastName=Li&zip=1000');
  });

  it('sends a visit that went through the home but not a step that asks what is missing to the first such step', () => {
    expect(stepForMissingPerson(s6, 'phone', 'en', {}, s6Visit(['home']), ctx)).toBe('/signup/s6/postal');
    expect(stepForMissingPerson(s6, 'phone', 'en', {}, s6Visit(['home', 'postal'], { ...nobody, postalCode: '10001' }), ctx)).toBe('/signup/s6/name');
    // Only steps before it: the email step asks nothing the save lacks, and its phone is asked on the step before.
    expect(stepForMissingPerson(s6, 'email', 'en', {}, s6Visit(['home', 'postal', 'dob', 'name'], ana), ctx)).toBe('/signup/s6/phone');
  });

  it("lets the step show when the tab's person, the link's prefill and the step's own questions give the save all it needs", () => {
    expect(stepForMissingPerson(s6, 'phone', 'en', {}, s6Visit(['home', 'postal', 'dob', 'name'], ana), ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'email', 'en', {}, s6Visit(['home', 'postal', 'dob', 'name', 'phone'], { ...ana, phone: '+12125550123' }), ctx)).toBeNull();
    // The prefill adds to the person the tab holds: a name and a phone from the link, the postal code from the visit.
    const postalOnly = s6Visit(['postal'], { ...nobody, postalCode: '10001' });
    expect(stepForMissingPerson(s6, 'phone', 'en', { firstName: 'Ana', lastName: 'Li' }, postalOnly, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'email', 'en', { firstName: 'Ana', lastName: 'Li', phone: '2125550123' }, postalOnly, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'email', 'en', { firstName: 'Ana', lastName: 'Li', phone: '123' }, postalOnly, ctx)).toBe('/signup/s6/home?firstName=Ana&lastName=Li&phone=123');
    // The same postal code again from the link is the one the visit checked.
    expect(stepForMissingPerson(s6, 'phone', 'en', named, postalOnly, ctx)).toBeNull();
  });

  it("counts no postal code that the link alone gives: one of the right shape may be a place that does not exist, which a step's check refuses", () => {
    expect(stepForMissingPerson(s6, 'phone', 'en', named, fresh, ctx)).toBe('/signup/s6/home?firstName=Ana&lastName=Li&zip=10001');
    expect(stepForMissingPerson(s6, 'email', 'en', { ...named, zip: '00000', phone: '2125550123' }, fresh, ctx)).toBe('/signup/s6/home?firstName=Ana&lastName=Li&zip=00000&phone=2125550123');
    // A visit past its home goes to the step that checks it. Past that step too, there is nowhere left to send it.
    const named4 = s6Visit(['home', 'dob', 'name'], { ...ana, postalCode: null });
    expect(stepForMissingPerson(s6, 'phone', 'en', { zip: '10001' }, named4, ctx)).toBe('/signup/s6/postal?zip=10001');
    expect(stepForMissingPerson(s6, 'phone', 'en', { zip: '02115' }, s6Visit(['home', 'postal', 'dob', 'name'], ana), ctx)).toBeNull();
  });

  it('lets the step show with a lead, a temporary link, a step that saves nothing, the home, and when no unfinished step asks what is missing', () => {
    expect(stepForMissingPerson(s6, 'healthQuestions', 'en', {}, { ...fresh, lead: { id: 'l1', token: 't' } }, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'phone', 'en', { slug: 'abc' }, fresh, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'postal', 'en', {}, fresh, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'thankyou', 'en', {}, fresh, ctx)).toBeNull();
    expect(stepForMissingPerson(s6, 'home', 'en', {}, fresh, ctx)).toBeNull();
    // The home is where a visit begins, though it saves the person (a one-page screener's).
    const savingHome = { ...s6, steps: { ...s6.steps, home: { ...s6.steps.home!, saveSubject: true } } };
    expect(stepForMissingPerson(savingHome, 'home', 'en', {}, fresh, ctx)).toBeNull();
    // What only a later step asks: going there would only bring the visitor here again.
    const savingName = { ...s6, steps: { ...s6.steps, name: { ...s6.steps.name!, saveSubject: true } } };
    expect(stepForMissingPerson(savingName, 'name', 'en', {}, s6Visit(['home', 'postal', 'dob'], { ...nobody, postalCode: '10001' }), ctx)).toBeNull();
    expect(stepForMissingPerson(savingName, 'name', 'en', {}, s6Visit(['home', 'dob']), ctx)).toBe('/signup/s6/postal');
    // A branch that passed the postal step by: sending the visitor back could only bring them here again.
    expect(stepForMissingPerson(s6, 'phone', 'en', {}, s6Visit(['home', 'postal', 'dob', 'name'], { ...ana, postalCode: null }), ctx)).toBeNull();
  });
});
