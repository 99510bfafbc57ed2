/**
 * Every endpoint of our API, once: method, path, parameters, and the schemas (schemas/api/, by $id) of what it takes
 * and answers. The server registers its routes from this table (src/server/routes/endpoint.ts), the browser calls by
 * an endpoint's name with types taken from it (src/app/api/client.ts), and the OpenAPI document served at
 * /api/openapi.json is generated from the same routes, so the three cannot drift apart.
 */
import type { ApiSchemaTypes } from '../../generated/api/schemaTypes.ts';

export type SchemaId = keyof ApiSchemaTypes;

/** What a path parameter holds: a database id, a random uuid, or a recording session's id. */
export type ParamKind = 'databaseId' | 'uuid' | 'recordingSessionId';

/** Headers an endpoint reads beyond CSRF, named here so the document tells callers of them. */
export type EndpointHeader = 'x-lead-token' | 'idempotency-key' | 'x-esign-secret';

export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  summary: string;
  tag: EndpointTag;
  params?: Readonly<Record<string, ParamKind>>;
  query?: SchemaId;
  body?: SchemaId;
  /** The JSON answer's schema; without one the endpoint answers `produces` or nothing (204). */
  response?: SchemaId;
  /** A non-JSON answer's media type. */
  produces?: 'text/calendar' | 'text/plain' | 'image/gif' | 'application/json';
  /** Answers that are not errors of the usual shape (health's 503 carries the health report). */
  errorResponses?: Readonly<Partial<Record<'503', SchemaId>>>;
  headers?: readonly EndpointHeader[];
}

