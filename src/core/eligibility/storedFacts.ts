/** What a screening judges of a lead, as the lead holds it (src/engine/screenedFacts.ts reads it, the lead repository gives it). */
export interface StoredFacts {
  birthDate: string | null;
  age: number | null;
  gender: 'male' | 'female' | 'other' | null;
  heightCm: number | null;
  weightKg: number | null;
  postalCode: string;
  country: string;
}
