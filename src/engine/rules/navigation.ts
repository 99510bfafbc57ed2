/** Navigation rules of the sign-up family (design "our reading" of the core flow). */
import type { NavigationRule } from './types.ts';

/** After gender home: gender select when gender is required (`g`) and unset, else postal code. */
export const afterGenderHome: NavigationRule<'genderSelect' | 'postal'> = {
  kind: 'navigation',
  description: 'gender select when gender is required and unset, else postal code',
  targets: ['genderSelect', 'postal'],
  decide: ({ path, candidate }) => (path.genderRequired && !candidate.gender ? 'genderSelect' : 'postal'),
};

/** After email: indications when diagnosis is skipped; diagnosis when the path has an indication; else indications. */
export const afterEmail: NavigationRule<'diagnosis' | 'indications'> = {
  kind: 'navigation',
  description: 'indications when skip-diagnosis is set; diagnosis when the path has an indication; else indications',
  targets: ['diagnosis', 'indications'],
  decide: ({ path }) => (path.skipDiagnosis ? 'indications' : path.indicationId !== null ? 'diagnosis' : 'indications'),
};
