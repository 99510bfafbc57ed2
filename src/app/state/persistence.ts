/**
 * Per-tab state in session storage; personal fields in local storage as the spec says, but never older
 * than 24 hours and removed when the flow completes, so health-related answers do not linger on a shared device.
 */
import { PERSONAL_FIELDS, type Candidate } from '../../core/candidate.ts';
import { isPersonalAnswer } from '../../engine/answerPrivacy.ts';

export const PERSONAL_KEY = 'signup.personal.v1';
export const SESSION_KEY = 'signup.session.v1';
export const PERSONAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Personal = Partial<Pick<Candidate, (typeof PERSONAL_FIELDS)[number]>>;

/** Personal fields apart from the rest; of the answers kept under `answers`, those declared not personal stay with the rest. */
export function splitCandidate(candidate: Candidate, personalAnswer: (key: string) => boolean = isPersonalAnswer): { personal: Personal; rest: Partial<Candidate> } {
  const personal: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...candidate };
  for (const key of PERSONAL_FIELDS) {
    personal[key] = candidate[key];
    delete rest[key];
  }
  const answers = Object.entries(candidate.answers);
  personal.answers = Object.fromEntries(answers.filter(([key]) => personalAnswer(key)));
  const others = answers.filter(([key]) => !personalAnswer(key));
  if (others.length) rest.answers = Object.fromEntries(others);
  return { personal: personal as Personal, rest: rest as Partial<Candidate> };
}

/** The candidate as a refresh finds it: the session's part, then the device's personal part, the answers of both. */
export function restoredCandidate(base: Candidate, session: Partial<Candidate> | undefined, personal: Personal): Candidate {
  const { referringGroup: legacy, ...stored } = (session ?? {}) as Partial<Candidate> & { referringGroup?: unknown };
  // A visit stored before how-they-heard became a module kind's answer (HowHeard) kept it beside the others.
  const moved: Candidate['answers'] = typeof legacy === 'string' && legacy ? { referringGroup: legacy } : {};
  return { ...base, ...stored, ...personal, answers: { ...base.answers, ...moved, ...stored.answers, ...personal.answers } };
}

/** The browser's local or session storage, or null where it is unavailable (private modes, blocked storage). */
export function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Each tab's visit keeps its person under a key of its own: two tabs of one browser (a caregiver signing up themselves
 * and a relative) shared one key, and a refresh of the first tab saved the second tab's person onto its own lead.
 */
export function personalKey(visit: string): string {
  return `${PERSONAL_KEY}.${visit}`;
}

export function savePersonal(personal: Personal, visit: string, now = Date.now()): void {
  saveOnDevice(personalKey(visit), personal, now);
}

/**
 * This tab's person. A tab that starts a visit on this device (`adopt`: it has no visit of its own yet, as when the
 * visitor closed the tab and opens the link again) takes the person saved last, within PERSONAL_MAX_AGE_MS; a tab
 * with a visit of its own never takes another's.
 */
export function loadPersonal(visit: string, { adopt }: { adopt: boolean }, now = Date.now()): Personal {
  const own = loadFromDevice<Personal>(personalKey(visit), now);
  if (own || !adopt) return own ?? {};
  let newest: { savedAt: number; key: string } | null = null;
  for (const key of personalKeys()) {
    // Read through loadFromDevice, which removes what is too old or unreadable.
    if (loadFromDevice<Personal>(key, now) === null) continue;
    const savedAt = (JSON.parse(storage('local')?.getItem(key) ?? '{}') as { savedAt: number }).savedAt;
    if (!newest || savedAt > newest.savedAt) newest = { savedAt, key };
  }
  return newest ? loadFromDevice<Personal>(newest.key, now) ?? {} : {};
}

/** The keys of every visit's person on this device, and the single key of the version before visits had their own. */
function personalKeys(): string[] {
  const local = storage('local');
  if (!local) return [];
  const keys: string[] = [];
  for (let i = 0; i < local.length; i += 1) {
    const key = local.key(i);
    if (key === PERSONAL_KEY || key?.startsWith(`${PERSONAL_KEY}.`)) keys.push(key);
  }
  return keys;
}

/** Whom each of a visit's leads is about (engine/leadSubject.ts LeadPersonMarks): birth dates, first names and genders, kept as personal fields are. */
export const PEOPLE_KEY = 'signup.people.v1';

export function savePeople<T>(people: T, visit: string, now = Date.now()): void {
  saveOnDevice(`${PEOPLE_KEY}.${visit}`, people, now);
}

export function loadPeople<T>(visit: string, now = Date.now()): T | null {
  return loadFromDevice<T>(`${PEOPLE_KEY}.${visit}`, now);
}

/** Removes this visit's person (its flow completed), and whom its leads are about; another tab's visit keeps its own. */
export function clearPersonal(visit: string): void {
  storage('local')?.removeItem(personalKey(visit));
  storage('local')?.removeItem(`${PEOPLE_KEY}.${visit}`);
  // The one key of the version before, which this visit may have adopted.
  storage('local')?.removeItem(PERSONAL_KEY);
}

/** Personal data kept on the device (local storage) under `key`, read back for PERSONAL_MAX_AGE_MS at most. */
export function saveOnDevice<T>(key: string, fields: T, now = Date.now()): void {
  storage('local')?.setItem(key, JSON.stringify({ savedAt: now, fields }));
}

/** What saveOnDevice kept under `key`; null, and removed, once older than PERSONAL_MAX_AGE_MS or unreadable. */
export function loadFromDevice<T>(key: string, now = Date.now()): T | null {
  const raw = storage('local')?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { savedAt: number; fields: T };
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > PERSONAL_MAX_AGE_MS) {
      storage('local')?.removeItem(key);
      return null;
    }
    return parsed.fields ?? null;
  } catch {
    storage('local')?.removeItem(key);
    return null;
  }
}

/** The visits a tab left for another campaign's (visitsLeft.ts): the rest in the session, their persons on the device under the tab's visit. */
export const VISITS_LEFT_KEY = 'signup.visits-left.v1';
export const VISITS_LEFT_PERSONAL_KEY = 'signup.visits-left.personal.v1';

/** A flow of the tab (its visit `visit`) completed: the persons of the visits it left go, and what was typed on them. */
export function forgetPersonsLeft(visit: string): void {
  storage('local')?.removeItem(`${VISITS_LEFT_PERSONAL_KEY}.${visit}`);
  // The postal code of a search left, which the version before kept apart.
  storage('local')?.removeItem('signup.left-search.personal.v1');
}

export function saveSession<T>(value: T, key = SESSION_KEY): void {
  storage('session')?.setItem(key, JSON.stringify(value));
}

export function loadSession<T>(key = SESSION_KEY): T | null {
  const raw = storage('session')?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
