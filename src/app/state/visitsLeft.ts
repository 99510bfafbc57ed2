/**
 * The visits this tab left for another campaign's (src/engine/visitReturn.ts), kept as the tab's own visit is
 * (store.ts): the rest in the tab's session storage, the personal part on the device for 24 hours at most, and gone
 * once a flow of the tab completes (persistence.ts forgetPersonsLeft). A few are kept, the latest first.
 */
import type { VisitLeft } from '../../engine/visitReturn.ts';
import { loadFromDevice, loadSession, saveOnDevice, saveSession, VISITS_LEFT_KEY, VISITS_LEFT_PERSONAL_KEY } from './persistence.ts';

/** Back and Forward reach a few visits back at most; more would only keep more of people's answers. */
export const VISITS_LEFT_KEPT = 4;

/** A visit as the tab keeps it: what the session keeps, and what the device keeps (null: nothing, as after its flow completed). */
export interface VisitParts<Session, Personal> {
  session: Session;
  personal: Personal | null;
}

interface Kept<Session> extends VisitLeft {
  session: Session;
}

function kept<Session>(): Array<Kept<Session>> {
  const list = loadSession<unknown>(VISITS_LEFT_KEY);
  // Anything else (an edited entry, another shape) is no visit left, not a broken page.
  return Array.isArray(list) ? list.filter((v): v is Kept<Session> => typeof v?.visit === 'string' && typeof v.campaign === 'string' && typeof v.session === 'object' && v.session !== null) : [];
}

/**
 * Under the tab's own visit (store.ts), as its person is: two tabs keep the visits each left apart, and a flow completed
 * in one takes only its own off the device.
 */
function personsKey(): string {
  return `${VISITS_LEFT_PERSONAL_KEY}.${loadSession<{ visit?: string }>()?.visit ?? ''}`;
}

function persons<Personal>(): Record<string, Personal> {
  const found = loadFromDevice<unknown>(personsKey());
  return typeof found === 'object' && found !== null ? found as Record<string, Personal> : {};
}

function write<Session, Personal>(list: Array<Kept<Session>>, people: Record<string, Personal | null>): void {
  saveSession(list, VISITS_LEFT_KEY);
  // Only the persons of the visits still kept.
  saveOnDevice(personsKey(), Object.fromEntries(list.flatMap((v) => (people[v.visit] ? [[v.visit, people[v.visit]]] : []))));
}

/** The visits left, the latest first. */
export function visitsLeft(): VisitLeft[] {
  return kept().map(({ visit, campaign }) => ({ visit, campaign }));
}

/** Keeps a visit the tab leaves, as the latest, with its person while it has one. */
export function keepVisitLeft<Session, Personal>(left: VisitLeft, parts: VisitParts<Session, Personal>): void {
  const people: Record<string, Personal | null> = persons<Personal>();
  people[left.visit] = parts.personal;
  write([{ ...left, session: parts.session }, ...kept<Session>().filter((v) => v.visit !== left.visit)].slice(0, VISITS_LEFT_KEPT), people);
}

/** The visit left under `visit`, taken out of those kept (it is the tab's own again); null when none is kept. */
export function takeVisitLeft<Session, Personal>(visit: string): VisitParts<Session, Personal> | null {
  const list = kept<Session>();
  const found = list.find((v) => v.visit === visit);
  if (!found) return null;
  const people = persons<Personal>();
  write(list.filter((v) => v !== found), people);
  return { session: found.session, personal: people[visit] ?? null };
}

/**
 * Forgets what is kept of `visit` as left, the visit a page of the tab shows again: given back by the browser's
 * back-forward cache, it went on from where a page loaded meanwhile had kept it (tabCopy.ts).
 */
export function forgetVisitLeft(visit: string): void {
  takeVisitLeft(visit);
}
