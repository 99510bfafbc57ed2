/** The initial payload of a visit (spec §3 "Initial payload"). */
import type { Database } from '../db/database.ts';
import type { InitialPayload } from '../../generated/api/initial-payload.response.ts';
import type { InitialPayloadQuery } from '../../generated/api/initial-payload.query.ts';
import { featuredStudy, indicationById, studySummary } from '../db/repositories/catalog.ts';
import { landingOf } from '../db/repositories/events.ts';
import { isCountryCode } from '../../core/countries.ts';
import { referrerUrl } from '../../core/referrer.ts';
import type { ViewerLocation } from '../../core/viewerLocation.ts';

/**
 * `recordingEnabled` is the server's RECORDING_ENABLED setting: whether the page records the visit (masked);
 * `location` is where the CDN in front of the server says the visitor is (null without one: GEO_HEADERS).
 */
export async function initialPayload(db: Database, q: InitialPayloadQuery, warn: (msg: string, ctx: object) => void, recordingEnabled = false, location: ViewerLocation | null = null): Promise<InitialPayload> {
  const locale = q.language ?? 'en';
  const study = q.studyId ? await studySummary(db, q.studyId, locale) : null;
  if (study && study.indicationIds.length === 0) warn('study with no associated indications', { studyId: study.id });
  const indicationId = q.indicationId ?? study?.indicationIds[0] ?? null;
  const indication = indicationId ? await indicationById(db, indicationId, locale) : null;
  const indicationOverride = q.indicationNameOverrideId ? await indicationById(db, q.indicationNameOverrideId, locale) : null;
  // The link's country first; else where the visitor is.
  const country = q.country?.toUpperCase() ?? location?.country ?? null;
  return {
    indication,
    country: country && isCountryCode(country) ? country : null,
    study,
    featuredStudy: study ?? (await featuredStudy(db, indicationId, locale)),
    indicationOverride,
    leadLpParamId: await landingOf(db, q.signup, study?.id ?? null, indication?.id ?? null, q.landingId ?? null),
    leadLpParamsStudyIds: study ? [study.id] : [],
    enableRecording: recordingEnabled,
    participantGroup: q.pGroupId ? { id: q.pGroupId } : null,
    analytics: { cid: q.cid ?? null, testGroup: q.tg ?? null },
    postalCode: location?.postalCode ?? null,
    region: location?.region ?? null,
    latlong: location?.latlong ?? null,
    // Cut again here: a page need not have sent only the origin and path.
    referrerUrl: referrerUrl(q.referrer),
  };
}
