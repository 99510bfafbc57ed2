/**
 * A PostgreSQL server through a node-postgres pool that outlives the server: a restart, a failover or an
 * outage ends connections, never the process. While the server is away every call fails fast with
 * DatabaseUnavailableError (503, Retry-After); the pool opens fresh connections, resolving the host name
 * again, as soon as the server answers.
 */
import type pg from 'pg';
import type { Database, DatabaseLog, TransactionOptions } from './database.ts';
import { describeConnectionFailure, isConnectionFailure, isReadTimeout, isStatementTimeout } from './connectionFailure.ts';
import { DatabaseSlowError, DatabaseUnavailableError } from '../errors.ts';
import { statementNames } from './statementNames.ts';
import { mayBeStalePreparedStatement } from './stalePreparedStatement.mjs';

export interface PostgresOptions {
  schema: string | null;
  log: DatabaseLog;
  /** How long to keep trying a server that does not answer at start; 0 tries once. */
  startWaitMs: number;
  /** Connections per process. */
  poolSize?: number;
  /** The longest a statement may run (STATEMENT_TIMEOUT_MS unless a test shortens it). */
  statementTimeoutMs?: number;
  /** The longest to wait for the server's answer (the statement timeout and READ_GRACE_MS unless a test shortens it). */
  readTimeoutMs?: number;
}

/** The server could not be used at start: unreachable for too long, or it refused us (password, database name). */
export class DatabaseStartError extends Error {}

const CONNECT_TIMEOUT_MS = 5_000;
/**
 * The longest a statement may run: a table held by a lock or a database too slow to answer ends the request with a
 * 503 to retry, within the time a request may take (requestLimits.ts), instead of holding it and its connection for
 * ever. Maintenance transactions (`unbounded`: migrations, the retention job) run without it.
 */
export const STATEMENT_TIMEOUT_MS = 20_000;
/**
 * A connection that stops answering without closing (a peer that vanished, a network that drops everything) would hold
 * its request until TCP keep-alive gave up, minutes later. node-postgres waits this much longer than the statement may
 * run, then gives the connection up: the request gets the 503 to retry, and the pool opens a fresh connection.
 */
export const READ_GRACE_MS = 5_000;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

/** host:port/database of a connection string, without the user or password, for log lines. */
export function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'the PostgreSQL server';
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Connects once (creating the schema), trying again with backoff while the server is not there yet. */
// node-postgres is loaded only by a server that uses PostgreSQL: the embedded database's start does not wait for it.
const loadPg = async (): Promise<typeof pg> => (await import('pg')).default;

async function awaitServer(url: string, { schema, log, startWaitMs }: PostgresOptions): Promise<void> {
  const pg = await loadPg();
  const started = Date.now();
  const where = describeServer(url);
  for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.end();
      if (Date.now() - started > FIRST_RETRY_MS) log.info(`PostgreSQL at ${where} answers; starting.`);
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (!isConnectionFailure(err)) throw new DatabaseStartError(`PostgreSQL at ${where} refused the connection: ${describeConnectionFailure(err)}`);
      if (Date.now() - started + delay > startWaitMs) {
        throw new DatabaseStartError(`PostgreSQL at ${where} did not answer within ${Math.round(startWaitMs / 1000)} s (${describeConnectionFailure(err)}); set DATABASE_URL to a running server, or unset it to use the embedded database.`);
      }
      log.warn(`PostgreSQL at ${where} is not reachable yet (${describeConnectionFailure(err)}); trying again in ${delay / 1000} s.`);
      await sleep(delay);
    }
  }
}

