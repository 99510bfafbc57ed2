/**
 * The built-in e-signature provider's API: start a session, read its status, sign it. The signing page proves it
 * holds the link with the link's secret (x-esign-secret, from the URL fragment); the browser that started the
 * session reads its status with the lead's token (x-lead-token). Neither secret is ever in a path or query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { builtInESign, sessionStatus, signingStepOfCampaigns, signSession, startSessionForLead } from '../services/esign.ts';
import type { Campaigns } from '../services/screening.ts';
import { leadToken } from './requestHeaders.ts';
import { endpoint } from './endpoint.ts';

function header(req: FastifyRequest, name: string): string | null {
  const raw = req.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw) || null;
}

export async function esignRoutes(app: FastifyInstance, { db, linkMinutes, now, campaigns }: { db: Database; linkMinutes: number; now: () => Date; campaigns: Campaigns }): Promise<void> {
  const signingStepOf = signingStepOfCampaigns(campaigns);
  const provider = builtInESign(db, { linkMinutes, now, signingStepOf });

  endpoint(app, 'startESign', async (req) => startSessionForLead(db, provider, req.body, leadToken(req), signingStepOf));

  endpoint(app, 'eSignStatus', async (req) => sessionStatus(provider, req.params.id, { secret: header(req, 'x-esign-secret'), leadToken: header(req, 'x-lead-token') }));

  endpoint(app, 'signESign', async (req) => signSession(provider, req.params.id, header(req, 'x-esign-secret'), req.body.signature));
}
