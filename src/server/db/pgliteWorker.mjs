/**
 * The embedded database's own thread. PGlite runs every statement synchronously in the thread that calls it; in
 * the server's thread a stream of saves left pages and health checks waiting behind the database (health p99 about
 * 0.8 s at 1,000 savers). Here the statements run on the second core while the server's thread parses, answers and
 * sheds. Plain JavaScript: a worker thread gets no TypeScript loader under Node 20, tsx or vitest.
 *
 * Messages in: { id, op: 'query', sql, params, tx? } · { id, op: 'exec', sql } · { id, op: 'begin' } (the id names
 * the transaction) · { id, op: 'end', tx, commit } · { id, op: 'close' }. Out: { ready } or { failed } once, then
 * { id, rows } or { id, error } for each message, except one that broke PGlite (see `fatal`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglitePrepared.mjs';
import { HeldBytes } from './heldBytes.mjs';

/** A database error as plain fields (SQLSTATE code, constraint, detail…), which structured clone would drop from an Error. */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = {};
  for (const [key, value] of Object.entries(err)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, name: err.name, message: err.message };
}

const { dataDir, snapshot, files } = workerData;
let db;
try {
  const fsBundle = new HeldBytes(files.fsBundle, 'application/octet-stream');
  db = await PGlite.create(dataDir, { ...files, fsBundle, ...(snapshot ? { loadDataDir: new HeldBytes(snapshot, 'application/x-tar') } : {}) });
} catch (err) {
  // The fields for the caller (code, detail), then the thread ends with the error; the caller ends it too.
  parentPort.postMessage({ failed: plainError(err) });
  throw err;
}

const prepared = preparedStatements(db);

/** Open transactions by id: the handle their statements run on, and how to end them. */
const transactions = new Map();
class Rollback extends Error {}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      if (!message.params?.length) return (await target.query(message.sql)).rows;
      return (await prepared.query(message.sql, message.params, message.tx !== undefined)).rows;
    }
    case 'exec':
      await db.exec(message.sql);
      return [];
    case 'begin': {
      let begun;
      const started = new Promise((resolve) => { begun = resolve; });
      const open = {};
      open.outcome = db.transaction((tx) => new Promise((commit, rollback) => {
        Object.assign(open, { tx, commit, rollback });
        transactions.set(message.id, open);
        begun();
      }));
      // Awaited by 'end'; this only keeps a rollback from counting as unhandled meanwhile.
      open.outcome.catch(() => undefined);
      await Promise.race([started, open.outcome]);
      return [];
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`no open transaction ${message.tx}`);
      transactions.delete(message.tx);
      if (message.commit) open.commit();
      else open.rollback(new Rollback('rolled back'));
      // A commit can still fail (a deferred constraint); the caller learns it here.
      try {
        await open.outcome;
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
      return [];
    }
    case 'close':
      await db.close();
      return [];
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/**
 * PGlite aborts (a WebAssembly trap: out of memory, an assertion) leave its instance unusable: the thread ends with the
 * error, unanswered, so the server answers 503 and opens the files again in a new thread.
 */
const fatal = (err) => err instanceof WebAssembly.RuntimeError;

parentPort.on('message', (message) => {
  run(message)
    .then((rows) => parentPort.postMessage({ id: message.id, rows }))
    .catch((err) => {
      if (fatal(err)) setImmediate(() => { throw err; });
      else parentPort.postMessage({ id: message.id, error: plainError(err) });
    });
});
parentPort.postMessage({ ready: true });
