/** Navigation rules of the sign-up family (design "our reading" of the core flow). */
import type { NavigationRule } from './types.ts';
import type { PathState } from '../ruleContext.ts';

/** After gender home: gender select when gender is required (`g`) and unset, else postal code. */
export const afterGenderHome: NavigationRule<'genderSelect' | 'postal'> = {
  kind: 'navigation',
  description: 'gender select when gender is required and unset, else postal code',
  targets: ['genderSelect', 'postal'],
  decide: ({ path, candidate }) => (path.genderRequired && !candidate.gender ? 'genderSelect' : 'postal'),
};

const diagnosisByPath = (path: PathState): 'diagnosis' | 'indications' => (path.skipDiagnosis ? 'indications' : path.indicationId !== null ? 'diagnosis' : 'indications');

/** After email: indications when diagnosis is skipped; diagnosis when the path has an indication; else indications. */
export const afterEmail: NavigationRule<'diagnosis' | 'indications'> = {
  kind: 'navigation',
  description: 'indications when skip-diagnosis is set; diagnosis when the path has an indication; else indications',
  targets: ['diagnosis', 'indications'],
  decide: ({ path }) => diagnosisByPath(path),
  byPath: diagnosisByPath,
};

/** ws18: calendar booking when fully qualified, else the indications result. */
export const afterScreenerHome: NavigationRule<'calendarBooking' | 'indications'> = {
  kind: 'navigation',
  description: 'calendar booking when fully qualified, else indications',
  targets: ['calendarBooking', 'indications'],
  decide: ({ screening }) => (screening?.fullyQualified ? 'calendarBooking' : 'indications'),
};

/** ws21: secondary screening when fully qualified and the study screens further; else site scheduling when enabled; else indications. */
export const afterSchedulingHome: NavigationRule<'secondaryScreeningScheduling' | 'siteScheduling' | 'indications'> = {
  kind: 'navigation',
  description: 'fully qualified: secondary screening scheduling when the study has it, else site scheduling when enabled; otherwise indications',
  targets: ['secondaryScreeningScheduling', 'siteScheduling', 'indications'],
  decide: ({ screening, study, siteSchedulingEnabled }) => {
    if (!screening?.fullyQualified) return 'indications';
    if (study?.secondaryScreening) return 'secondaryScreeningScheduling';
    return siteSchedulingEnabled ? 'siteScheduling' : 'indications';
  },
};

/** After a booking step: its thank-you when a booking is stored for the study, else the indications result. */
export const afterBooking: NavigationRule<'calendarBookingThankYou' | 'indications'> = {
  kind: 'navigation',
  description: 'the booking thank-you when a booking exists for the study, else indications',
  targets: ['calendarBookingThankYou', 'indications'],
  decide: ({ booked }) => (booked ? 'calendarBookingThankYou' : 'indications'),
};

/** Web screeners: an oncology study asks about the cancer (the cancer-indications step) before the thank-you. */
export const afterIndications: NavigationRule<'cancerindications' | 'thanks'> = {
  kind: 'navigation',
  description: 'the cancer questions for an oncology study, else the thank-you',
  targets: ['cancerindications', 'thanks'],
  decide: ({ study }) => (study?.oncology === true ? 'cancerindications' : 'thanks'),
};

/** A screener that asks again before the result: a qualified visitor confirms their details, anyone else may check their answers. */
export const afterScreening: NavigationRule<'confirmEligibility' | 'checkAgain'> = {
  kind: 'navigation',
  description: 'confirm the details when the screening passed, else offer to check the answers again',
  targets: ['confirmEligibility', 'checkAgain'],
  decide: ({ screening }) => (screening?.passed ? 'confirmEligibility' : 'checkAgain'),
};
