/**
 * The embedded database in a thread of its own (pgliteWorker.mjs) behind the Database interface: its statements use
 * the second core, and the server's thread stays free to serve pages, health checks and refusals while they run.
 * A thread that dies (PGlite aborts on some faults) is opened again from its files; meanwhile statements answer
 * DatabaseUnavailableError, a 503 with Retry-After that the browser sends again.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError } from '../errors.ts';
import type { Database, DatabaseLog, Queryable } from './database.ts';

interface Reply { id?: number; rows?: unknown[]; error?: Record<string, unknown>; ready?: true; failed?: Record<string, unknown> }
type Message = { op: 'query'; sql: string; params?: unknown[]; tx?: number } | { op: 'exec'; sql: string } | { op: 'begin' } | { op: 'end'; tx: number; commit: boolean } | { op: 'close' };

export interface PgliteThreadOptions {
  /** The bytes of a data directory dumped with dumpDataDir (a tar file) to start from (first start only). */
  snapshot?: Uint8Array;
  log?: DatabaseLog;
  /** The thread's script; tests give one that fails on cue. */
  script?: URL;
}

/** The error the database raised, with its SQLSTATE code and the rest of its fields, as callers test them. */
function errorFrom(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const err = Object.assign(new Error(String(message)), rest);
  if (typeof name === 'string') err.name = name;
  return err;
}

interface PgliteFiles { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: ArrayBuffer }
let files: Promise<PgliteFiles> | undefined;

/**
 * PGlite's code, compiled once per process and shared with every thread that opens a database (a compiled module
 * crosses to a thread without being compiled again): the test suites open one per file, and each compile costs
 * about 200 ms.
 */
function pgliteFiles(): Promise<PgliteFiles> {
  files ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pglite, initdb, bundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => readFile(join(dist, name))));
    return { pgliteWasmModule: await WebAssembly.compile(pglite!), initdbWasmModule: await WebAssembly.compile(initdb!), fsBundle: bundle!.buffer.slice(bundle!.byteOffset, bundle!.byteOffset + bundle!.byteLength) };
  })();
  return files;
}

/**
 * Starts a thread on `dataDir`; resolves once its database answers. The dump and PGlite's file bundle go over as bytes,
 * each a copy handed over whole (transferred): a Blob would be read back there in small chunks and joined, and bytes
 * sent without the transfer are copied twice (the two took 0.4-0.7 s of a 1.9-2.2 s open from a 40 MB dump).
 */
