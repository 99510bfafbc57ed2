/**
 * What each endpoint of the table (endpoints.ts) takes and answers: its path parameters and the schemas (schemas/api/,
 * by $id) of its query, body and JSON answer, or the media type of another answer. The server builds each route's
 * schema from this; the page takes only the types (endpoints.ts), so none of it is in the pages' scripts.
 */
import type { ApiSchemaTypes } from '../../generated/api/schemaTypes.ts';
import type { EndpointName } from './endpoints.ts';

export type SchemaId = keyof ApiSchemaTypes;

/** What a path parameter holds: a database id, a random uuid, or a recording session's id. */
export type ParamKind = 'databaseId' | 'uuid' | 'recordingSessionId';

export interface EndpointSchemas {
  params?: Readonly<Record<string, ParamKind>>;
  query?: SchemaId;
  body?: SchemaId;
  /** The JSON answer's schema; without one the endpoint answers `produces` or nothing (204). */
  response?: SchemaId;
  /** A non-JSON answer's media type. */
  produces?: 'text/calendar' | 'text/plain' | 'image/gif' | 'application/json';
}

export const ENDPOINT_SCHEMAS = {
  health: { response: 'health.response' },
  csrfToken: { response: 'csrf.response' },
  openApiDocument: { produces: 'application/json' },

  initialPayload: { query: 'initial-payload.query', response: 'initial-payload.response' },
  conditionCategories: { query: 'indication-categories.query', response: 'indication-categories.response' },

  createLead: { body: 'lead-save.request', response: 'lead-save.response' },
  changeLead: { params: { id: 'uuid' }, body: 'lead-save.request', response: 'lead-save.response' },
  addConsents: { params: { id: 'uuid' }, body: 'consent-send.request', response: 'consent-send.response' },
  addSurvey: { params: { id: 'uuid' }, body: 'survey-save.request', response: 'lead-save.response' },

  studyCriteria: { params: { id: 'databaseId' }, query: 'criteria.query', response: 'criteria.response' },
  nearbySites: { body: 'nearby-sites.request', response: 'nearby-sites.response' },
  screen: { body: 'screening.request', response: 'screening.response' },

  searchStudies: { body: 'study-search.request', response: 'study-search.response' },
  offers: { body: 'offers.request', response: 'offers.response' },

  coordinatorAvailability: { query: 'availability.query', response: 'availability.response' },
  siteAvailability: { params: { studySiteId: 'databaseId' }, query: 'availability.query', response: 'availability.response' },
  siteSchedulingStatus: { params: { studySiteId: 'databaseId' }, response: 'site-scheduling-status.response' },
  bookingCalendarFile: { params: { id: 'uuid' }, query: 'calendar-file.query', produces: 'text/calendar' },
  bookSecondaryScreening: { body: 'booking.request', response: 'booking.response' },
  bookSite: { params: { studySiteId: 'databaseId' }, body: 'booking.request', response: 'booking.response' },

  startESign: { body: 'esign-start.request', response: 'esign-start.response' },
  eSignStatus: { params: { id: 'uuid' }, response: 'esign-status.response' },
  signESign: { params: { id: 'uuid' }, body: 'esign-sign.request', response: 'esign-sign.response' },

  verifyPostalCode: { body: 'postal-verify.request', response: 'postal-verify.response' },
  canCallNow: { body: 'can-call-now.request', response: 'can-call-now.response' },

  trackActions: { body: 'actions.request', response: 'accepted.response' },
  routerLog: { body: 'router-log.request', response: 'accepted.response' },
  redirectDebug: { body: 'redirect-debug.request', response: 'accepted.response' },
  reportClientError: { body: 'client-error.request', response: 'accepted.response' },

  relayPatientInfo: { body: 'relay-patient-info.request', response: 'relay-patient-info.response' },
  relayScreening: { body: 'relay-screening.request', response: 'accepted.response' },
  relayIndications: { body: 'relay-indications.request', response: 'accepted.response' },
  relaySites: { body: 'relay-sites.request', response: 'nearby-sites.response' },

  integrationSettings: { response: 'integrations.response' },
  chatAvailability: { produces: 'text/plain' },
  partnerPixel: { query: 'partner-pixel.query', produces: 'image/gif' },
  adSecurityClick: { body: 'ad-security-click.request', response: 'ad-security-click.response' },
  adSecurityConversion: { body: 'ad-security-conversion.request' },

  openRecording: { body: 'recording-open.request', response: 'recording-open.response' },
  uploadRecording: { body: 'recording-upload.request', response: 'accepted.response' },
  recordedSessions: { response: 'recording-sessions.response' },
  recordedSession: { params: { id: 'recordingSessionId' }, response: 'recording-session.response' },
} as const satisfies Record<EndpointName, EndpointSchemas>;

/** The JSON schema of a path parameter. */
export const PARAM_SCHEMAS: Readonly<Record<ParamKind, Record<string, unknown>>> = {
  databaseId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  uuid: { type: 'string', format: 'uuid' },
  recordingSessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
};
