/** What the visit's query parameters (spec §2 table) mean beyond navigation: study site, hot call, test group, offer, ... */
import { flagSet, positiveInt, type Query } from '../core/queryParams.ts';

export interface VisitParams {
  studyId: number | null;
  studySiteId: number | null;
  participantGroupId: number | null;
  indicationNameOverrideId: number | null;
  hotCall: boolean;
  testGroup: number | null;
  /** Affiliate offer id: while an offer is active the header hides the call-centre number. */
  offerId: string | null;
  /** Pushed to the tag manager. */
  cid: string | null;
  landing: string | null;
  prescreenRedirect: boolean;
}

const text = (v: string | undefined, max = 100): string | null => {
  const t = v?.trim();
  return t ? t.slice(0, max) : null;
};

export function visitParamsFrom(query: Query): VisitParams {
  return {
    studyId: positiveInt(query.studyId),
    studySiteId: positiveInt(query.studySiteId),
    participantGroupId: positiveInt(query.pgroup),
    indicationNameOverrideId: positiveInt(query.ior),
    hotCall: flagSet(query, 'hc'),
    testGroup: query.tg !== undefined && /^\d{1,6}$/.test(query.tg) ? Number(query.tg) : null,
    offerId: text(query.o, 64),
    cid: text(query.cid, 100),
    landing: text(query.landing, 40),
    prescreenRedirect: flagSet(query, 'psr'),
  };
}

/**
 * The prescreen flow named by `ps`; an invalid value falls back to `fallback` (the campaign that is `defaultFor`
 * prescreen) with a warning (spec §8).
 */
export function prescreenFlow(ps: string | undefined, known: (name: string) => boolean, fallback: string, warn: (message: string) => void): string {
  const name = ps?.trim().toLowerCase();
  if (name && known(name)) return name;
  warn(`invalid ps value '${ps ?? ''}'; using ${fallback}`);
  return fallback;
}
