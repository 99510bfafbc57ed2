/** Seeds the demo catalogue (indications, studies with criteria and sites, postal codes) into an empty database. */
import { readFileSync } from 'node:fs';
import type { Database, Queryable } from './database.ts';

type Localized = { en: string; es: string };

export interface DemoData {
  indicationCategories: Array<{ id: number; slug: string; name: Localized; sort: number; indications: Array<{ id: number; slug: string; name: Localized; showForSignup: boolean; kind: 'chronic' | 'vaccine' }> }>;
  studies: Array<{
    id: number; externalId: string; name: string; title: Localized; description: Localized; isSimulation: boolean;
    minAge: number | null; maxAge: number | null; gender: 'any' | 'male' | 'female'; minBmi: number | null; maxBmi: number | null;
    siteTargetAreaType: string; maxDistanceMiles: number; transportationRequired: boolean; patientCompensationAmount: number | null;
    patientCompensationNote: Localized | null; indicationIds: number[]; internalStatus: string; secondaryScreening: boolean;
    medicalRecords: boolean; partnerScreener: string | null; webScreenerUrl: string | null; special?: boolean; oncology?: boolean; ctScanAppointment?: boolean; showRiskAssessment?: boolean;
    criteria: Array<{ id: number; questionId: number; question: Localized; questionHintText: Localized | null; questionType: string; gender: string | null; responses: unknown[] }>;
    sites: Array<{ id: number; ssExtId: string; name: string; city: string; state: string; postalCode: string; country: string }>;
  }>;
  postalCodes: Array<{ country: string; postalCode: string; lat: number; lng: number; city: string; state: string }>;
}

export function readDemoData(): DemoData {
  return JSON.parse(readFileSync(new URL('./seed/demo.json', import.meta.url), 'utf8')) as DemoData;
}

async function insertAll(tx: Queryable, data: DemoData): Promise<void> {
  for (const c of data.indicationCategories) {
    await tx.query('INSERT INTO indication_categories (id, slug, name_en, name_es, sort) VALUES ($1, $2, $3, $4, $5)', [c.id, c.slug, c.name.en, c.name.es, c.sort]);
    for (const i of c.indications) {
      await tx.query('INSERT INTO indications (id, category_id, slug, name_en, name_es, show_for_signup, kind) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [i.id, c.id, i.slug, i.name.en, i.name.es, i.showForSignup, i.kind]);
    }
  }
  for (const s of data.studies) {
    await tx.query(
      `INSERT INTO studies (id, external_id, name, title, description, is_simulation, min_age, max_age, gender, min_bmi, max_bmi,
        site_target_area_type, max_distance_miles, transportation_required, patient_compensation_amount, patient_compensation_note,
        internal_status, secondary_screening, medical_records, partner_screener, web_screener_url, is_special, is_oncology, ct_scan_appointment, show_risk_assessment)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25)`,
      [s.id, s.externalId, s.name, JSON.stringify(s.title), JSON.stringify(s.description), s.isSimulation, s.minAge, s.maxAge, s.gender,
        s.minBmi, s.maxBmi, s.siteTargetAreaType, s.maxDistanceMiles, s.transportationRequired, s.patientCompensationAmount,
        s.patientCompensationNote ? JSON.stringify(s.patientCompensationNote) : null, s.internalStatus, s.secondaryScreening,
        s.medicalRecords, s.partnerScreener, s.webScreenerUrl, s.special ?? false, s.oncology ?? false, s.ctScanAppointment ?? false, s.showRiskAssessment ?? false]);
    for (const id of s.indicationIds) await tx.query('INSERT INTO study_indications (study_id, indication_id) VALUES ($1, $2)', [s.id, id]);
    let sort = 0;
    for (const c of s.criteria) {
      await tx.query('INSERT INTO criteria (id, study_id, question_id, sort, question, hint, question_type, gender, responses) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
        [c.id, s.id, c.questionId, sort++, JSON.stringify(c.question), c.questionHintText ? JSON.stringify(c.questionHintText) : null, c.questionType, c.gender, JSON.stringify(c.responses)]);
    }
    for (const site of s.sites) {
      await tx.query('INSERT INTO sites (id, study_id, ss_ext_id, name, city, state, postal_code, country) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
        [site.id, s.id, site.ssExtId, site.name, site.city, site.state, site.postalCode, site.country]);
    }
  }
  for (const p of data.postalCodes) {
    await tx.query('INSERT INTO postal_codes (country, postal_code, lat, lng, city, state) VALUES ($1,$2,$3,$4,$5,$6) ON CONFLICT DO NOTHING',
      [p.country, p.postalCode, p.lat, p.lng, p.city, p.state]);
  }
}

/** Seeds when the catalogue is empty; returns whether it seeded. */
export async function seedDemoDataIfEmpty(db: Database, data: DemoData = readDemoData()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE indication_categories IN EXCLUSIVE MODE');
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM indication_categories');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await insertAll(tx, data);
    return true;
  });
}
