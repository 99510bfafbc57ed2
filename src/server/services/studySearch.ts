/**
 * Study search (spec §7): recruiting studies with a site near the postal code, nearest first. Those matching the
 * chosen conditions (or the query) are the results; the rest near the visitor are `nearbyStudies`. Studies the
 * visitor already failed are left out (spec §4): those the browser names, and, for a lead that proves itself with its
 * token, every study its stored screening did not fully qualify it for. An invalid postal code gives no results.
 */
import { nearestFirst } from '../../core/siteArea.ts';
import type { Database } from '../db/database.ts';
import type { StudySearchRequest } from '../../generated/api/study-search.request.ts';
import type { StudySearchResponse, StudyCard } from '../../generated/api/study-search.response.ts';
import { isCountryCode } from '../../core/countries.ts';
import { normalisePostalCode } from '../../core/postal.ts';
import { searchText } from '../../core/searchText.ts';
import { verifyPostalCode } from './postalVerification.ts';
import { nearbySitesOfStudies } from './siteSearch.ts';
import { hashToken } from './tokenHash.ts';
import { failedStudyIdsOfProvenLead } from '../db/repositories/studies.ts';
import { LeadNotFoundError } from '../errors.ts';

interface Row {
  id: number; title: Record<string, string>; description: Record<string, string>; compensation: number | null; web_screener_url: string | null;
  siteTargetAreaType: string; maxDistanceMiles: number | null; indication_ids: number[]; names_en: string[]; names_es: string[]; slugs: string[];
}

import { HEALTHY_VOLUNTEER_SLUG } from '../../core/healthy.ts';

export async function searchStudies(db: Database, req: StudySearchRequest, leadToken: string | null, log: (msg: string, ctx: object) => void): Promise<StudySearchResponse> {
  // A lead id is honoured only with its token, as for screenings: its failures are its own business. The token is
  // checked and the lead's failed studies are read in one statement.
  const failedOfLead = req.leadId && leadToken ? await failedStudyIdsOfProvenLead(db, req.leadId, hashToken(leadToken)) : null;
  if (req.leadId && failedOfLead === null) throw new LeadNotFoundError();
  const country = req.country;
  const searchedPostalCode = isCountryCode(country) ? normalisePostalCode(req.postalCode, country) : req.postalCode.trim();
  const empty = { studies: [], nearbyStudies: [], searchedPostalCode };
  // A country we do not serve has no postal code we can place, as POST /api/postal/verify answers too.
  if (!isCountryCode(country) || !verifyPostalCode(req.postalCode, country)) return { valid: false, ...empty };
  const locale = req.locale ?? 'en';
  // "When not fully qualified, the search button records a failed screening result for the study" (spec §4): the
  // server's stored verdict of the lead is that record, so a study the lead was not fully qualified for is failed.
  const failed = new Set([...(req.failedStudyIds ?? []), ...(failedOfLead ?? [])]);
  const { rows } = await db.query<Row>(
    `SELECT s.id, s.title, s.description, s.patient_compensation_amount AS compensation, s.web_screener_url,
            s.site_target_area_type AS "siteTargetAreaType", s.max_distance_miles AS "maxDistanceMiles",
            array_remove(array_agg(i.id ORDER BY i.id), NULL) AS indication_ids, array_remove(array_agg(i.name_en ORDER BY i.id), NULL) AS names_en,
            array_remove(array_agg(i.name_es ORDER BY i.id), NULL) AS names_es, array_remove(array_agg(i.slug ORDER BY i.id), NULL) AS slugs
       FROM studies s LEFT JOIN study_indications si ON si.study_id = s.id LEFT JOIN indications i ON i.id = si.indication_id
      WHERE s.internal_status = 'Recruiting' AND NOT s.is_simulation GROUP BY s.id ORDER BY s.id`);
  const candidates = rows.filter((r) => !failed.has(r.id));
  const near = await nearbySitesOfStudies(db, candidates, searchedPostalCode, country, log);
  const cards: StudyCard[] = [];
  for (const r of candidates) {
    const nearest = near.get(r.id)?.[0];
    if (!nearest) continue;
    cards.push({
      id: r.id, title: r.title[locale] ?? r.title.en ?? '', description: r.description[locale] ?? r.description.en ?? '', distance: nearest.distance,
      compensation: r.compensation, indicationIds: r.indication_ids, indicationNames: locale === 'es' ? r.names_es : r.names_en,
      webScreenerUrl: r.web_screener_url, healthyVolunteer: r.slugs.includes(HEALTHY_VOLUNTEER_SLUG),
    });
  }
  // Studies whose distance is unknown (a Country study for a visitor our directory cannot place) come after the rest.
  cards.sort((a, b) => nearestFirst(a, b) || a.id - b.id);
  const wanted = new Set(req.indicationIds ?? []);
  const q = searchText(req.query?.trim() ?? '');
  const matches = (c: StudyCard) =>
    (wanted.size === 0 || c.indicationIds.some((id) => wanted.has(id))) &&
    (!q || searchText(`${c.title} ${c.description} ${c.indicationNames.join(' ')}`).includes(q));
  return { valid: true, searchedPostalCode, studies: cards.filter(matches), nearbyStudies: cards.filter((c) => !matches(c)) };
}
