/**
 * Whether answers sent under a lead's key are about the person that lead is about. A page whose save's answer was lost
 * (a reload while it was on its way) sends its changed answers again under the same key: they change that lead when
 * they are the same person's, and another person's answers typed over the form (a tab copied, the form filled anew)
 * are a lead of their own. The same person answers for themselves, or through a caregiver, as the lead does, and keeps
 * either the lead's phone or its full name: one of them corrected is still that person.
 */
export interface LeadPerson {
  phone: string;
  firstName: string;
  lastName: string;
  /** Whether a caregiver answers for the participant. */
  caregiver: boolean;
}

export function isSamePerson(stored: LeadPerson, incoming: LeadPerson): boolean {
  if (stored.caregiver !== incoming.caregiver) return false;
  if (stored.phone === incoming.phone) return true;
  return sameName(stored.firstName, incoming.firstName) && sameName(stored.lastName, incoming.lastName);
}

/** Names compare as typed bar case and the spaces around them, on either side. */
function sameName(stored: string, incoming: string): boolean {
  return stored.trim().toLocaleLowerCase() === incoming.trim().toLocaleLowerCase();
}
