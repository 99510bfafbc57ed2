/**
 * Whom a screening judges. A lead's verdict is recorded and lets the lead book, so it judges the lead as stored (its
 * birth date or age, gender, height, weight and place), never the request's other figures: a script saved a lead of
 * 91 in Maine and had it pass as the 55-year-old of Houston its screening named. A dry run, recorded nowhere, and a
 * screening of nobody judge what the request gives.
 */
import type { ScreeningRequest } from '../generated/api/screening.request.ts';
import type { StoredFacts } from '../core/eligibility/storedFacts.ts';

export type { StoredFacts };

export function screenedFacts(req: Pick<ScreeningRequest, 'candidate' | 'dryRun'>, stored: StoredFacts | null): ScreeningRequest['candidate'] {
  if (!stored || req.dryRun) return req.candidate;
  // The visitor's date stays the request's: an age is reckoned on the day where the visitor is.
  const { today } = req.candidate;
  return {
    postalCode: stored.postalCode, country: stored.country,
    ...(stored.birthDate ? { birthDate: stored.birthDate, ...(today ? { today } : {}) } : stored.age !== null ? { age: stored.age } : {}),
    ...(stored.gender ? { gender: stored.gender } : {}),
    ...(stored.heightCm !== null ? { heightCm: stored.heightCm } : {}),
    ...(stored.weightKg !== null ? { weightKg: stored.weightKg } : {}),
  };
}