export async function openPostgres(url: string, options: PostgresOptions): Promise<Database> {
  const { schema, log } = options;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name '${schema}'`);
  await awaitServer(url, options);
  const pg = await loadPg();
  const where = describeServer(url);

  // Logged once when the server goes away and once when it is back, not once per failed request.
  let away = false;
  const lost = (err: unknown) => {
    if (away) return;
    away = true;
    log.warn(`Lost the connection to PostgreSQL at ${where} (${describeConnectionFailure(err)}); writes answer 503 until it returns.`);
  };
  const answered = () => {
    if (!away) return;
    away = false;
    log.info(`PostgreSQL at ${where} answers again.`);
  };
  /** A connection failure or a statement timeout becomes the coded 503; any other error (a constraint, bad SQL) passes unchanged. */
  const translate = (err: unknown): unknown => {
    // A statement held past its timeout: the same 503 to retry, but the database answers, so nothing is said lost.
    if (isStatementTimeout(err)) return Object.assign(new DatabaseSlowError(), { cause: err });
    if (!isConnectionFailure(err) && !isReadTimeout(err)) return err;
    lost(err);
    return Object.assign(new DatabaseUnavailableError(), { cause: err });
  };

  // The search path is a connection option, so every pooled connection starts in the schema.
  const connections = (max: number) => {
    const made = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      // Finds a peer that vanished without closing (a failover) instead of waiting on it for ever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    // An idle connection ended by the server (restart, failover) is an event, not a crash.
    made.on('error', lost);
    return made;
  };
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  // Set on each statement rather than the pool: maintenance (`unbounded`) runs on the same connections without it.
  const readTimeoutMs = options.readTimeoutMs ?? statementTimeoutMs + READ_GRACE_MS;
  const pool = connections(options.poolSize ?? 10);
  // Health's own connection: under a burst of saves it must not wait for one of theirs.
  const probePool = connections(1);

  const names = statementNames();
  // node-postgres's own conversion of a value to its text form (not in its type definitions).
  const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
  /**
   * A statement with parameters as a named one (prepared once per connection); a script without them as it is. The
   * values are turned into text first: node-postgres closes a named statement whose value it cannot turn into text
   * (a BigInt in a JSON value) yet counts it as still prepared, which would break that text on a connection a
   * transaction hands back to the pool.
   */
  // node-postgres reads query_timeout off a statement's config, though its type definitions leave it out.
  type TimedQueryConfig = pg.QueryConfig & { query_timeout?: number };
  const statement = (sql: string, params: unknown[] | undefined, waitMs: number | undefined): TimedQueryConfig => {
    const wait = waitMs ? { query_timeout: waitMs } : {};
    if (!params?.length) return { text: sql, ...wait };
    const values = params.map((value) => prepareValue(value));
    return { name: names.nameOf(sql), text: sql, values, ...wait };
  };
  /**
   * Runs `sql`. A named statement whose failure may come from a table changed since it was prepared (a newer
   * process's migration) runs unnamed from then on. Outside a transaction it is run again at once, unnamed, which is
   * safe because a failed statement changed nothing, and it loses its name only if that run succeeds: a value the
   * statement refuses (a date that does not exist) fails unnamed too, and the text stays prepared. The unnamed run's
   * error, if any, is the real one. Inside a transaction the failure cannot be told apart, so the text goes unnamed.
   */
  const run = async (on: pg.Pool | pg.PoolClient, sql: string, params: unknown[] | undefined, again: boolean, waitMs: number | undefined) => {
    const config = statement(sql, params, waitMs);
    try {
      return await on.query(config);
    } catch (err) {
      if (!config.name || !mayBeStalePreparedStatement(err)) throw err;
      if (!again) {
        names.unname(sql);
        throw err;
      }
      const unnamed: TimedQueryConfig = { text: sql, values: config.values, query_timeout: config.query_timeout };
      const result = await on.query(unnamed);
      names.unname(sql);
      return result;
    }
  };

  const queryOn = (on: pg.Pool) => async <T,>(sql: string, params?: unknown[]) => {
    try {
      const result = (await run(on, sql, params, true, readTimeoutMs)) as unknown as { rows: T[] };
      answered();
      return result;
    } catch (err) {
      throw translate(err);
    }
  };
  const query = queryOn(pool);

  return {
    driver: 'postgres',
    query,
    async transaction(fn, { unbounded = false }: TransactionOptions = {}) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw translate(err);
      }
      const waitMs = unbounded ? undefined : readTimeoutMs;
      const control = (text: string) => client.query(statement(text, undefined, waitMs));
      // A checked-out connection the server ends between two statements emits 'error'; without a listener that ends the process.
      let broken = false;
      const onError = (err: Error) => { broken = true; lost(err); };
      client.on('error', onError);
      try {
        await control('BEGIN');
        if (unbounded) await client.query('SET LOCAL statement_timeout = 0');
        // In a transaction the failure has ended it: the caller sees it, and the text runs unnamed from the next time.
        const result = await fn({ query: async <T,>(sql: string, params?: unknown[]) => (await run(client, sql, params, false, waitMs)) as unknown as { rows: T[] } });
        await control('COMMIT');
        answered();
        return result;
      } catch (err) {
        // A connection that did not answer in time may still be busy with the statement: it is not asked again.
        if (isConnectionFailure(err) || isReadTimeout(err)) broken = true;
        else await control('ROLLBACK').catch(() => { broken = true; });
        throw translate(err);
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    exec: async (sql) => { await query(sql); },
    probe: queryOn(probePool),
    close: async () => { await Promise.all([pool.end(), probePool.end()]); },
  };
}
