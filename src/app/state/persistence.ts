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

export function savePersonal(personal: Personal, now = Date.now()): void {
  saveOnDevice(PERSONAL_KEY, personal, now);
}

export function loadPersonal(now = Date.now()): Personal {
  return loadFromDevice<Personal>(PERSONAL_KEY, now) ?? {};
}

export function clearPersonal(): void {
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
