/** Which consents a save sends (spec §4 "Saving on leave"): sms, call, email, plus clinic when clinic sharing is granted. */
import type { CountrySettings } from '../core/countries.ts';

export type ConsentType = 'sms' | 'call' | 'email' | 'clinic';

/** For US visitors consent is implied; GDPR countries need the explicit checkbox. Already-sent types are skipped. */
export function consentsToSend(country: CountrySettings, consentGiven: boolean, alreadySent: readonly string[]): ConsentType[] {
  const granted = !country.gdprConsentRequired || consentGiven;
  if (!granted) return [];
  const types: ConsentType[] = ['sms', 'call', 'email', 'clinic'];
  return types.filter((t) => !alreadySent.includes(t));
}
