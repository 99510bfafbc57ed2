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

/** The adult-caregiver block ('who is the participant') shows on campaigns whose caregiver type is adult. */
export const adultCaregiverCampaign: VisibilityRule = {
  kind: 'visibility',
  description: "the campaign's caregiver type is adult",
  holds: ({ path }) => path.caregiverType === 'adult',
};

/** The caregiver's own name and birth date, once 'someone else' is chosen as the participant. */
export const participantIsSomeoneElse: VisibilityRule = {
  kind: 'visibility',
  description: "'someone else' is chosen as the participant",
  holds: ({ answers }) => answers?.participant === 'someone_else',
};

/** The health-data consent choice: for a qualified screening of a real (non-simulation) study. */
export const healthDataChoiceShown: VisibilityRule = {
  kind: 'visibility',
  description: 'the screening qualified for a study that is not a simulation',
  holds: ({ screening, study }) => screening?.passed === true && study?.isSimulation !== true,
};

/** The e-signature consent choice: as the health-data choice, but only at widths of 768 px or less. */
export const eSignChoiceShown: VisibilityRule = {
  kind: 'visibility',
  description: 'the health-data choice applies and the page is 768 px wide or less',
  holds: (ctx) => healthDataChoiceShown.holds(ctx) && ctx.narrowViewport === true,
};

/** The other-conditions picker: straight away when there is no consent choice, else once it is made. */
export const otherConditionsShown: VisibilityRule = {
  kind: 'visibility',
  description: 'no consent choice is asked, or it has been made',
  holds: (ctx) => !healthDataChoiceShown.holds(ctx) || ctx.answers?.healthDataConsent !== undefined || ctx.candidate.medicalRecordsConsent !== null,
};

/** As otherConditionsShown, for the e-signature variant whose choice shows only on narrow pages. */
export const otherConditionsShownESign: VisibilityRule = {
  kind: 'visibility',
  description: 'no e-signature choice is asked, or it has been made',
  holds: (ctx) => !eSignChoiceShown.holds(ctx) || ctx.answers?.healthDataConsent !== undefined || ctx.candidate.medicalRecordsConsent !== null,
};

/** The CT-scan appointment date: for CT-scan appointment studies. */
export const ctScanStudy: VisibilityRule = {
  kind: 'visibility',
  description: 'the study is a CT-scan appointment study',
  holds: ({ study }) => study?.ctScanAppointment === true,
};

/** The oncology confirmation: for oncology studies. */
export const oncologyStudy: VisibilityRule = {
  kind: 'visibility',
  description: 'the study is an oncology study',
  holds: ({ study }) => study?.oncology === true,
};

/** ss7: the contact form shows until studies or offers are fetched. */
export const beforeSearch: VisibilityRule = {
  kind: 'visibility',
  description: 'no study search has been made yet',
  holds: ({ searched }) => searched !== true,
};

/** ss7: results and offers once the search has been made. */
export const afterSearch: VisibilityRule = {
  kind: 'visibility',
  description: 'a study search has been made',
  holds: ({ searched }) => searched === true,
};
