/**
 * Live chat: the button shows only while agents are online (any failure hides it); opening it starts the provider's
 * bootstrap script when one is configured, else the built-in panel. Script or init failures are reported only.
 */
import { pushDataLayer } from '../analytics/dataLayer.ts';
import { integrationSettings } from '../integrations/settings.ts';
import { loadScript } from '../integrations/scriptLoader.ts';
import { reportIntegrationFailure } from '../integrations/reportIntegrationFailure.ts';
import { ENDPOINTS } from '../../core/api/endpoints.ts';

/** What a provider's bootstrap script defines: the contract our page calls after loading it. */
declare global {
  interface Window {
    liveChatProvider?: { start(options: { locale: string; campaign: string }): void | Promise<void> };
  }
}

export async function chatAvailable(): Promise<boolean> {
  try {
    const res = await fetch(ENDPOINTS.chatAvailability.path, { credentials: 'same-origin', cache: 'no-store' });
    const online = res.ok && (await res.text()).trim() === 'online';
    if (online) pushDataLayer({ event: 'chat_available' });
    return online;
  } catch {
    return false;
  }
}

/** Opens the chat; resolves to 'builtin' when the page should show its own panel. */
export async function openChat(options: { locale: string; campaign: string }): Promise<'provider' | 'builtin' | 'failed'> {
  pushDataLayer({ event: 'chat_opened' });
  const { chatScriptUrl } = await integrationSettings();
  if (!chatScriptUrl) return 'builtin';
  try {
    if (!window.liveChatProvider) await loadScript(chatScriptUrl);
    if (!window.liveChatProvider) throw new Error('the chat script defined no liveChatProvider');
    await window.liveChatProvider.start(options);
    pushDataLayer({ event: 'chat_started' });
    return 'provider';
  } catch (err) {
    reportIntegrationFailure('live chat', err);
    return 'failed';
  }
}
