/**
 * What the server adds to each endpoint of the table (endpoints.ts) for the OpenAPI document: its tag and summary,
 * the headers it reads beyond CSRF, and answers that are not errors of the usual shape. Apart from the table so the
 * pages, which call the endpoints, do not download these words.
 */
import type { EndpointName } from './endpoints.ts';
import type { SchemaId } from './endpointSchemas.ts';

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

/** Headers an endpoint reads beyond CSRF, named so the document tells callers of them. */
export type EndpointHeader = 'x-lead-token' | 'idempotency-key' | 'x-esign-secret';

export interface EndpointDescription {
  tag: EndpointTag;
  summary: string;
  headers?: readonly EndpointHeader[];
  /** Answers that are not errors of the usual shape (health's 503 carries the health report). */
  errorResponses?: Readonly<Partial<Record<'503', SchemaId>>>;
}

export const ENDPOINT_DESCRIPTIONS = {
  health: { tag: 'system', summary: 'Whether the server and its database answer', errorResponses: { 503: 'health.response' } },
  csrfToken: { tag: 'system', summary: 'A CSRF token for the x-csrf-token header of every POST and PUT' },
  openApiDocument: { tag: 'system', summary: 'This document (OpenAPI 3.1)' },
  initialPayload: { tag: 'visit', summary: "A visit's brand, study, indication and settings" },
  conditionCategories: { tag: 'visit', summary: 'The conditions a visitor can pick, by category' },
  createLead: { tag: 'leads', summary: 'Save a new lead with the consents given so far', headers: ['idempotency-key'] },
  changeLead: { tag: 'leads', summary: 'Change a lead (its token proves it)', headers: ['x-lead-token', 'idempotency-key'] },
  addConsents: { tag: 'leads', summary: 'Add consents to a lead, stored with the words shown', headers: ['x-lead-token', 'idempotency-key'] },
  addSurvey: { tag: 'leads', summary: "Add the health questionnaire's answers to a lead", headers: ['x-lead-token', 'idempotency-key'] },
  studyCriteria: { tag: 'screening', summary: "A study's eligibility questions" },
  nearbySites: { tag: 'screening', summary: "A study's sites near a postal code" },
  screen: { tag: 'screening', summary: 'Screen answers against a study; the server decides the verdict', headers: ['x-lead-token'] },
  searchStudies: { tag: 'search', summary: 'Studies for conditions near a postal code', headers: ['x-lead-token'] },
  offers: { tag: 'search', summary: 'Direct offers for a country and postal code' },
  coordinatorAvailability: { tag: 'scheduling', summary: "The coordinators' free slots for a secondary screening" },
  siteAvailability: { tag: 'scheduling', summary: "A study site's free slots" },
  siteSchedulingStatus: { tag: 'scheduling', summary: 'Whether a study site takes bookings' },
  bookingCalendarFile: { tag: 'scheduling', summary: "A booking's calendar file" },
  bookSecondaryScreening: { tag: 'scheduling', summary: "Book a coordinator's call for a lead", headers: ['x-lead-token', 'idempotency-key'] },
  bookSite: { tag: 'scheduling', summary: 'Book an appointment at a study site for a lead', headers: ['x-lead-token', 'idempotency-key'] },
  startESign: { tag: 'esign', summary: 'Start a signing session for a lead', headers: ['x-lead-token'] },
  eSignStatus: { tag: 'esign', summary: "A signing session's status and words", headers: ['x-esign-secret', 'x-lead-token'] },
  signESign: { tag: 'esign', summary: 'Sign a session', headers: ['x-esign-secret'] },
  verifyPostalCode: { tag: 'checks', summary: "Whether a postal code exists in a country" },
  canCallNow: { tag: 'checks', summary: 'Whether the call centre takes a call now for these conditions' },
  trackActions: { tag: 'tracking', summary: "Record a visit's actions" },
  routerLog: { tag: 'tracking', summary: 'Record a step the visitor reached' },
  redirectDebug: { tag: 'tracking', summary: 'Record a request for a flow that does not exist' },
  reportClientError: { tag: 'tracking', summary: "Report an error in the visitor's browser" },
  relayPatientInfo: { tag: 'relay', summary: "A relay link's prefilled fields" },
  relayScreening: { tag: 'relay', summary: 'Send a stored screening to the relay' },
  relayIndications: { tag: 'relay', summary: 'Send chosen conditions to the relay' },
  relaySites: { tag: 'relay', summary: "A relay lead's study sites" },
  integrationSettings: { tag: 'integrations', summary: "The page's integration settings" },
  chatAvailability: { tag: 'integrations', summary: "Live chat's status as text ('online' or another word)" },
  partnerPixel: { tag: 'integrations', summary: "The built-in partner pixel" },
  adSecurityClick: { tag: 'integrations', summary: 'Check an ad click' },
  adSecurityConversion: { tag: 'integrations', summary: 'Report a conversion of a checked click' },
  openRecording: { tag: 'recordings', summary: 'Open a session recording for this browser' },
  uploadRecording: { tag: 'recordings', summary: "Add a batch to this browser's recording" },
  recordedSessions: { tag: 'recordings', summary: 'The recorded sessions (studio only)' },
  recordedSession: { tag: 'recordings', summary: 'One recorded session for replay (studio only)' },
} as const satisfies Record<EndpointName, EndpointDescription>;
