/**
 * The relay's four messages (spec §7) as the envelopes the HTTP adapter POSTs to the relay service, and how their
 * answers are read. Pure: no I/O, so what goes over the wire is tested without a server.
 */
import type { PatientInfo, RelayScreeningResult, RelaySite } from './adapter.ts';

/** One message: the relay service forwards `method path` (with `body`) to the queue named in the queue header. */
export interface RelayEnvelope {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

const seg = (s: string) => encodeURIComponent(s);

export const relayMessages = {
  patientInfo: (slug: string): RelayEnvelope => ({ method: 'GET', path: `temp_links/${seg(slug)}/patient_info` }),
  submitScreening: (slug: string, screening: RelayScreeningResult): RelayEnvelope => ({ method: 'POST', path: 'subjects/subreg/screening', body: { slug, screening } }),
  updateIndications: (slug: string, indications: number[]): RelayEnvelope => ({ method: 'POST', path: 'subjects/subreg/indications', body: { slug, indications } }),
  studySites: (slug: string, studyId: number): RelayEnvelope => ({ method: 'GET', path: `temp_links/${seg(slug)}/study/${studyId}/sites` }),
};

const text = (v: unknown, max = 200): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** Reads patient info in our names or the lead-save names (phone1, dateOfBirth); anything else is ignored. */
export function toPatientInfo(raw: unknown): PatientInfo | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const country = text(r.country)?.toUpperCase() ?? null;
  const birthDate = text(r.birthDate) ?? text(r.dateOfBirth);
  return {
    firstName: text(r.firstName, 100),
    lastName: text(r.lastName, 100),
    phone: text(r.phone, 40) ?? text(r.phone1, 40),
    email: text(r.email, 254),
    postalCode: text(r.postalCode, 12),
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    // Date only: a timestamp is cut to its date, anything else dropped.
    birthDate: birthDate && /^\d{4}-\d{2}-\d{2}/.test(birthDate) ? birthDate.slice(0, 10) : null,
    gender: text(r.gender, 20)?.toLowerCase() ?? null,
  };
}

/** Reads a site list, bare or as `{ sites }`, keeping well-formed entries only. */
export function toSites(raw: unknown): RelaySite[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { sites?: unknown }).sites) ? (raw as { sites: unknown[] }).sites : [];
  return list.flatMap((s) => {
    const r = (s ?? {}) as Record<string, unknown>;
    const id = Number(r.id);
    const distance = Number(r.distance);
    const ssExtId = r.ssExtId ?? r.ss_ext_id;
    return Number.isInteger(id) && Number.isFinite(distance) && (typeof ssExtId === 'string' || typeof ssExtId === 'number')
      ? [{ id, ssExtId: String(ssExtId), distance }]
      : [];
  });
}
