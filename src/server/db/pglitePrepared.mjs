/**
 * Statements with parameters run as named prepared statements, parsed and analysed once per text. PGlite's own query()
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into the database on every run and parses the
 * text each time; a lead save (a statement of three inserts and about fifty parameters) spent half its time there
 * (0.84 → 0.41 ms). Plain JavaScript, loaded by the database's thread (pgliteWorker.mjs).
 */
import { protocol, parse } from '@electric-sql/pglite';
import { mayBeStalePreparedStatement } from './stalePreparedStatement.mjs';

const { serialize } = protocol;

/** Texts kept prepared; the least recently used is closed beyond this (statements assembled per call vary a little). */
export const PREPARED_LIMIT = 256;

function joined(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

/**
 * `query(sql, params, inTransaction)` for `db`, with the same results and errors as `db.query`. A statement in a
 * transaction runs under the transaction's hold on the database (only the query lock); one outside waits for any open
 * transaction to end first, as `db.query` does.
 */
let instances = 0;

export function preparedStatements(db, limit = PREPARED_LIMIT) {
  // Names of their own, should two of these ever share a database.
  const prefix = `p${++instances}_`;
  /** sql → { name, types }, in order of last use. */
  const statements = new Map();
  /** Names to close with the next Parse: evicted, or made stale by a table's change. */
  const closing = [];
  let made = 0;

  const run = (inTransaction, fn) => inTransaction ? db._runExclusiveQuery(fn) : db._runExclusiveTransaction(() => db._runExclusiveQuery(fn));

  async function prepare(sql) {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `${prefix}${++made}`;
    if (statements.size >= limit) {
      const [oldest, old] = statements.entries().next().value;
      statements.delete(oldest);
      closing.push(old.name);
    }
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await db.execProtocolStream(joined([...closes, serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  async function execute(sql, params, inTransaction) {
    return run(inTransaction, async () => {
      const { name, types } = await prepare(sql);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[types[i]];
        return serializer ? serializer(value) : value.toString();
      });
      const messages = await db.execProtocolStream(joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
      if (!inTransaction) await db.syncToFs();
      return parse.parseResults(messages, db.parsers)[0] ?? { rows: [] };
    });
  }

  return {
    async query(sql, params, inTransaction) {
      try {
        return await execute(sql, params, inTransaction);
      } catch (err) {
        // A failure that may come from a table changed since the text was prepared (its rows' shape, a parameter's
        // type): the text is prepared afresh, and outside a transaction run again at once, which is safe because a
        // failed statement changed nothing; that run's error, if any, is the real one. In a transaction the error
        // has ended it: the caller sees it.
        const stale = statements.get(sql);
        if (!stale || !mayBeStalePreparedStatement(err)) throw err;
        statements.delete(sql);
        closing.push(stale.name);
        if (inTransaction) throw err;
        return execute(sql, params, inTransaction);
      }
    },
    get size() { return statements.size; },
  };
}
