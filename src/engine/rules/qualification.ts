/** Qualification rules built on the pure functions of src/core. */
import { ageWithinBounds } from '../../core/age.ts';
import type { QualificationRule } from './types.ts';

/** Age within the study's minimum and maximum; true when there is no study. */
export const ageQualifies: QualificationRule = {
  kind: 'qualification',
  description: "age within the study's minimum and maximum (true with no study)",
  qualifies: ({ candidate, study }) => (study ? ageWithinBounds(candidate.age, study.minAge, study.maxAge) : true),
};
