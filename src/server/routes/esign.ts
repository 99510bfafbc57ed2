/**
 * The built-in e-signature provider's API: start a session, read its status, sign it. The signing page proves it
 * holds the link with the link's secret (x-esign-secret, from the URL fragment); the browser that started the
 * session reads its status with the lead's token (x-lead-token). Neither secret is ever in a path or query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { builtInESign, sessionStatus, signSession, startSessionForLead, type ESignStart } from '../services/esign.ts';
import { leadToken } from './requestHeaders.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } };

function header(req: FastifyRequest, name: string): string | null {
  const raw = req.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw) || null;
}

export async function esignRoutes(app: FastifyInstance, { db, linkMinutes, now }: { db: Database; linkMinutes: number; now: () => Date }): Promise<void> {
  const provider = builtInESign(db, { linkMinutes, now });

  app.post<{ Body: ESignStart }>('/api/esign/sessions', {
    schema: {
      body: { type: 'object', additionalProperties: false, required: ['leadId', 'mode', 'returnPath', 'locale'], properties: {
        leadId: { type: 'string', format: 'uuid' }, mode: { type: 'string', enum: ['web', 'sms'] }, returnPath: { type: 'string', maxLength: 500 }, locale: { type: 'string', enum: ['en', 'es'] } } },
      response: { 200: { type: 'object', additionalProperties: false, required: ['customerURL'], properties: { customerURL: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => {
    return startSessionForLead(db, provider, req.body, leadToken(req));
  });

  app.get<{ Params: { id: string } }>('/api/esign/sessions/:id', {
    schema: { params: idParams, response: { 200: { type: 'object', additionalProperties: false, required: ['status', 'consentText'], properties: { status: { type: 'string' }, consentText: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } } },
  }, async (req) => sessionStatus(provider, req.params.id, { secret: header(req, 'x-esign-secret'), leadToken: header(req, 'x-lead-token') }));

  app.post<{ Params: { id: string }; Body: { signature: string } }>('/api/esign/sessions/:id/sign', {
    schema: {
      params: idParams,
      body: { type: 'object', additionalProperties: false, required: ['signature'], properties: { signature: { type: 'string', maxLength: 200 } } },
      response: { 200: { type: 'object', additionalProperties: false, required: ['returnPath'], properties: { returnPath: { type: 'string' } } }, '4xx': { $ref: 'error.response#' } },
    },
  }, async (req) => signSession(provider, req.params.id, header(req, 'x-esign-secret'), req.body.signature));
}
