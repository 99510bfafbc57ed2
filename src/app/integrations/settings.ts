/** The deployment's integration settings, fetched once per page; without them every integration uses its built-in default. */
import { apiRequest } from '../api/client.ts';

export interface IntegrationSettings {
  tagManagerUrl: string | null;
  chatScriptUrl: string | null;
  partnerPixelUrl: string;
}

const BUILT_IN: IntegrationSettings = { tagManagerUrl: null, chatScriptUrl: null, partnerPixelUrl: '/api/pixels/partner' };
let pending: Promise<IntegrationSettings> | null = null;

export function integrationSettings(): Promise<IntegrationSettings> {
  pending ??= apiRequest<IntegrationSettings>('GET', '/api/integrations').catch(() => BUILT_IN);
  return pending;
}
