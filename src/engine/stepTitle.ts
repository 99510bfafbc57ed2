/** Which translation key titles a step: the caregiver wording (by relationship when the step has one), else the title. */
import type { Step } from './campaign.ts';
import type { Copy } from './catalogueText.ts';
import { relationType, type Relationship } from '../core/relationship.ts';

export function stepTitleKey(step: Step, caregiver: boolean, relationship: Relationship | null): Copy | undefined {
  if (caregiver && step.titleByRelation) return `${step.titleByRelation}.${relationType(relationship)}`;
  if (caregiver && step.titleCaregiver) return step.titleCaregiver;
  return step.title;
}
