/**
 * Names for statements with parameters, so node-postgres prepares each text once per connection and the server skips
 * parsing and analysing it on every run (a lead save is three inserts in one statement with about fifty parameters).
 * A connection keeps what it prepared until it closes, so only the first `limit` texts get names: statements assembled
 * per call (a list of consents of any length) cannot grow a connection without bound.
 */
export interface StatementNames {
  /** The text's name, or none: run it unnamed (parsed each time). */
  nameOf(sql: string): string | undefined;
  /** Runs the text unnamed from now on: its prepared form may no longer fit the tables (see postgres.ts). */
  unname(sql: string): void;
}

const UNNAMED = '';

export function statementNames(limit = 256): StatementNames {
  const names = new Map<string, string>();
  return {
    nameOf(sql) {
      const known = names.get(sql);
      if (known !== undefined) return known === UNNAMED ? undefined : known;
      if (names.size >= limit) return undefined;
      const name = `s${names.size + 1}`;
      names.set(sql, name);
      return name;
    },
    unname(sql) { names.set(sql, UNNAMED); },
  };
}
