/** Visibility rules: when a field is shown. */
import type { VisibilityRule } from './types.ts';

/** International (GDPR) visitors must tick consent; for US visitors consent is implied. */
export const consentRequired: VisibilityRule = {
  kind: 'visibility',
  description: 'the visitor is in a country that requires explicit consent',
  holds: ({ country }) => country.gdprConsentRequired,
};

export const isCaregiver: VisibilityRule = {
  kind: 'visibility',
  description: 'a caregiver is answering for the participant',
  holds: ({ path }) => path.caregiver,
};

export const notCaregiver: VisibilityRule = {
  kind: 'visibility',
  description: 'the participant is answering for themselves',
  holds: ({ path }) => !path.caregiver,
};
