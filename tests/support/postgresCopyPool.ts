/**
 * Copies of the PostgreSQL template database, kept per process and handed from one suite to the next: once a suite's
 * app has closed its connections, its copy is put back as the template left it (suiteReset.ts) instead of dropped,
 * and the next suite takes it instead of CREATE DATABASE … TEMPLATE (about 250 ms of the server's time, and WAL for
 * the whole database, per suite). A copy the reset cannot give back is dropped, and the next suite gets a new one.
 */
import { openPostgres } from '../../src/server/db/postgres.ts';
import type { Database } from '../../src/server/db/database.ts';
import { copyPostgresTemplate, dropSuiteDatabase } from './databaseTemplates.ts';
import { keepRows, putBack, type Kept } from './suiteReset.ts';

/** Idle copies by template, and how to put back each copy this process made. */
const idle = new Map<string, string[]>();
const keptOf = new Map<string, { template: string; kept: Kept }>();

/** What the pool did in this process: copies made, copies handed on after a reset, copies dropped instead. */
export const postgresPoolCounts = { made: 0, reused: 0, dropped: 0 };

const quiet = { info: () => undefined, warn: () => undefined };

async function onCopy<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgres(url, { schema: null, log: quiet, startWaitMs: 0, poolSize: 1 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A database on the template's server holding the template's migrated, seeded data; returns its connection string. */
export async function takePostgresCopy(serverUrl: string, template: string): Promise<string> {
  const reused = idle.get(template)?.pop();
  if (reused) {
    postgresPoolCounts.reused += 1;
    return reused;
  }
  postgresPoolCounts.made += 1;
  const url = await copyPostgresTemplate(serverUrl, template);
  keptOf.set(url, { template, kept: await onCopy(url, keepRows) });
  return url;
}

/**
 * Hands a copy made by takePostgresCopy on to the next suite, put back as the template left it, or drops it when that
 * cannot be done. Call it once the suite's connections are closed (a session left open holding a lock fails the reset).
 */
export async function giveBackPostgresCopy(url: string, serverUrl: string): Promise<void> {
  const entry = keptOf.get(url);
  // Given back already: handed on once, or two suites would share it.
  if (entry && idle.get(entry.template)?.includes(url)) return;
  if (!entry) {
    await dropSuiteDatabase({ databaseUrl: url, databaseSchema: null }, serverUrl);
    return;
  }
  if (await onCopy(url, (db) => putBack(db, entry.kept)).catch(() => false)) {
    idle.set(entry.template, [...(idle.get(entry.template) ?? []), url]);
    return;
  }
  keptOf.delete(url);
  postgresPoolCounts.dropped += 1;
  await dropSuiteDatabase({ databaseUrl: url, databaseSchema: null }, serverUrl);
}
