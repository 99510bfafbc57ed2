/** Coded API errors: a clear message of what failed and why, never a 5xx for bad input. */
import createError from '@fastify/error';

export const InvalidLeadError = createError<[string]>('INVALID_LEAD', 'Trying to save an invalid lead: missing %s', 400);
export const LeadNoCountryError = createError('LEAD_NO_COUNTRY', 'Invalid lead no country', 400);
export const CaregiverSourceError = createError('CAREGIVER_SOURCE', 'Caregiver must have a source id', 400);
export const LeadNotFoundError = createError('LEAD_NOT_FOUND', 'No lead with this id accepts this update token', 404);
export const LeadTokenMissingError = createError('LEAD_TOKEN_MISSING', 'The x-lead-token header is required to change a lead', 401);
export const IdempotencyMismatchError = createError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request or by another client', 422);
export const IdempotencyInProgressError = createError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; retry shortly', 409);
export const IdempotencyKeyInvalidError = createError('IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores', 400);
/** A key is bound to its caller's CSRF secret cookie; the CSRF check refuses such a write first, so this is a safety net. */
export const IdempotencyCallerMissingError = createError('IDEMPOTENCY_CALLER_MISSING', 'An Idempotency-Key needs the CSRF cookie from GET /api/csrf, which identifies the client', 403);
export const NotFoundError = createError<[string]>('NOT_FOUND', 'No route for %s', 404);
export const InvalidLeadDateError = createError<[string]>('INVALID_LEAD_DATE', '%s', 400);
export const InvalidLeadFieldError = createError<[string]>('INVALID_LEAD_FIELD', 'Trying to save an invalid lead: %s', 400);
export const NulCharacterError = createError('NUL_CHARACTER', 'Text may not contain NUL characters', 400);
export const LoneSurrogateError = createError('LONE_SURROGATE', 'Text may not contain a lone UTF-16 surrogate (half of a character)', 400);
export const NumberNotFiniteError = createError('NUMBER_NOT_FINITE', 'Numbers must be finite: a value such as 1e400 is out of range', 400);
export const BodyNotUtf8Error = createError('BODY_NOT_UTF8', 'A JSON body is UTF-8 text; this one holds bytes that are not', 400);
export const CharsetUnsupportedError = createError('CHARSET_UNSUPPORTED', 'A JSON body is read as UTF-8: send it with charset=utf-8 or no charset', 415);
export const JsonKeyForbiddenError = createError('JSON_KEY_FORBIDDEN', 'A JSON body may not hold the key __proto__', 400);
export const EncodingUnsupportedError = createError('ENCODING_UNSUPPORTED', 'A request body is taken as sent: send it without a Content-Encoding (or identity)', 415);
export const BodyTooDeepError = createError<[number]>('BODY_TOO_DEEP', 'The JSON body nests arrays and objects deeper than %s levels', 400);
export const RateLimitedError = createError<[string]>('RATE_LIMITED', 'Too many requests from this address; retry in %s', 429);
export const AnswerNotAskedError = createError<[string]>('ANSWER_NOT_ASKED', '%s', 400);
export const AnswerNotOfferedError = createError<[string]>('ANSWER_NOT_OFFERED', '%s', 400);
export const ConsentTextUnknownError = createError<[string, string]>('CONSENT_TEXT_UNKNOWN', 'This consent text is not one that campaign %s shows on step %s in this language', 400);
export const ConsentNotForLeadError = createError<[string, string]>('CONSENT_TEXT_NOT_FOR_LEAD',
  "This consent text is one that campaign %s shows on step %s to other visitors than the lead: of another country, on another site, or a caregiver where the participant answers (or the other way round)", 400);
export const ConsentNotRecordedError = createError<[string, string, string]>('CONSENT_NOT_RECORDED', 'Campaign %s does not record %s with this text on step %s', 400);
export const ConsentRepeatedError = createError<[string]>('CONSENT_REPEATED', 'One request gives one choice for each consent type; %s is given more than once', 400);
export const StudyNotFoundError = createError<[number]>('STUDY_NOT_FOUND', 'No study with id %s', 404);
export const ESignSessionNotFoundError = createError('ESIGN_SESSION_NOT_FOUND', 'No signing session with this id opens with this link secret or lead token', 404);
export const ESignLinkExpiredError = createError('ESIGN_LINK_EXPIRED', 'This signing link has expired; start the signature again from the form', 410);
export const ESignCredentialMissingError = createError('ESIGN_CREDENTIAL_MISSING',
  'A signing session is read with the secret of its link (x-esign-secret) or the lead token (x-lead-token)', 401);
