/**
 * What the relay routes do with a link: the relay hears the server's own stored verdict of a screening (never
 * one the browser sends), and each condition once. A null from the adapter (the relay's 401) is refused as an
 * unavailable link, and the page goes on without it.
 */
import type { Queryable } from '../../db/database.ts';
import { storedScreeningResult } from '../../db/repositories/studies.ts';
import { RelayLinkUnavailableError, RelayScreeningNotFoundError } from '../../errors.ts';
import type { RelayAdapter } from './adapter.ts';

function present<T>(value: T | null): T {
  if (value === null) throw new RelayLinkUnavailableError();
  return value;
}

export async function relayPatientInfo(relay: RelayAdapter, slug: string) {
  return present(await relay.patientInfo(slug));
}

export async function relayStoredScreening(db: Queryable, relay: RelayAdapter, slug: string, screeningId: string) {
  const result = await storedScreeningResult(db, screeningId.toLowerCase());
  if (!result) throw new RelayScreeningNotFoundError();
  return present(await relay.submitScreening(slug, result));
}

export async function relayIndications(relay: RelayAdapter, slug: string, indicationIds: number[]) {
  return present(await relay.updateIndications(slug, [...new Set(indicationIds)]));
}

export async function relayStudySites(relay: RelayAdapter, slug: string, studyId: number) {
  return present(await relay.studySites(slug, studyId));
}