async function startThread(script: URL, dataDir: string | undefined, snapshot: Uint8Array | undefined): Promise<Worker> {
  const files = await pgliteFiles();
  const fsBundle = files.fsBundle.slice(0);
  // A copy (a Buffer's slice() would be a view of the caller's bytes, which the transfer would take from it).
  const snapshotBytes = snapshot && new Uint8Array(snapshot).buffer;
  const worker = new Worker(script, {
    workerData: { dataDir, snapshot: snapshotBytes, files: { ...files, fsBundle } },
    transferList: snapshotBytes ? [fsBundle, snapshotBytes] : [fsBundle],
    // Plain JavaScript needs none of the process's loaders (tsx's alone cost 65 ms per thread).
    execArgv: [],
  });
  const onMessage = (reply: Reply) => (reply.ready ? started() : failed(errorFrom(reply.failed ?? { message: 'the embedded database did not start' })));
  const onError = (err: Error) => failed(err);
  const onExit = (code: number) => failed(new Error(`the embedded database's thread ended at start (exit code ${code})`));
  let started!: () => void;
  let failed!: (err: Error) => void;
  try {
    await new Promise<void>((resolve, reject) => {
      [started, failed] = [resolve, reject];
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  } catch (err) {
    await worker.terminate();
    throw err;
  } finally {
    // Only these: a worker whose last message listener goes stops listening to its thread.
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }
  return worker;
}

/** Opens PGlite in `dataDir` (undefined: in memory), from `options.snapshot` when given, in a new thread. */
export async function openPgliteThread(dataDir: string | undefined, options: PgliteThreadOptions = {}): Promise<Database> {
  const script = options.script ?? new URL('./pgliteWorker.mjs', import.meta.url);
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let answeredAt = Number.NEGATIVE_INFINITY;
  let worker: Worker | null = null;

  const adopt = (started: Worker) => {
    worker = started;
    started.unref();
    let why = 'it stopped';
    started.on('message', (reply: Reply) => {
      if (reply.id === undefined) return;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      // The thread keeps the process alive only while a statement is on its way, as an open connection would;
      // once closing, terminate() holds it until the thread has ended.
      if (pending.size === 0 && !closed) started.unref();
      if (reply.error) waiting?.reject(errorFrom(reply.error));
      else {
        answeredAt = performance.now();
        waiting?.resolve(reply.rows ?? []);
      }
    });
    started.on('error', (err) => { why = err.message; });
    started.on('exit', () => {
      worker = null;
      answeredAt = Number.NEGATIVE_INFINITY;
      for (const waiting of pending.values()) waiting.reject(unavailable(why));
      pending.clear();
      if (!closed) void reopen(why);
    });
  };

  /** One error per waiter: each caller's stack is written into its own. */
  const unavailable = (why: string) => Object.assign(new DatabaseUnavailableError(), { cause: new Error(`the embedded database's thread ended: ${why}`) });

  // Only the files on disk survive the thread; an in-memory database has nothing to come back to.
  const reopen = async (why: string) => {
    if (dataDir === undefined) {
      options.log?.warn(`The embedded database in memory stopped (${why}); it cannot be opened again.`);
      return;
    }
    options.log?.warn(`The embedded database stopped (${why}); opening it again from ${dataDir}. Writes answer 503 meanwhile.`);
    for (let wait = 1000; !closed; wait = Math.min(wait * 2, 30_000)) {
      try {
        const started = await startThread(script, dataDir, undefined);
        if (closed) await started.terminate();
        else {
          adopt(started);
          options.log?.info('The embedded database answers again.');
        }
        return;
      } catch (err) {
        options.log?.warn(`The embedded database could not be opened again (${err instanceof Error ? err.message : String(err)}); trying again in ${wait / 1000} s.`);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  };

  adopt(await startThread(script, dataDir, options.snapshot));

  /**
   * Sends to the thread; `on`: the thread a transaction began on, whose end a new thread cannot stand in for.
   * `closing`: the close itself, the one message sent once the database is closed to the rest.
   */
  const send = <T>(message: Message, id = nextId++, on?: Worker | null, closing = false): Promise<T[]> => {
    const current = worker as Worker | null;
    // A transaction begun before the close still finishes (PGlite closes once it has), as saves in flight do at shutdown.
    const ofOpenTransaction = (message.op === 'query' && message.tx !== undefined) || message.op === 'end';
    if (closed && !closing && !ofOpenTransaction) return Promise.reject(new Error('the embedded database is closed'));
    if (!current || (on !== undefined && on !== current)) return Promise.reject(new DatabaseUnavailableError());
    if (pending.size === 0) current.ref();
    return new Promise<T[]>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      try {
        current.postMessage({ ...message, id });
      } catch (err) {
        // A parameter the thread cannot be sent (a function, say): nothing was asked, and nothing is waited for.
        pending.delete(id);
        if (pending.size === 0) current.unref();
        reject(err as Error);
      }
    });
  };
  /** `send`, with a failure's stack taken after the await: it names the repository and service that asked (V8's async frames), not the message handler. */
  const ask = async <T>(message: Message, id?: number, on?: Worker | null): Promise<T[]> => {
    try {
      return await send<T>(message, id, on);
    } catch (err) {
      if (err instanceof Error) Error.captureStackTrace(err);
      throw err;
    }
  };
  const query = async <T>(sql: string, params?: unknown[], tx?: number, on?: Worker | null) => ({ rows: await ask<T>({ op: 'query', sql, params, tx }, undefined, on) });

  return {
    driver: 'pglite',
    query: (sql, params) => query(sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextId++;
      const on = worker as Worker | null;
      await ask({ op: 'begin' }, tx, on);
      let result: T;
      try {
        result = await fn({ query: (sql, params) => query(sql, params, tx, on) });
      } catch (err) {
        // A rollback that cannot reach the thread (it died) has nothing left to undo; the work's own error is the answer.
        await send({ op: 'end', tx, commit: false }, undefined, on).catch(() => undefined);
        throw err;
      }
      await ask({ op: 'end', tx, commit: true }, undefined, on);
      return result;
    },
    exec: async (sql) => { await ask({ op: 'exec', sql }); },
    async close() {
      if (closed) return;
      // Statements sent before this are answered first (PGlite closes once they are done, an open transaction's too);
      // any sent after are refused, but for the rest of a transaction already open.
      closed = true;
      const current = worker as Worker | null;
      if (current) await send({ op: 'close' }, undefined, undefined, true).catch(() => undefined);
      await current?.terminate();
    },
    answeredWithin: (ms) => worker !== null && performance.now() - answeredAt <= ms,
  };
}
