/**
 * Ad-security platform: click tracking on a flagged page returns a response list and a transaction id, kept on the
 * candidate; conversion tracking after save sends them back. Built-in: a recorder that scores nothing (it accepts every
 * click, saying so in its responses) and records both; or an
 * external platform at AD_SECURITY_URL.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { insertAdSecurityEvent } from '../db/repositories/integrationEvents.ts';
import { scrubPersonalData } from '../../core/scrubPersonalData.ts';
import type { AdSecurityClickRequest } from '../../generated/api/ad-security-click.request.ts';
import type { AdSecurityClickResponse } from '../../generated/api/ad-security-click.response.ts';
import type { AdSecurityConversionRequest } from '../../generated/api/ad-security-conversion.request.ts';
import { outboundFetch } from './outboundFetch.ts';

type ClickResult = AdSecurityClickResponse;

export interface AdSecurityPlatform {
  click(req: AdSecurityClickRequest): Promise<ClickResult>;
  conversion(req: AdSecurityConversionRequest): Promise<void>;
}

export function builtInAdSecurity(db: Database): AdSecurityPlatform {
  return {
    async click(req) {
      // No fraud signal is computed here: the click is accepted, and the responses say it was the built-in recorder.
      const result = { responses: ['builtin', 'click_accepted'], transactionId: randomUUID() };
      await insertAdSecurityEvent(db, { kind: 'click', ...req, utmSource: scrubPersonalData(req.utmSource), ...result });
      return result;
    },
    async conversion(req) {
      await insertAdSecurityEvent(db, { kind: 'conversion', ...req, utmSource: scrubPersonalData(req.utmSource), responses: [] });
    },
  };
}

export function httpAdSecurity(baseUrl: string): AdSecurityPlatform {
  const post = async (path: string, body: unknown) => {
    const res = await outboundFetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`ad-security platform answered ${res.status}`);
    return res;
  };
  return {
    async click(req) {
      const data = await (await post('click', req)).json() as Partial<ClickResult>;
      // Without a transaction id the conversion could not be matched to the click later.
      if (typeof data.transactionId !== 'string' || !data.transactionId) throw new Error('ad-security platform answered a click without a transaction id');
      return { responses: Array.isArray(data.responses) ? data.responses.map(String).slice(0, 50) : [], transactionId: data.transactionId };
    },
    async conversion(req) {
      await post('conversion', req);
    },
  };
}
