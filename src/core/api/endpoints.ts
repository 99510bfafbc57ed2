/**
 * Every endpoint of our API, by name: method and path here, parameters and the schemas (schemas/api/, by $id) of what it takes
 * and answers. The server registers its routes from this table (src/server/routes/endpoint.ts), the browser calls by
 * an endpoint's name with types taken from it (src/app/api/client.ts), and the OpenAPI document served at
 * /api/openapi.json is generated from the same routes, so the three cannot drift apart. The page needs only where an
 * endpoint is (here); what it takes and answers (endpointSchemas.ts: the types come from there) and how the document
 * describes it (endpointDescriptions.ts) stay out of the pages' scripts. All three are keyed by the same names.
 */
import type { ApiSchemaTypes } from '../../generated/api/schemaTypes.ts';
import type { ENDPOINT_SCHEMAS, ParamKind, SchemaId } from './endpointSchemas.ts';

/** Where an endpoint is: all the page needs to call it. */
export interface EndpointRoute {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}


export const ENDPOINTS = {
  health: { method: 'GET', path: '/api/health' },
  csrfToken: { method: 'GET', path: '/api/csrf' },
  openApiDocument: { method: 'GET', path: '/api/openapi.json' },

  initialPayload: { method: 'GET', path: '/api/initial_payload' },
  conditionCategories: { method: 'GET', path: '/api/indication_categories' },

  createLead: { method: 'POST', path: '/api/leads' },
  changeLead: { method: 'PUT', path: '/api/leads/:id' },
  addConsents: { method: 'POST', path: '/api/leads/:id/consents' },
  addSurvey: { method: 'POST', path: '/api/leads/:id/survey' },

  studyCriteria: { method: 'GET', path: '/api/studies/:id/criteria' },
  nearbySites: { method: 'POST', path: '/api/sites/nearby' },
  screen: { method: 'POST', path: '/api/screenings' },

  searchStudies: { method: 'POST', path: '/api/studies/search' },
  offers: { method: 'POST', path: '/api/offers' },

  coordinatorAvailability: { method: 'GET', path: '/api/scheduling/availability' },
  siteAvailability: { method: 'GET', path: '/api/site-scheduling/:studySiteId/availability' },
  siteSchedulingStatus: { method: 'GET', path: '/api/site-scheduling/:studySiteId/status' },
  bookingCalendarFile: { method: 'GET', path: '/api/bookings/:id/ics' },
  bookSecondaryScreening: { method: 'POST', path: '/api/scheduling/bookings' },
  bookSite: { method: 'POST', path: '/api/site-scheduling/:studySiteId/booking' },

  startESign: { method: 'POST', path: '/api/esign/sessions' },
  eSignStatus: { method: 'GET', path: '/api/esign/sessions/:id' },
  signESign: { method: 'POST', path: '/api/esign/sessions/:id/sign' },

  verifyPostalCode: { method: 'POST', path: '/api/postal/verify' },
  canCallNow: { method: 'POST', path: '/api/can_call_now' },

  trackActions: { method: 'POST', path: '/api/actions' },
  routerLog: { method: 'POST', path: '/api/actions/router_log' },
  redirectDebug: { method: 'POST', path: '/api/redirect_debug' },
  reportClientError: { method: 'POST', path: '/api/errors' },

  relayPatientInfo: { method: 'POST', path: '/api/relay/patient-info' },
  relayScreening: { method: 'POST', path: '/api/relay/screening' },
  relayIndications: { method: 'POST', path: '/api/relay/indications' },
  relaySites: { method: 'POST', path: '/api/relay/sites' },

  integrationSettings: { method: 'GET', path: '/api/integrations' },
  chatAvailability: { method: 'GET', path: '/api/chat/availability' },
  partnerPixel: { method: 'GET', path: '/api/pixels/partner' },
  adSecurityClick: { method: 'POST', path: '/api/ad-security/click' },
  adSecurityConversion: { method: 'POST', path: '/api/ad-security/conversion' },

  openRecording: { method: 'POST', path: '/api/sr/open' },
  uploadRecording: { method: 'POST', path: '/api/sr/new' },
  recordedSessions: { method: 'GET', path: '/api/sr/sessions' },
  recordedSession: { method: 'GET', path: '/api/sr/sessions/:id' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINTS;
type Spec<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];

type ParamValue<K extends ParamKind> = K extends 'databaseId' ? number : string;

/** The path parameters of endpoint N, typed; never when its path has none. */
export type EndpointParams<N extends EndpointName> = Spec<N> extends { params: infer P extends Readonly<Record<string, ParamKind>> }
  ? { -readonly [K in keyof P]: ParamValue<P[K]> } : never;
export type EndpointQuery<N extends EndpointName> = Spec<N> extends { query: infer S extends SchemaId } ? ApiSchemaTypes[S] : never;
export type EndpointBody<N extends EndpointName> = Spec<N> extends { body: infer S extends SchemaId } ? ApiSchemaTypes[S] : never;
/** What endpoint N answers: its JSON, the text of a non-JSON answer, or nothing. */
export type EndpointResponse<N extends EndpointName> = Spec<N> extends { response: infer S extends SchemaId } ? ApiSchemaTypes[S]
  : Spec<N> extends { produces: string } ? string | Uint8Array : void;


/** The endpoint's path with its parameters filled in, each one encoded so a value can never change the path's shape. */
export function endpointPath(spec: Pick<EndpointRoute, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return spec.path.replace(/:([A-Za-z]+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${spec.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
