/** What the visit's traffic source (`utm_source`) switches on: the partner conversion pixel and ad-security tracking. */
import type { Query } from './queryParams.ts';

export const PIXEL_PARTNERS = ['liveconnect', 'liveintent'] as const;
export type PixelPartner = (typeof PIXEL_PARTNERS)[number];

export function trafficSource(query: Query): string | null {
  const source = query.utm_source?.trim();
  return source ? source : null;
}

/** The partner whose conversion pixel fires for this visit, if the traffic source names one. */
export function pixelPartner(query: Query): PixelPartner | null {
  const source = trafficSource(query)?.toLowerCase();
  return (PIXEL_PARTNERS as readonly string[]).includes(source ?? '') ? (source as PixelPartner) : null;
}

/** Ad-security click and conversion tracking need both the study and the traffic source. */
export function adSecurityTracked(query: Query, studyId: number | null): { studyId: number; utmSource: string } | null {
  const utmSource = trafficSource(query);
  return studyId !== null && utmSource ? { studyId, utmSource } : null;
}
