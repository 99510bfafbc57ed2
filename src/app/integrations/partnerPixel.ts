/** The partner conversion pixel: fired once a lead is saved, when the traffic source names a pixel partner. */
import { pixelPartner } from '../../core/trafficSource.ts';
import type { Query } from '../../core/queryParams.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { integrationSettings } from './settings.ts';

export async function firePartnerPixel(query: Query, leadLpParamId: string | null): Promise<void> {
  const partner = pixelPartner(query);
  if (!partner) return;
  const { partnerPixelUrl } = await integrationSettings();
  const url = new URL(partnerPixelUrl, window.location.origin);
  url.searchParams.set('partner', partner);
  url.searchParams.set('event', 'lead_saved');
  if (leadLpParamId) url.searchParams.set('lp', leadLpParamId);
  // An image request is what conversion pixels expect; it carries ids only.
  const img = new Image(1, 1);
  img.src = url.toString();
  pushDataLayer({ event: 'partner_conversion', partner });
}
