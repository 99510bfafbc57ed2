import { describe, expect, it } from 'vitest';
import { buildErrorContext } from './context.ts';
import type { Campaign } from '../../engine/campaign.ts';

// Just what the context reads of a campaign: its flow type and its steps' paths.
const s6 = { name: 's6', flowType: 'signup', steps: { home: { path: 'home' }, postal: { path: 'postal' }, dob: { path: 'dob' }, healthQuestions: { path: 'health-questions' } } } as unknown as Campaign;
// The campaigns whose documents the page has: s6 alone.
const campaigns = { loaded: (name: string) => (name === 's6' ? s6 : undefined) };

describe('buildErrorContext', () => {
  it('carries the campaign, its flow type, the page and the trail as step paths', () => {
    const context = buildErrorContext({ campaigns, campaignName: 's6', trail: ['home', 'postal', 'healthQuestions'], leadLpParamId: 'lp-1', pathname: '/signup/es/s6/health-questions', search: '' });
    expect(context).toEqual({
      campaign: 's6', flow: 'signup', page: '/signup/es/s6/health-questions', pageHistory: ['home', 'postal', 'health-questions'],
      query: {}, leadLpParamId: 'lp-1', locale: 'es',
    });
  });

  it('keeps the public query parameters and drops the personal ones', () => {
    const context = buildErrorContext({ campaigns, campaignName: 's6', trail: [], leadLpParamId: null, pathname: '/signup/s6/home', search: '?cid=abc&zip=10001&firstName=Ana&email=ana%40example.com&studyId=1001&phone=2125550123&dob=1980-04-12' });
    expect(context.query).toEqual({ cid: 'abc', studyId: '1001' });
  });

  it('scrubs personal data that arrives in another parameter or in the path', () => {
    const context = buildErrorContext({ campaigns, campaignName: null, trail: [], leadLpParamId: null, pathname: '/signup/ana@example.com', search: '?cid=ana%40example.com&utm_source=call+212-555-0123' });
    expect(context.page).toBe('/signup/[email]');
    expect(context.query).toEqual({ cid: '[email]', utm_source: 'call [number]' });
    expect(context.campaign).toBeNull();
    expect(context.flow).toBeNull();
  });

  it('stays within the request schema\'s limits', () => {
    const trail = Array.from({ length: 80 }, (_, i) => (i % 2 ? 'home' : 'postal'));
    const search = `?${Array.from({ length: 60 }, (_, i) => `k${i}=${'v'.repeat(500)}`).join('&')}`;
    const context = buildErrorContext({ campaigns, campaignName: 's6', trail, leadLpParamId: null, pathname: `/signup/${'x'.repeat(400)}`, search, userAgent: 'U'.repeat(400) });
    expect(context.pageHistory).toHaveLength(50);
    expect(Object.keys(context.query)).toHaveLength(40);
    expect(Object.values(context.query).every((v) => v?.length === 300)).toBe(true);
    expect(context.page).toHaveLength(300);
    expect(context.userAgent).toHaveLength(300);
  });
});
