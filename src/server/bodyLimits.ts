/**
 * The largest request body each route accepts, from what its schema and its browser need: a small default for every
 * route, larger limits only where a route's real bodies are larger. A body past its route's limit answers 413 unread.
 */

/** Every route's limit unless it names its own: the largest schema-valid bodies a browser sends are a few KiB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** POST /api/errors: the schema's limits add up to about 20 KiB of JSON; anything larger is not a report. */
export const CLIENT_ERROR_BODY_LIMIT = 32 * 1024;

/**
 * POST /api/sr/new: a recording batch, 2 s of rrweb events. Measured in Chromium over the s6 sign-up and the ws10
 * screener: 2 to 49 KiB (median 19 KiB; the largest is a long page's first full snapshot). Ten times the largest;
 * the recorder splits a batch that would be larger (src/app/recording/batchBuffer.ts).
 */
export const RECORDING_BODY_LIMIT = 512 * 1024;
