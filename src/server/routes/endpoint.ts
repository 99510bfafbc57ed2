/**
 * Registers a route from the endpoint table (src/core/api/endpoints.ts): its method, path and schemas come from there,
 * so a handler only says what the endpoint does, and its request and answer are typed by the table.
 */
import type { FastifyInstance, FastifySchema, RouteHandlerMethod, RouteShorthandOptions, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import {
  ENDPOINTS, type EndpointBody, type EndpointName, type EndpointParams, type EndpointQuery, type EndpointResponse, type EndpointRoute,
} from '../../core/api/endpoints.ts';
import { ENDPOINT_DESCRIPTIONS, type EndpointDescription } from '../../core/api/endpointDescriptions.ts';
import { ENDPOINT_SCHEMAS, PARAM_SCHEMAS, type EndpointSchemas } from '../../core/api/endpointSchemas.ts';

type Given<T> = [T] extends [never] ? unknown : T;

export interface EndpointRouteGeneric<N extends EndpointName> {
  Body: Given<EndpointBody<N>>;
  Querystring: Given<EndpointQuery<N>>;
  Params: Given<EndpointParams<N>>;
  Reply: EndpointResponse<N>;
}

export type EndpointHandler<N extends EndpointName> = RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, EndpointRouteGeneric<N>>;

/** Route options the table does not hold: hooks, body limits, per-route rate limits. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema'>;

const REFUSED = { description: 'Refused: `code` says why (a bad request, a missing token, too many requests)', $ref: 'error.response#' };
const FAILED = { description: 'Not done now: the database is away or the server is busy (see Retry-After), or it failed', $ref: 'error.response#' };

/** The route's schema: what Fastify validates and serializes, and what the OpenAPI document describes. */
export function endpointSchema(name: EndpointName): FastifySchema {
  const spec: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  const described: EndpointDescription = ENDPOINT_DESCRIPTIONS[name];
  const schema: FastifySchema & Record<string, unknown> = { operationId: name, summary: described.summary, tags: [described.tag] };
  if (spec.params) {
    schema.params = {
      type: 'object', required: Object.keys(spec.params),
      properties: Object.fromEntries(Object.entries(spec.params).map(([param, kind]) => [param, PARAM_SCHEMAS[kind]])),
    };
  }
  if (spec.query) schema.querystring = { $ref: `${spec.query}#` };
  // Headers are described, not required here: a missing lead token is the handler's 401, never a 400 about headers.
  if (described.headers) schema.headers = { type: 'object', properties: Object.fromEntries(described.headers.map((header) => [header, { type: 'string' }])) };
  if (spec.body) schema.body = { $ref: `${spec.body}#` };
  const answer = spec.response ? { 200: { description: 'Done', $ref: `${spec.response}#` } }
    : spec.produces ? { 200: { description: described.summary, content: { [spec.produces]: { schema: {} } } } }
      : { 204: { description: 'Done; no content', type: 'null' } };
  const special = Object.fromEntries(Object.entries(described.errorResponses ?? {}).map(([status, id]) => [status, { description: 'Unavailable', $ref: `${id}#` }]));
  schema.response = { ...answer, '4xx': REFUSED, '5xx': FAILED, ...special };
  return schema;
}

export function endpoint<N extends EndpointName>(app: FastifyInstance, name: N, options: EndpointOptions, handler: EndpointHandler<N>): void;
export function endpoint<N extends EndpointName>(app: FastifyInstance, name: N, handler: EndpointHandler<N>): void;
export function endpoint<N extends EndpointName>(app: FastifyInstance, name: N, ...rest: [EndpointOptions, EndpointHandler<N>] | [EndpointHandler<N>]): void {
  const [options, handler] = rest.length === 2 ? rest : [{}, rest[0]];
  const route: EndpointRoute = ENDPOINTS[name];
  app.route<EndpointRouteGeneric<N>>({ ...options, method: route.method, url: route.path, schema: endpointSchema(name), handler });
}
