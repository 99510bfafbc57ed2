/**
 * E-signature of the health-data consent (ws17) behind an adapter. The built-in provider is our own signing page:
 * a session per request, and signing it records the consent (append-only, with the exact text and the signature).
 */
import type { Database } from '../db/database.ts';
import { insertConsents, leadTokenMatches } from '../db/repositories/leads.ts';
import { hashToken } from './tokenHash.ts';
import { LeadNotFoundError, ESignSessionNotFoundError, ESignSignatureError } from '../errors.ts';

export interface ESignStart {
  leadId: string;
  mode: 'web' | 'sms';
  returnPath: string;
  locale: 'en' | 'es';
}

export interface ESignProvider {
  startSession(start: ESignStart): Promise<{ customerURL: string }>;
}

/** Only our own /signup/ pages may be returned to, so the session cannot redirect anywhere else. */
/** The campaign and step of a page path such as /signup/es/ws17/indications?x=1. */
function campaignStepOfPath(path: string): [string | null, string | null] {
  const segments = path.split('?')[0]!.split('/').filter(Boolean).filter((s) => s !== 'signup' && s !== 'es' && s !== 'en');
  return [segments[0] ?? null, segments[1] ?? null];
}

export function safeReturnPath(path: string): string {
  return /^\/signup\/[A-Za-z0-9/_?=&%.[\]-]*$/.test(path) && !path.startsWith('//') ? path : '/signup/';
}

export function builtInESign(db: Database): ESignProvider & {
  status(id: string): Promise<{ status: string; locale: string } | null>;
  sign(id: string, signature: string, text: string): Promise<{ returnPath: string }>;
} {
  return {
    async startSession(start) {
      const { rows } = await db.query<{ id: string }>('INSERT INTO esign_sessions (lead_id, mode, locale, return_path) VALUES ($1, $2, $3, $4) RETURNING id',
        [start.leadId, start.mode, start.locale, safeReturnPath(start.returnPath)]);
      const id = (rows[0] as { id: string }).id;
      // The built-in provider sends no SMS: the same link serves both modes.
      return { customerURL: `/signup/${start.locale === 'en' ? '' : `${start.locale}/`}esign/${id}` };
    },
    async status(id) {
      const { rows } = await db.query<{ status: string; locale: string }>('SELECT status, locale FROM esign_sessions WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    async sign(id, signature, text) {
      const name = signature.trim();
      if (name.length < 2 || name.length > 200) throw new ESignSignatureError();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ lead_id: string; return_path: string; status: string; locale: string }>(
          'SELECT lead_id, return_path, status, locale FROM esign_sessions WHERE id = $1 FOR UPDATE', [id]);
        const session = rows[0];
        if (!session) throw new ESignSessionNotFoundError();
        if (session.status === 'pending') {
          const [campaign, step] = campaignStepOfPath(session.return_path);
          await insertConsents(tx, session.lead_id, [{ type: 'medicalRecords', granted: true, text: `${text}\nSigned: ${name}`, step }], { locale: session.locale, campaign });
          await tx.query("UPDATE esign_sessions SET status = 'signed', signed_at = now() WHERE id = $1", [id]);
        }
        const sep = session.return_path.includes('?') ? '&' : '?';
        return { returnPath: `${session.return_path}${sep}esign=${id}` };
      });
    },
  };
}

export async function startSessionForLead(db: Database, provider: ESignProvider, start: ESignStart, token: string): Promise<{ customerURL: string }> {
  if (!(await leadTokenMatches(db, start.leadId, hashToken(token)))) throw new LeadNotFoundError();
  return provider.startSession(start);
}
