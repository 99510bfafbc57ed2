/** Reads of the indication and study catalogue. */
import type { Queryable } from '../database.ts';
import type { Locale } from '../../../core/locale.ts';
import type { IndicationCategory } from '../../../generated/api/indication-categories.response.ts';
import type { StudySummary, IndicationRef } from '../../../generated/api/initial-payload.response.ts';


export async function indicationCategories(db: Queryable, locale: Locale): Promise<IndicationCategory[]> {
  const name = locale === 'es' ? 'name_es' : 'name_en';
  const { rows } = await db.query<{ cid: number; cname: string; iid: number | null; iname: string | null; show: boolean | null; slug: string | null }>(
    `SELECT c.id AS cid, c.${name} AS cname, i.id AS iid, i.${name} AS iname, i.show_for_signup AS show, i.slug
       FROM indication_categories c
       -- Indications named like 'candidate for' are never listed (spec §5).
       LEFT JOIN indications i ON i.category_id = c.id AND i.name_en NOT ILIKE '%candidate for%'
      ORDER BY c.sort, c.id, i.${name}`);
  const out = new Map<number, IndicationCategory>();
  for (const r of rows) {
    const cat = out.get(r.cid) ?? { id: r.cid, name: r.cname, indications: [] };
    out.set(r.cid, cat);
    if (r.iid !== null) cat.indications.push({ id: r.iid, name: r.iname ?? '', showForSignup: r.show ?? false, slug: r.slug ?? '' });
  }
  return [...out.values()];
}

export async function indicationById(db: Queryable, id: number, locale: Locale): Promise<IndicationRef | null> {
  const { rows } = await db.query<{ id: number; name: string }>(`SELECT id, ${locale === 'es' ? 'name_es' : 'name_en'} AS name FROM indications WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

interface StudyRow {
  id: number; external_id: string; title: Record<string, string>; description: Record<string, string>; is_simulation: boolean;
  min_age: number | null; max_age: number | null; gender: 'any' | 'male' | 'female'; patient_compensation_amount: number | null;
  indication_ids: number[] | null;
  is_special: boolean;
  is_oncology: boolean;
  ct_scan_appointment: boolean;
  show_risk_assessment: boolean;
  secondary_screening: boolean;
}

async function studySummaries(db: Queryable, where: string, params: unknown[], locale: Locale): Promise<StudySummary[]> {
  const { rows } = await db.query<StudyRow>(
    `SELECT s.id, s.external_id, s.title, s.description, s.is_simulation, s.min_age, s.max_age, s.gender, s.patient_compensation_amount, s.is_special, s.is_oncology, s.ct_scan_appointment, s.show_risk_assessment, s.secondary_screening,
            array_remove(array_agg(si.indication_id ORDER BY si.indication_id), NULL) AS indication_ids
       FROM studies s LEFT JOIN study_indications si ON si.study_id = s.id
      WHERE ${where} GROUP BY s.id ORDER BY s.id`, params);
  const out: StudySummary[] = [];
  for (const r of rows) {
    const ids = r.indication_ids ?? [];
    const associated: IndicationRef[] = [];
    for (const id of ids) {
      const ind = await indicationById(db, id, locale);
      if (ind) associated.push(ind);
    }
    out.push({
      id: r.id, externalId: r.external_id, title: r.title[locale] ?? r.title.en ?? '', description: r.description[locale] ?? r.description.en ?? '',
      isSimulation: r.is_simulation, minAge: r.min_age, maxAge: r.max_age, gender: r.gender,
      patientCompensationAmount: r.patient_compensation_amount, indicationIds: ids, associatedIndications: associated, special: r.is_special, oncology: r.is_oncology, ctScanAppointment: r.ct_scan_appointment, showRiskAssessment: r.show_risk_assessment, secondaryScreening: r.secondary_screening,
    });
  }
  return out;
}

export async function studySummary(db: Queryable, id: number, locale: Locale): Promise<StudySummary | null> {
  return (await studySummaries(db, 's.id = $1', [id], locale))[0] ?? null;
}

/** The study featured on landing pages: the first recruiting, non-simulation study (of the indication when given). */
export async function featuredStudy(db: Queryable, indicationId: number | null, locale: Locale): Promise<StudySummary | null> {
  const base = "s.internal_status = 'Recruiting' AND NOT s.is_simulation";
  if (indicationId !== null) {
    const match = await studySummaries(db, `${base} AND EXISTS (SELECT 1 FROM study_indications x WHERE x.study_id = s.id AND x.indication_id = $1)`, [indicationId], locale);
    if (match[0]) return match[0];
  }
  return (await studySummaries(db, base, [], locale))[0] ?? null;
}
