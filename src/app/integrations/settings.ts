/** The deployment's integration settings, fetched once per page; without them every integration uses its built-in default. */
import { callEndpoint } from '../api/client.ts';
import { ENDPOINTS } from '../../core/api/endpoints.ts';

export interface IntegrationSettings {
  tagManagerUrl: string | null;
  chatScriptUrl: string | null;
  partnerPixelUrl: string;
}

const BUILT_IN: IntegrationSettings = { tagManagerUrl: null, chatScriptUrl: null, partnerPixelUrl: ENDPOINTS.partnerPixel.path };
let pending: Promise<IntegrationSettings> | null = null;

export function integrationSettings(): Promise<IntegrationSettings> {
  pending ??= callEndpoint('integrationSettings').catch(() => BUILT_IN);
  return pending;
}
