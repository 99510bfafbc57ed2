/**
 * The integrations the page reaches through our API, each with its built-in default (docs/operations.md "Integrations"):
 * which chat availability and ad-security adapter a deployment uses, the pixel the page fires, and the
 * built-in pixel's record of a hit.
 */
import type { Database } from '../db/database.ts';
import type { IntegrationsConfig } from '../config.ts';
import type { IntegrationsResponse } from '../../generated/api/integrations.response.ts';
import type { PartnerPixelQuery } from '../../generated/api/partner-pixel.query.ts';
import { builtInAvailability, httpAvailability, type ChatStatus } from './chatAvailability.ts';
import { builtInAdSecurity, httpAdSecurity, type AdSecurityPlatform } from './adSecurity.ts';
import { insertPixelHit } from '../db/repositories/integrationEvents.ts';
import { ENDPOINTS } from '../../core/api/endpoints.ts';

/** Our own partner pixel, used when PARTNER_PIXEL_URL is unset. */
export const BUILT_IN_PIXEL = ENDPOINTS.partnerPixel.path;

export function chatAvailabilityFor(integrations: IntegrationsConfig, now: () => Date, warn: (msg: string, ctx: object) => void): () => Promise<ChatStatus> {
  return integrations.chatAvailabilityUrl ? httpAvailability(integrations.chatAvailabilityUrl, warn) : builtInAvailability(now);
}

export function adSecurityFor(integrations: IntegrationsConfig, db: Database): AdSecurityPlatform {
  return integrations.adSecurityUrl ? httpAdSecurity(integrations.adSecurityUrl) : builtInAdSecurity(db);
}

export function integrationSettings(integrations: IntegrationsConfig): IntegrationsResponse {
  return { tagManagerUrl: integrations.tagManagerUrl, chatScriptUrl: integrations.chatScriptUrl, partnerPixelUrl: integrations.partnerPixelUrl ?? BUILT_IN_PIXEL };
}

export async function recordPixelHit(db: Database, hit: PartnerPixelQuery): Promise<void> {
  await insertPixelHit(db, { partner: hit.partner, event: hit.event, leadLpParamId: hit.lp ?? null });
}
