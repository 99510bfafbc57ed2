/**
 * Every endpoint of our API, once: method, path, parameters, and the schemas (schemas/api/, by $id) of what it takes
 * and answers. The server registers its routes from this table (src/server/routes/endpoint.ts), the browser calls by
 * an endpoint's name with types taken from it (src/app/api/client.ts), and the OpenAPI document served at
 * /api/openapi.json is generated from the same routes, so the three cannot drift apart. What only the server and the
 * document need (tags, summaries, headers) is in endpointDescriptions.ts, out of the pages' scripts.
 */
import type { ApiSchemaTypes } from '../../generated/api/schemaTypes.ts';

export type SchemaId = keyof ApiSchemaTypes;

/** What a path parameter holds: a database id, a random uuid, or a recording session's id. */
export type ParamKind = 'databaseId' | 'uuid' | 'recordingSessionId';

export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  params?: Readonly<Record<string, ParamKind>>;
  query?: SchemaId;
  body?: SchemaId;
  /** The JSON answer's schema; without one the endpoint answers `produces` or nothing (204). */
  response?: SchemaId;
  /** A non-JSON answer's media type. */
  produces?: 'text/calendar' | 'text/plain' | 'image/gif' | 'application/json';
}


export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', response: 'health.response' },
  csrfToken: { method: 'GET', path: '/api/csrf', response: 'csrf.response' },
  openApiDocument: { method: 'GET', path: '/api/openapi.json', produces: 'application/json' },

  initialPayload: { method: 'GET', path: '/api/initial_payload', query: 'initial-payload.query', response: 'initial-payload.response' },
  conditionCategories: { method: 'GET', path: '/api/indication_categories', query: 'indication-categories.query', response: 'indication-categories.response' },

  createLead: { method: 'POST', path: '/api/leads', body: 'lead-save.request', response: 'lead-save.response' },
  changeLead: { method: 'PUT', path: '/api/leads/:id', params: { id: 'uuid' }, body: 'lead-save.request', response: 'lead-save.response' },
  addConsents: { method: 'POST', path: '/api/leads/:id/consents', params: { id: 'uuid' }, body: 'consent-send.request', response: 'consent-send.response' },
  addSurvey: { method: 'POST', path: '/api/leads/:id/survey', params: { id: 'uuid' }, body: 'survey-save.request', response: 'lead-save.response' },

  studyCriteria: { method: 'GET', path: '/api/studies/:id/criteria', params: { id: 'databaseId' }, query: 'criteria.query', response: 'criteria.response' },
  nearbySites: { method: 'POST', path: '/api/sites/nearby', body: 'nearby-sites.request', response: 'nearby-sites.response' },
  screen: { method: 'POST', path: '/api/screenings', body: 'screening.request', response: 'screening.response' },

  searchStudies: { method: 'POST', path: '/api/studies/search', body: 'study-search.request', response: 'study-search.response' },
  offers: { method: 'POST', path: '/api/offers', body: 'offers.request', response: 'offers.response' },

  coordinatorAvailability: { method: 'GET', path: '/api/scheduling/availability', query: 'availability.query', response: 'availability.response' },
  siteAvailability: { method: 'GET', path: '/api/site-scheduling/:studySiteId/availability', params: { studySiteId: 'databaseId' }, query: 'availability.query', response: 'availability.response' },
  siteSchedulingStatus: { method: 'GET', path: '/api/site-scheduling/:studySiteId/status', params: { studySiteId: 'databaseId' }, response: 'site-scheduling-status.response' },
  bookingCalendarFile: { method: 'GET', path: '/api/bookings/:id/ics', params: { id: 'uuid' }, produces: 'text/calendar' },
  bookSecondaryScreening: { method: 'POST', path: '/api/scheduling/bookings', body: 'booking.request', response: 'booking.response' },
  bookSite: { method: 'POST', path: '/api/site-scheduling/:studySiteId/booking', params: { studySiteId: 'databaseId' }, body: 'booking.request', response: 'booking.response' },

  startESign: { method: 'POST', path: '/api/esign/sessions', body: 'esign-start.request', response: 'esign-start.response' },
  eSignStatus: { method: 'GET', path: '/api/esign/sessions/:id', params: { id: 'uuid' }, response: 'esign-status.response' },
  signESign: { method: 'POST', path: '/api/esign/sessions/:id/sign', params: { id: 'uuid' }, body: 'esign-sign.request', response: 'esign-sign.response' },

  verifyPostalCode: { method: 'POST', path: '/api/postal/verify', body: 'postal-verify.request', response: 'postal-verify.response' },
  canCallNow: { method: 'POST', path: '/api/can_call_now', body: 'can-call-now.request', response: 'can-call-now.response' },

  trackActions: { method: 'POST', path: '/api/actions', body: 'actions.request', response: 'accepted.response' },
  routerLog: { method: 'POST', path: '/api/actions/router_log', body: 'router-log.request', response: 'accepted.response' },
  redirectDebug: { method: 'POST', path: '/api/redirect_debug', body: 'redirect-debug.request', response: 'accepted.response' },
  reportClientError: { method: 'POST', path: '/api/errors', body: 'client-error.request', response: 'accepted.response' },

  relayPatientInfo: { method: 'POST', path: '/api/relay/patient-info', body: 'relay-patient-info.request', response: 'relay-patient-info.response' },
  relayScreening: { method: 'POST', path: '/api/relay/screening', body: 'relay-screening.request', response: 'accepted.response' },
  relayIndications: { method: 'POST', path: '/api/relay/indications', body: 'relay-indications.request', response: 'accepted.response' },
  relaySites: { method: 'POST', path: '/api/relay/sites', body: 'relay-sites.request', response: 'nearby-sites.response' },

  integrationSettings: { method: 'GET', path: '/api/integrations', response: 'integrations.response' },
  chatAvailability: { method: 'GET', path: '/api/chat/availability', produces: 'text/plain' },
  partnerPixel: { method: 'GET', path: '/api/pixels/partner', query: 'partner-pixel.query', produces: 'image/gif' },
  adSecurityClick: { method: 'POST', path: '/api/ad-security/click', body: 'ad-security-click.request', response: 'ad-security-click.response' },
  adSecurityConversion: { method: 'POST', path: '/api/ad-security/conversion', body: 'ad-security-conversion.request' },

  openRecording: { method: 'POST', path: '/api/sr/open', body: 'recording-open.request', response: 'recording-open.response' },
  uploadRecording: { method: 'POST', path: '/api/sr/new', body: 'recording-upload.request', response: 'accepted.response' },
  recordedSessions: { method: 'GET', path: '/api/sr/sessions', response: 'recording-sessions.response' },
  recordedSession: { method: 'GET', path: '/api/sr/sessions/:id', params: { id: 'recordingSessionId' }, response: 'recording-session.response' },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;
