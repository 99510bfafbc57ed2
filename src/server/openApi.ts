/**
 * The API's OpenAPI 3.1 document, built by @fastify/swagger from the routes as they register (their schemas come
 * from the endpoint table, src/core/api/endpoints.ts) and served at /api/openapi.json. Shared schemas keep their $id
 * as their name under components, so the document reads like schemas/api/.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ENDPOINT_TAGS } from '../core/api/endpointDescriptions.ts';

export const API_VERSION = '1';

export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trial Signup API',
        version: API_VERSION,
        description: 'Every POST and PUT carries the x-csrf-token header from GET /api/csrf and the cookie that came with it. '
          + 'Errors answer { statusCode, code, message } with the code the product specification names.',
      },
      tags: Object.entries(ENDPOINT_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' } },
      },
    },
    // Only the table's endpoints are described (each has a tag); the pages of the single-page app are not API.
    hideUntagged: true,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `schema-${i}`) },
    transform: ({ schema, url, route }) => {
      const writes = route.method === 'POST' || route.method === 'PUT';
      return { url, schema: writes ? { ...schema, security: [{ csrf: [] }] } as typeof schema : schema };
    },
  };
}
