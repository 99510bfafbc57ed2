/**
 * The OpenAPI document: served at /api/openapi.json, a valid OpenAPI 3.1 document, describing exactly the endpoint
 * table (every route under /api/ registers from it, none by hand), and the same as docs/openapi.json.
 */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { eachDatabase } from './harness.ts';
import { ENDPOINTS, type EndpointName } from '../../src/core/api/endpoints.ts';
import { ENDPOINT_SCHEMAS, type EndpointSchemas } from '../../src/core/api/endpointSchemas.ts';
import { OPENAPI_FILE, openApiFileText } from '../../scripts/openapi.ts';

const routes: RouteOptions[] = [];
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const table = (Object.keys(ENDPOINTS) as EndpointName[]).map((name): [string, typeof ENDPOINTS[EndpointName] & EndpointSchemas] => [name, { ...ENDPOINTS[name], ...ENDPOINT_SCHEMAS[name] }]);

interface Operation { operationId: string; tags: string[]; parameters?: Array<{ in: string; name: string; required?: boolean }>; requestBody?: unknown; security?: unknown; responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }

eachDatabase('OpenAPI document', (h) => {
  it('is served as JSON and is a valid OpenAPI 3.1 document', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every endpoint of the table, by its name, and nothing else', async () => {
    const { paths } = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const described = Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`));
    expect(described.sort()).toEqual(table.map(([name, spec]) => `${spec.method} ${openApiPath(spec.path)} ${name}`).sort());
    const lead = paths['/api/leads/{id}']?.put as Operation;
    expect(lead.tags).toEqual(['leads']);
    expect(lead.parameters?.find((p) => p.in === 'path')).toMatchObject({ name: 'id', required: true });
    expect(lead.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['x-lead-token', 'idempotency-key']);
    expect(lead.security).toEqual([{ csrf: [] }]);
    expect(lead.responses['200']?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/lead-save.response');
    expect(lead.responses['4XX']?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/error.response');
    expect(paths['/api/health']?.get?.security).toBeUndefined();
    expect(Object.keys(paths['/api/bookings/{id}/ics']?.get?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
  });

  it('names each request and answer schema by its $id, as in schemas/api/', async () => {
    const document = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { components: { schemas: Record<string, unknown> } };
    const used = new Set(table.flatMap(([, spec]) => [spec.body, spec.response, spec.query].filter((id): id is NonNullable<typeof id> => id !== undefined)));
    for (const id of used) expect(Object.keys(document.components.schemas)).toContain(id);
  });

  it('matches docs/openapi.json (run npm run openapi after changing an endpoint)', async () => {
    const served = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiFileText(served));
  });

  it('leaves no route under /api/ outside the table', () => {
    // Every database's app registers the same routes, each once.
    const api = routes.filter((r) => String(r.url).startsWith('/api/') && r.method !== 'HEAD').map((r) => `${String(r.method)} ${r.url}`);
    const listed = new Set(table.map(([, spec]) => `${spec.method} ${spec.path}`));
    expect(api.filter((route) => !listed.has(route))).toEqual([]);
    expect(new Set(api).size).toBe(table.length);
    expect(api.length % table.length).toBe(0);
  });
}, {}, { onRoute: (route) => routes.push(route) });
