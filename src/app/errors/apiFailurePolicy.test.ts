import { describe, expect, it } from 'vitest';
import { apiFailureReport, routeOf } from './apiFailurePolicy.ts';

describe('routeOf', () => {
  it('drops the query and replaces ids', () => {
    expect(routeOf('/api/initial_payload?signup=s6&cid=abc')).toBe('/api/initial_payload');
    expect(routeOf('/api/leads/6f1c2b1e-7a0d-4c55-9a7e-2f1f0e6b9d11/consents')).toBe('/api/leads/:id/consents');
    expect(routeOf('/api/studies/1001/criteria?locale=en')).toBe('/api/studies/:id/criteria');
  });
});

describe('apiFailureReport', () => {
  it('reports a server fault as an error', () => {
    expect(apiFailureReport({ method: 'POST', path: '/api/leads', status: 503, code: 'INTERNAL_ERROR' })).toEqual({
      severity: 'error', message: 'API POST /api/leads answered 503', details: { method: 'POST', route: '/api/leads', status: 503, apiCode: 'INTERNAL_ERROR' },
    });
  });

  it('reports a refusal the visitor is not told about as a warning', () => {
    expect(apiFailureReport({ method: 'POST', path: '/api/screenings', status: 400, code: 'FST_ERR_VALIDATION' })?.severity).toBe('warning');
    expect(apiFailureReport({ method: 'GET', path: '/api/studies/9/criteria', status: 404, code: 'STUDY_NOT_FOUND' })?.message).toBe('API GET /api/studies/:id/criteria refused with 404 STUDY_NOT_FOUND');
  });

  it('leaves out what the page explains, what is retried and the network being down', () => {
    expect(apiFailureReport({ method: 'POST', path: '/api/leads', status: 400, code: 'INVALID_LEAD' })).toBeNull();
    expect(apiFailureReport({ method: 'POST', path: '/api/scheduling/bookings', status: 409, code: 'SLOT_TAKEN' })).toBeNull();
    expect(apiFailureReport({ method: 'POST', path: '/api/leads', status: 429, code: 'FST_ERR_RATE_LIMIT' })).toBeNull();
    expect(apiFailureReport({ method: 'POST', path: '/api/leads', status: 403, code: 'FST_CSRF_INVALID_TOKEN' })).toBeNull();
    expect(apiFailureReport({ method: 'GET', path: '/api/initial_payload', status: 0, code: 'NETWORK' })).toBeNull();
  });

  it('never reports the reporter\'s own call', () => {
    expect(apiFailureReport({ method: 'POST', path: '/api/errors', status: 500, code: 'INTERNAL_ERROR' })).toBeNull();
  });
});
