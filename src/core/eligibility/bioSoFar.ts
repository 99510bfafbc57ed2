/**
 * Bio-qualification as far as the page can judge it before the screening (spec §4: bio-qualified on age, gender and
 * BMI). The page is sent the study's age bounds and gender, not its BMI bounds, so BMI is left to the server's verdict.
 */
import { ageWithinBounds } from '../age.ts';

export interface StudyBioBounds {
  minAge: number | null;
  maxAge: number | null;
  /** Absent: the study takes any gender. */
  gender?: 'any' | 'male' | 'female';
}

/** Age within the study's bounds and gender allowed; an age or gender the study needs and not given yet does not qualify. */
export function bioQualifiedSoFar(study: StudyBioBounds, person: { age: number | null; gender: string | null }): boolean {
  if (!ageWithinBounds(person.age, study.minAge, study.maxAge)) return false;
  const gender = study.gender ?? 'any';
  return gender === 'any' || person.gender === gender;
}
