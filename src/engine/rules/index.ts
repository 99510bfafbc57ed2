/** The one rule registry. Campaigns name rules from here; an unknown name fails `campaigns:check`. */
import { afterEmail, afterGenderHome, afterScreenerHome, afterSchedulingHome, afterBooking, afterIndications, afterScreening } from './navigation.ts';
import {
  consentRequired, isCaregiver, notCaregiver, adultCaregiverCampaign, participantIsSomeoneElse, healthDataChoiceShown, eSignChoiceShown,
  otherConditionsShown, otherConditionsShownESign, ctScanDateShown, oncologyStudy, riskAssessmentShown, beforeSearch, afterSearch,
} from './visibility.ts';
import { ageQualifies } from './qualification.ts';
import type { Rule } from './types.ts';

export const rules = {
  afterGenderHome,
  afterEmail,
  afterScreenerHome,
  afterSchedulingHome,
  afterBooking,
  afterIndications,
  afterScreening,
  consentRequired,
  isCaregiver,
  notCaregiver,
  adultCaregiverCampaign,
  participantIsSomeoneElse,
  healthDataChoiceShown,
  eSignChoiceShown,
  otherConditionsShown,
  otherConditionsShownESign,
  ctScanDateShown,
  oncologyStudy,
  riskAssessmentShown,
  beforeSearch,
  afterSearch,
  ageQualifies,
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;
export type NavigationRuleName = { [K in RuleName]: (typeof rules)[K]['kind'] extends 'navigation' ? K : never }[RuleName];
export type VisibilityRuleName = { [K in RuleName]: (typeof rules)[K]['kind'] extends 'visibility' ? K : never }[RuleName];

export function isRuleName(name: string): name is RuleName {
  return Object.prototype.hasOwnProperty.call(rules, name);
}

export type { Rule, NavigationRule, VisibilityRule, QualificationRule } from './types.ts';
