/**
 * Which consents a save sends (spec §4 "Saving on leave"): sms, call, email, plus clinic when clinic sharing is
 * granted, plus the medical-records (health data) choice once the visitor has made it.
 */
import type { CountrySettings } from '../core/countries.ts';

export type ConsentType = 'sms' | 'call' | 'email' | 'clinic' | 'medicalRecords';

export interface ConsentToSend {
  type: ConsentType;
  granted: boolean;
}

/** For US visitors contact consent is implied; GDPR countries need the explicit checkbox. Already-sent types are skipped. */
export function consentsToSend(country: CountrySettings, consentGiven: boolean, alreadySent: readonly string[], medicalRecords: boolean | null = null): ConsentToSend[] {
  const granted = !country.gdprConsentRequired || consentGiven;
  const out: ConsentToSend[] = granted ? (['sms', 'call', 'email', 'clinic'] as const).map((type) => ({ type, granted: true })) : [];
  if (medicalRecords !== null) out.push({ type: 'medicalRecords', granted: medicalRecords });
  return out.filter((c) => !alreadySent.includes(c.type));
}