export const ESignSignatureError = createError('ESIGN_SIGNATURE_INVALID', 'Type your full name to sign', 400);
export const ESignReturnPathError = createError<[string]>('ESIGN_RETURN_PATH', 'A signing session returns to the step of a campaign that asks for the e-signature; %s is not one', 400);
/** The event's own words are not echoed: text that is not a campaign or step may be someone's details. */
export const TrackedStepUnknownError = createError('TRACKED_STEP_UNKNOWN', 'A tracked event names a campaign of this server and the paths of its steps', 400);
export const SlotTakenError = createError('SLOT_TAKEN', 'This time was just booked by someone else; please choose another time', 409);
export const NotASlotError = createError('NOT_A_SLOT', 'This time is not an available appointment slot', 400);
export const StudySiteRequiredError = createError('STUDY_SITE_REQUIRED', 'studySiteId is required', 400);
export const BookingNotFoundError = createError('BOOKING_NOT_FOUND', 'No booking with this id', 404);
export const ScreeningRequiredError = createError<[number]>('SCREENING_REQUIRED', 'This lead has no passed screening for study %s; only a candidate who qualified can book its appointments', 403);
export const BookingExistsError = createError<[number]>('BOOKING_EXISTS', 'This lead already has an upcoming appointment for study %s; a lead books one per study', 409);
export const StudySiteMismatchError = createError<[string]>('STUDY_SITE_MISMATCH', '%s', 400);
const BookingLimitBase = createError<[string]>('BOOKING_LIMIT', '%s', 429);
/** Too many bookings for one lead or one client; the route sends retryAfterSeconds as Retry-After. */
export class BookingLimitError extends BookingLimitBase {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
export const RecordingDisabledError = createError('RECORDING_DISABLED', 'Session recording is turned off on this server (RECORDING_ENABLED)', 404);
export const RecordingNotFoundError = createError('RECORDING_NOT_FOUND', 'No recorded session with this id', 404);
/** An upload for a recording the server did not open, or opened for another browser: nothing is stored. */
export const RecordingSessionUnknownError = createError('RECORDING_SESSION_UNKNOWN', 'No recording with this id was opened for this browser', 404);

// The prefilled-lead relay. No message carries the slug or anything the relay answered.
/** The relay answered 401 (our adapters give null): the browser continues without the link. */
export const RelayLinkUnavailableError = createError('RELAY_LINK_UNAVAILABLE',
  'This link has expired, was already used for this, or does not exist; the form works without it', 404);

/** The relay service failed or did not answer (not a 401): worth trying again later. */
export const RelayUnavailableError = createError<[string]>('RELAY_UNAVAILABLE', 'The lead relay did not answer: %s', 502);

export const RelayScreeningNotFoundError = createError('RELAY_SCREENING_NOT_FOUND', 'No screening with this id', 404);

/** Seconds a client is asked to wait before retrying a write the server could not take now. */
export const RETRY_AFTER_SECONDS = 3;

/** The database is restarting, failing over or away: nothing was written; the same request (same Idempotency-Key) may be sent again. */
export const DatabaseUnavailableError = createError('DATABASE_UNAVAILABLE', 'The database is not reachable right now; nothing was saved, please retry shortly', 503);

/**
 * A statement ran past its timeout (a table held by a lock, a database too slow): the database answers, so it is not
 * said away, but the request is retried as for an outage, with the same code. Its transaction was rolled back.
 */
export const DatabaseSlowError = createError('DATABASE_UNAVAILABLE', 'The database could not answer in time; nothing was saved, please retry shortly', 503);

/** The server is overloaded and refused this write before doing any of it (src/server/loadShedding.ts); the browser waits Retry-After and sends it again. */
export const ServerBusyError = createError('SERVER_BUSY', 'Many people are signing up right now; nothing was saved yet, and your browser will send it again in a few seconds', 503);
