/** Session recording constants (spec §9): batch interval, sampling, and the limits the upload schema sets. */

/** A batch is sent every 2 s when there is data. */
export const RECORDING_BATCH_INTERVAL_MS = 2000;

/** Mouse moves are not recorded; scroll is sampled every 150 ms and media interaction every 800 ms. */
export const RECORDING_SAMPLING = { mousemove: false, scroll: 150, media: 800 } as const;

/** Elements whose text shows personal data (the visitor's name in a thank-you heading) carry this attribute. */
export const PERSONAL_TEXT_SELECTOR = '[data-personal]';

/** Upper bounds of schemas/api/recording-upload.request.json: a batch past them would be refused whole. */
export const UPLOAD_LIMITS = {
  // The server takes batches of up to 512 KiB (src/server/bodyLimits.ts; measured batches are 2 to 49 KiB). Events
  // past 160 Ki characters of JSON wait for the next batch: within the limit even if every character took 3 bytes.
  batchText: 160 * 1024,
  events: 20000, logs: 200, queryParams: 40, queryKey: 64, queryValue: 300, languages: 30, language: 35, userAgent: 512,
  flow: 40, stepPath: 200, hostName: 253,
} as const;