export const ENDPOINT_TAGS = {
  system: 'Health, the CSRF token and this document',
  visit: 'What a visit needs to start: its payload and the condition catalogue',
  leads: 'Leads, their consents and surveys',
  screening: 'Study criteria, screenings and nearby sites',
  search: 'Study search and direct offers',
  scheduling: 'Availability and bookings',
  esign: 'The built-in e-signature provider',
  checks: 'Postal code and call-now checks',
  tracking: 'Tracked actions and browser error reports',
  relay: 'The prefilled-lead relay',
  integrations: 'Third-party integrations',
  recordings: 'Session recording and the studio\'s replay',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health', tag: 'system', summary: 'Whether the server and its database answer', response: 'health.response', errorResponses: { 503: 'health.response' } },
  csrfToken: { method: 'GET', path: '/api/csrf', tag: 'system', summary: 'A CSRF token for the x-csrf-token header of every POST and PUT', response: 'csrf.response' },
  openApiDocument: { method: 'GET', path: '/api/openapi.json', tag: 'system', summary: 'This document (OpenAPI 3.1)', produces: 'application/json' },

  initialPayload: { method: 'GET', path: '/api/initial_payload', tag: 'visit', summary: "A visit's brand, study, indication and settings", query: 'initial-payload.query', response: 'initial-payload.response' },
  conditionCategories: { method: 'GET', path: '/api/indication_categories', tag: 'visit', summary: 'The conditions a visitor can pick, by category', query: 'indication-categories.query', response: 'indication-categories.response' },

  createLead: { method: 'POST', path: '/api/leads', tag: 'leads', summary: 'Save a new lead with the consents given so far', body: 'lead-save.request', response: 'lead-save.response', headers: ['idempotency-key'] },
  changeLead: { method: 'PUT', path: '/api/leads/:id', tag: 'leads', summary: 'Change a lead (its token proves it)', params: { id: 'uuid' }, body: 'lead-save.request', response: 'lead-save.response', headers: ['x-lead-token', 'idempotency-key'] },
  addConsents: { method: 'POST', path: '/api/leads/:id/consents', tag: 'leads', summary: 'Add consents to a lead, stored with the words shown', params: { id: 'uuid' }, body: 'consent-send.request', response: 'consent-send.response', headers: ['x-lead-token', 'idempotency-key'] },
  addSurvey: { method: 'POST', path: '/api/leads/:id/survey', tag: 'leads', summary: "Add the health questionnaire's answers to a lead", params: { id: 'uuid' }, body: 'survey-save.request', response: 'lead-save.response', headers: ['x-lead-token', 'idempotency-key'] },

  studyCriteria: { method: 'GET', path: '/api/studies/:id/criteria', tag: 'screening', summary: "A study's eligibility questions", params: { id: 'databaseId' }, query: 'criteria.query', response: 'criteria.response' },
  nearbySites: { method: 'POST', path: '/api/sites/nearby', tag: 'screening', summary: "A study's sites near a postal code", body: 'nearby-sites.request', response: 'nearby-sites.response' },
  screen: { method: 'POST', path: '/api/screenings', tag: 'screening', summary: 'Screen answers against a study; the server decides the verdict', body: 'screening.request', response: 'screening.response', headers: ['x-lead-token'] },

  searchStudies: { method: 'POST', path: '/api/studies/search', tag: 'search', summary: 'Studies for conditions near a postal code', body: 'study-search.request', response: 'study-search.response', headers: ['x-lead-token'] },
  offers: { method: 'POST', path: '/api/offers', tag: 'search', summary: 'Direct offers for a country and postal code', body: 'offers.request', response: 'offers.response' },

  coordinatorAvailability: { method: 'GET', path: '/api/scheduling/availability', tag: 'scheduling', summary: "The coordinators' free slots for a secondary screening", query: 'availability.query', response: 'availability.response' },
  siteAvailability: { method: 'GET', path: '/api/site-scheduling/:studySiteId/availability', tag: 'scheduling', summary: "A study site's free slots", params: { studySiteId: 'databaseId' }, query: 'availability.query', response: 'availability.response' },
  siteSchedulingStatus: { method: 'GET', path: '/api/site-scheduling/:studySiteId/status', tag: 'scheduling', summary: 'Whether a study site takes bookings', params: { studySiteId: 'databaseId' }, response: 'site-scheduling-status.response' },
  bookingCalendarFile: { method: 'GET', path: '/api/bookings/:id/ics', tag: 'scheduling', summary: "A booking's calendar file", params: { id: 'uuid' }, produces: 'text/calendar' },
  bookSecondaryScreening: { method: 'POST', path: '/api/scheduling/bookings', tag: 'scheduling', summary: "Book a coordinator's call for a lead", body: 'booking.request', response: 'booking.response', headers: ['x-lead-token', 'idempotency-key'] },
  bookSite: { method: 'POST', path: '/api/site-scheduling/:studySiteId/booking', tag: 'scheduling', summary: 'Book an appointment at a study site for a lead', params: { studySiteId: 'databaseId' }, body: 'booking.request', response: 'booking.response', headers: ['x-lead-token', 'idempotency-key'] },

  startESign: { method: 'POST', path: '/api/esign/sessions', tag: 'esign', summary: 'Start a signing session for a lead', body: 'esign-start.request', response: 'esign-start.response', headers: ['x-lead-token'] },
  eSignStatus: { method: 'GET', path: '/api/esign/sessions/:id', tag: 'esign', summary: "A signing session's status and words", params: { id: 'uuid' }, response: 'esign-status.response', headers: ['x-esign-secret', 'x-lead-token'] },
  signESign: { method: 'POST', path: '/api/esign/sessions/:id/sign', tag: 'esign', summary: 'Sign a session', params: { id: 'uuid' }, body: 'esign-sign.request', response: 'esign-sign.response', headers: ['x-esign-secret'] },

  verifyPostalCode: { method: 'POST', path: '/api/postal/verify', tag: 'checks', summary: "Whether a postal code exists in a country", body: 'postal-verify.request', response: 'postal-verify.response' },
  canCallNow: { method: 'POST', path: '/api/can_call_now', tag: 'checks', summary: 'Whether the call centre takes a call now for these conditions', body: 'can-call-now.request', response: 'can-call-now.response' },

  trackActions: { method: 'POST', path: '/api/actions', tag: 'tracking', summary: "Record a visit's actions", body: 'actions.request', response: 'accepted.response' },
  routerLog: { method: 'POST', path: '/api/actions/router_log', tag: 'tracking', summary: 'Record a step the visitor reached', body: 'router-log.request', response: 'accepted.response' },
  redirectDebug: { method: 'POST', path: '/api/redirect_debug', tag: 'tracking', summary: 'Record a request for a flow that does not exist', body: 'redirect-debug.request', response: 'accepted.response' },
  reportClientError: { method: 'POST', path: '/api/errors', tag: 'tracking', summary: "Report an error in the visitor's browser", body: 'client-error.request', response: 'accepted.response' },

  relayPatientInfo: { method: 'POST', path: '/api/relay/patient-info', tag: 'relay', summary: "A relay link's prefilled fields", body: 'relay-patient-info.request', response: 'relay-patient-info.response' },
  relayScreening: { method: 'POST', path: '/api/relay/screening', tag: 'relay', summary: 'Send a stored screening to the relay', body: 'relay-screening.request', response: 'accepted.response' },
  relayIndications: { method: 'POST', path: '/api/relay/indications', tag: 'relay', summary: 'Send chosen conditions to the relay', body: 'relay-indications.request', response: 'accepted.response' },
  relaySites: { method: 'POST', path: '/api/relay/sites', tag: 'relay', summary: "A relay lead's study sites", body: 'relay-sites.request', response: 'nearby-sites.response' },

  integrationSettings: { method: 'GET', path: '/api/integrations', tag: 'integrations', summary: "The page's integration settings", response: 'integrations.response' },
  chatAvailability: { method: 'GET', path: '/api/chat/availability', tag: 'integrations', summary: "Live chat's status as text ('online' or another word)", produces: 'text/plain' },
  partnerPixel: { method: 'GET', path: '/api/pixels/partner', tag: 'integrations', summary: "The built-in partner pixel", query: 'partner-pixel.query', produces: 'image/gif' },
  adSecurityClick: { method: 'POST', path: '/api/ad-security/click', tag: 'integrations', summary: 'Check an ad click', body: 'ad-security-click.request', response: 'ad-security-click.response' },
  adSecurityConversion: { method: 'POST', path: '/api/ad-security/conversion', tag: 'integrations', summary: 'Report a conversion of a checked click', body: 'ad-security-conversion.request' },

  openRecording: { method: 'POST', path: '/api/sr/open', tag: 'recordings', summary: 'Open a session recording for this browser', body: 'recording-open.request', response: 'recording-open.response' },
  uploadRecording: { method: 'POST', path: '/api/sr/new', tag: 'recordings', summary: "Add a batch to this browser's recording", body: 'recording-upload.request', response: 'accepted.response' },
  recordedSessions: { method: 'GET', path: '/api/sr/sessions', tag: 'recordings', summary: 'The recorded sessions (studio only)', response: 'recording-sessions.response' },
  recordedSession: { method: 'GET', path: '/api/sr/sessions/:id', tag: 'recordings', summary: 'One recorded session for replay (studio only)', params: { id: 'recordingSessionId' }, response: 'recording-session.response' },
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
