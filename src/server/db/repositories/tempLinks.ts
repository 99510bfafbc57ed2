/** Temporary links of the built-in relay, found by the hash of their slug; every check takes the caller's clock. */
import type { Queryable } from '../database.ts';
import type { StoredLead } from './leads.ts';

export interface NewTempLink {
  slugHash: string;
  leadId: string;
  studyId: number | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The contact details of the lead behind a live link. */
export type LinkedLead = Pick<StoredLead, 'firstName' | 'lastName' | 'phone' | 'email' | 'postalCode' | 'country' | 'gender'> & {
  leadId: string;
  studyId: number | null;
  /** The lead's date of birth as YYYY-MM-DD. */
  birthDate: string | null;
};

export async function insertTempLink(db: Queryable, link: NewTempLink): Promise<void> {
  await db.query('INSERT INTO temp_links (slug_hash, lead_id, study_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [link.slugHash, link.leadId, link.studyId, link.createdAt.toISOString(), link.expiresAt.toISOString()]);
}

/** The lead behind a link that has not expired at `now`, or null. */
export async function liveLinkLead(db: Queryable, slugHash: string, now: Date): Promise<LinkedLead | null> {
  const { rows } = await db.query<LinkedLead>(
    `SELECT l.id AS "leadId", t.study_id AS "studyId", l.first_name AS "firstName", l.last_name AS "lastName", l.phone, l.email,
            l.postal_code AS "postalCode", l.country, to_char(l.date_of_birth, 'YYYY-MM-DD') AS "birthDate", l.gender
       FROM temp_links t JOIN leads l ON l.id = t.lead_id
      WHERE t.slug_hash = $1 AND t.expires_at > $2`, [slugHash, now.toISOString()]);
  return rows[0] ?? null;
}

export type LinkWrite = 'screening' | 'indications';

const WRITE_COLUMN: Record<LinkWrite, string> = { screening: 'screening_submitted_at', indications: 'indications_updated_at' };

/**
 * Uses up a live link's write of this kind and returns its lead id, or null when the link is unknown, expired,
 * made for another study, or this write was already used. One UPDATE decides, so two racing requests cannot both win.
 */
export async function claimLinkWrite(db: Queryable, slugHash: string, write: LinkWrite, now: Date, studyId: number | null = null): Promise<string | null> {
  const column = WRITE_COLUMN[write];
  const { rows } = await db.query<{ leadId: string }>(
    `UPDATE temp_links SET ${column} = $2
      WHERE slug_hash = $1 AND expires_at > $2 AND ${column} IS NULL AND ($3::integer IS NULL OR study_id IS NULL OR study_id = $3::integer)
      RETURNING lead_id AS "leadId"`, [slugHash, now.toISOString(), studyId]);
  return rows[0]?.leadId ?? null;
}

/** Adds a screening outcome to the lead's screening history (spec §3 'Screening history'). */
export async function appendLeadScreening(db: Queryable, leadId: string, entry: Record<string, unknown>): Promise<void> {
  await db.query(`UPDATE leads SET screenings = screenings || jsonb_build_array($2::jsonb), updated_at = now() WHERE id = $1`, [leadId, JSON.stringify(entry)]);
}

/** The ones of `indicationIds` that are conditions we know. */
export async function knownIndications(db: Queryable, indicationIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM indications WHERE id = ANY($1::integer[])', [indicationIds]);
  return rows.map((r) => r.id);
}

/** Adds the known ones of `indicationIds` to the lead's indications (none removed, none twice); returns the lead's list. */
export async function addLeadIndications(db: Queryable, leadId: string, indicationIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ indications: number[] }>(
    `UPDATE leads l SET indications = ARRAY(
        SELECT DISTINCT x FROM unnest(l.indications || ARRAY(SELECT i.id FROM indications i WHERE i.id = ANY($2::integer[]))) AS x ORDER BY x),
        updated_at = now()
      WHERE l.id = $1 RETURNING l.indications`, [leadId, indicationIds]);
  return rows[0]?.indications ?? [];
}
