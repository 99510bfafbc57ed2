/**
 * Whether answers sent under a lead's key are about the person that lead is about. A page whose save's answer was lost
 * (a reload while it was on its way) sends its changed answers again under the same key, as does the next sign-up the
 * screener's link opens in that tab: they change that lead when they are the same person's, and another person's
 * answers typed over the form (a tab copied, the form filled anew, a family sharing a phone) are a lead of their own.
 * The same person answers for themselves, or through a caregiver, as the lead does; was born on the same day (or is
 * the same age) and gave the same gender where both say; and keeps either the lead's phone or its full name: one of
 * them corrected is still that person. A phone or a name alone made another person born another year the first one's
 * lead, her consents included; where only an age is asked, a spouse of the same age sharing the phone.
 */
export interface LeadPerson {
  phone: string;
  firstName: string;
  lastName: string;
  /** Whether a caregiver answers for the participant. */
  caregiver: boolean;
  /** The participant's date of birth (YYYY-MM-DD), or null where it was not asked. */
  birthDate: string | null;
  /** The participant's age, or null where it was not asked. */
  age: number | null;
  /** The participant's gender, or null where it was not asked. */
  gender: string | null;
}

export function isSamePerson(stored: LeadPerson, incoming: LeadPerson): boolean {
  if (stored.caregiver !== incoming.caregiver) return false;
  if (!sameBirthAndGender(stored, incoming) && !genderCorrected(stored, incoming)) return false;
  if (stored.phone === incoming.phone) return true;
  return sameName(stored.firstName, incoming.firstName) && sameName(stored.lastName, incoming.lastName);
}

/** A person's birth and gender, which a corrected name or phone leaves as they were. */
export type BirthAndGender = Pick<LeadPerson, 'birthDate' | 'age' | 'gender'>;

/**
 * Born on the same day (or of the same age) and of the same gender, where both say: what tells two people who share a
 * phone apart (a spouse of the same age, a father and his son of the same name), where a name or a phone may be a
 * correction.
 */
export function sameBirthAndGender(stored: BirthAndGender, incoming: BirthAndGender): boolean {
  return sameBirth(stored, incoming) && !differ(stored.gender, incoming.gender);
}

/**
 * A gender corrected, and nothing else that tells people apart: born on the same day, both dates known, with the same
 * first name. Sent again under a lead's key whose answer was lost, it was refused as another person's, and the page
 * made the person a second lead. Where only an age is asked, another gender stays another person (a spouse).
 */
function genderCorrected(stored: LeadPerson, incoming: LeadPerson): boolean {
  return stored.birthDate !== null && stored.birthDate === incoming.birthDate && sameFirstName(stored, incoming);
}

/** Born on the same day (or of the same age), where both say. */
export function sameBirth(stored: Pick<LeadPerson, 'birthDate' | 'age'>, incoming: Pick<LeadPerson, 'birthDate' | 'age'>): boolean {
  return !differ(stored.birthDate, incoming.birthDate) && !differ(stored.age, incoming.age);
}

/**
 * Another first name and another gender, where both say: twins of one birth date (Emma, then Liam, answered for by
 * their parent), whom birth alone cannot tell apart. A first name corrected alone, or a gender alone, is the same person.
 */
export function namedAndGenderedApart(stored: NameAndGender, incoming: NameAndGender): boolean {
  return differ(firstNameOf(stored), firstNameOf(incoming)) && differ(stored.gender ?? null, incoming.gender ?? null);
}

/**
 * How alike two people's first names and genders are, where both say: the same first name counts for more than the
 * same gender (a name is typed with care; a gender is one tap). Of the leads answers could be a correction of, the
 * likest is theirs: Ann typed back in her twin brother's place, his gender still on the form, is Ann, not a new name
 * for Andy.
 */
export function likeness(stored: NameAndGender, incoming: NameAndGender): number {
  const sameGender = (stored.gender ?? null) !== null && stored.gender === incoming.gender;
  return (sameFirstName(stored, incoming) ? 2 : 0) + (sameGender ? 1 : 0);
}

/** The same first name on both sides (bar case and the spaces around it), both known. */
export function sameFirstName(stored: NameAndGender, incoming: NameAndGender): boolean {
  return firstNameOf(stored) !== null && firstNameOf(stored) === firstNameOf(incoming);
}

/** Another first name on either side, both known. */
export function otherFirstName(stored: NameAndGender, incoming: NameAndGender): boolean {
  return differ(firstNameOf(stored), firstNameOf(incoming));
}

/** A first name and a gender as a page keeps them for a person (either unknown: kept before they were). */
export interface NameAndGender { firstName?: string | null; gender?: string | null }

const firstNameOf = (person: NameAndGender): string | null => person.firstName?.trim().toLocaleLowerCase() || null;

/** Both known, and not the same. */
function differ<T>(a: T | null, b: T | null): boolean {
  return a !== null && b !== null && a !== b;
}

/** Names compare as typed bar case and the spaces around them, on either side. */
function sameName(stored: string, incoming: string): boolean {
  return stored.trim().toLocaleLowerCase() === incoming.trim().toLocaleLowerCase();
}
