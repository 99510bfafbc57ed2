import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from './endpoints.ts';
import { ENDPOINT_SCHEMAS, PARAM_SCHEMAS } from './endpointSchemas.ts';

describe('endpointPath', () => {
  it('fills each parameter, encoded, so a value cannot change the path', () => {
    expect(endpointPath(ENDPOINTS.bookSite, { studySiteId: 12 })).toBe('/api/site-scheduling/12/booking');
    expect(endpointPath(ENDPOINTS.eSignStatus, { id: '../leads' })).toBe('/api/esign/sessions/..%2Fleads');
    expect(endpointPath(ENDPOINTS.health)).toBe('/api/health');
  });

  it('refuses a path parameter left out or empty rather than call a different route', () => {
    expect(() => endpointPath(ENDPOINTS.changeLead, {})).toThrow('/api/leads/:id: no value for :id');
    expect(() => endpointPath(ENDPOINTS.changeLead, { id: '' })).toThrow('no value for :id');
  });
});

describe('the endpoint table', () => {
  const specs = Object.entries(ENDPOINTS).map(([name, route]) => ({ ...route, ...(ENDPOINT_SCHEMAS[name as keyof typeof ENDPOINTS] as { params?: Record<string, string> }) }));

  it('has one endpoint per method and path, each under /api/', () => {
    const keys = specs.map((s) => `${s.method} ${s.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const spec of specs) expect(spec.path).toMatch(/^\/api\//);
  });

  it('declares exactly the parameters each path has, each of a known kind', () => {
    for (const spec of specs) {
      const inPath = [...spec.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      expect(Object.keys(spec.params ?? {})).toEqual(inPath);
      for (const kind of Object.values(spec.params ?? {})) expect(Object.keys(PARAM_SCHEMAS)).toContain(kind);
    }
  });
});