type Spec<N extends EndpointName> = (typeof ENDPOINTS)[N];

type ParamValue<K extends ParamKind> = K extends 'databaseId' ? number : string;

/** The path parameters of endpoint N, typed; never when its path has none. */
export type EndpointParams<N extends EndpointName> = Spec<N> extends { params: infer P extends Readonly<Record<string, ParamKind>> }
  ? { -readonly [K in keyof P]: ParamValue<P[K]> } : never;
export type EndpointQuery<N extends EndpointName> = Spec<N> extends { query: infer S extends SchemaId } ? ApiSchemaTypes[S] : never;
export type EndpointBody<N extends EndpointName> = Spec<N> extends { body: infer S extends SchemaId } ? ApiSchemaTypes[S] : never;
/** What endpoint N answers: its JSON, the text of a non-JSON answer, or nothing. */
export type EndpointResponse<N extends EndpointName> = Spec<N> extends { response: infer S extends SchemaId } ? ApiSchemaTypes[S]
  : Spec<N> extends { produces: string } ? string | Uint8Array : void;

/** The JSON schema of a path parameter. */
export const PARAM_SCHEMAS: Readonly<Record<ParamKind, Record<string, unknown>>> = {
  databaseId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  uuid: { type: 'string', format: 'uuid' },
  recordingSessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
};

/** The endpoint's path with its parameters filled in, each one encoded so a value can never change the path's shape. */
export function endpointPath(spec: Pick<EndpointSpec, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return spec.path.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${spec.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
