/** Starts the brand's tag-manager container when the deployment configures its script; dataLayer fills either way. */
import type { Brand } from '../../generated/brand.ts';
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { integrationSettings } from './settings.ts';
import { loadScript } from './scriptLoader.ts';
import { reportIntegrationFailure } from './reportIntegrationFailure.ts';

export async function startTagManager(brand: Brand): Promise<void> {
  const { tagManagerUrl } = await integrationSettings();
  if (!tagManagerUrl || !brand.tagManagerId) return;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const url = new URL(tagManagerUrl);
  url.searchParams.set('id', brand.tagManagerId);
  await loadScript(url.toString()).catch((err) => reportIntegrationFailure('tag manager', err));
}
