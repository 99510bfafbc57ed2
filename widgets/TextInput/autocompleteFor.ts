/**
 * The autocomplete token of a personal field, or 'off' when the person typing is not the person the field is about:
 * a caregiver typing the participant's name or birth date (the browser offered the parent's own birthday for the
 * child's, which changes who qualifies), or a partner's call-centre agent typing the patient's details (the agent's
 * own). A caregiver's contact details and their own name are theirs to fill.
 */
export type Whose = 'participant' | 'contact' | 'visitor';

export function autocompleteFor(token: string, whose: Whose, visit: { caregiver: boolean; campaignType: string }): string {
  if (visit.campaignType === 'Partner Screener') return 'off';
  if (whose === 'participant' && visit.caregiver) return 'off';
  return token;
}
