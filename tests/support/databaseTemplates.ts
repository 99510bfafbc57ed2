/**
 * The database every test suite starts from, built once per run: migrated and seeded as `npm start` leaves it.
 * PGlite: a dumped data directory (a tar file) each suite loads into a fresh instance. PostgreSQL: a template
 * database each suite copies with CREATE DATABASE … TEMPLATE. Creating PGlite's data directory and migrating cost
 * seconds per suite; loading a dump and copying a template cost a fraction of that.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedDemoData } from '../../src/server/db/seedAll.ts';

export interface DatabaseTemplates {
  /** The PGlite dump file. */
  pgliteSnapshot: string;
  /** The PostgreSQL template database's name, on TEST_DATABASE_URL's server; null without TEST_DATABASE_URL. */
  postgresTemplate: string | null;
}

const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };

async function migrateAndSeed(db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
}

/** The same server with another database name in the connection string. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on TEST_DATABASE_URL's own database (CREATE and DROP DATABASE cannot run inside the target). */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The suites' databases are small: 16 MB of shared buffers, not PostgreSQL's 128 MB, which PGlite sets up at every
 * open (an open from the dump took 0.43-0.53 s against 0.85-1.3 s). The server's own database keeps the default.
 */
const SUITE_SHARED_BUFFERS = "ALTER SYSTEM SET shared_buffers = '16MB'";

async function buildPgliteSnapshot(dir: string): Promise<string> {
  const pglite = await PGlite.create();
  try {
    await migrateAndSeed(pgliteDatabase(pglite));
    await pglite.query(SUITE_SHARED_BUFFERS);
    const file = join(dir, 'pglite.tar');
    writeFileSync(file, new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

async function buildPostgresTemplate(url: string): Promise<string> {
  const name = `suite_tpl_${randomBytes(5).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const db = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: '', log: quiet, startWaitMs: 0 });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.close();
  }
  return name;
}

/** Builds both templates; `remove` drops them and every copy still left. */
export async function createDatabaseTemplates(postgresUrl: string | null): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'suite-templates-'));
  const [pgliteSnapshot, postgresTemplate] = await Promise.all([buildPgliteSnapshot(dir), postgresUrl ? buildPostgresTemplate(postgresUrl) : null]);
  return {
    templates: { pgliteSnapshot, postgresTemplate },
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (!postgresUrl || !postgresTemplate) return;
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${postgresTemplate}\\_%`]);
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        await client.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Where `npm test` (scripts/test-all.ts) hands its stages the templates it built once for all of them: the API suites,
 * the end-to-end specs and the cross-browser suite each built the same ones, 3-5 s a stage, before any test ran.
 */
export const SHARED_TEMPLATES_VARIABLE = 'SUITE_DATABASE_TEMPLATES';

/**
 * The templates a run hands on (removed by the run that built them), or new ones that `remove` drops. The PostgreSQL
 * template handed on is taken only for the same server: a run without TEST_DATABASE_URL gets none.
 */
export async function suiteDatabaseTemplates(postgresUrl: string | null, env: NodeJS.ProcessEnv = process.env): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const shared = env[SHARED_TEMPLATES_VARIABLE];
  const templates = shared ? JSON.parse(shared) as DatabaseTemplates : null;
  if (!templates || (postgresUrl && !templates.postgresTemplate)) return createDatabaseTemplates(postgresUrl);
  return { templates: { ...templates, postgresTemplate: postgresUrl ? templates.postgresTemplate : null }, remove: async () => undefined };
}

/** The dump files' bytes, read once per process: a worker opens a copy for every suite. */
const dumps = new Map<string, Uint8Array>();

/** A new PGlite database (in memory, or in an empty dataDir) holding the snapshot's migrated, seeded data. */
export function openPgliteCopy(snapshot: string, dataDir = 'memory://'): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  if (!dumps.has(snapshot)) dumps.set(snapshot, readFileSync(snapshot));
  return openDatabase({ databaseUrl: null, dataDir, snapshot: dumps.get(snapshot) });
}

/** A new database on the template's server copied from the template; returns its connection string. */
export async function copyPostgresTemplate(url: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return databaseUrlFor(url, name);
}

/** Drops a copy made by copyPostgresTemplate, or the schema a test created on the shared test database. */
export async function dropSuiteDatabase(config: { databaseUrl: string | null; databaseSchema: string | null }, serverUrl: string | undefined): Promise<void> {
  if (!config.databaseUrl) return;
  if (config.databaseSchema) {
    await onServer(config.databaseUrl, `DROP SCHEMA IF EXISTS ${config.databaseSchema} CASCADE`);
    return;
  }
  const name = new URL(config.databaseUrl).pathname.slice(1);
  if (serverUrl && /^suite_tpl_[0-9a-f]+_[0-9a-f]+$/.test(name)) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
