import { describe, expect, it } from 'vitest';
import { mayBeStalePreparedStatement } from './stalePreparedStatement.mjs';

const failure = (fields: Record<string, unknown>) => Object.assign(new Error('any words, in any language'), fields);

describe('a prepared statement failure that a changed table may explain', () => {
  it('is PostgreSQL\'s changed-result-type answer, told by its routine whatever the server\'s language', () => {
    expect(mayBeStalePreparedStatement(failure({ code: '0A000', routine: 'RevalidateCachedQuery' }))).toBe(true);
    expect(mayBeStalePreparedStatement(failure({ code: '0A000', routine: 'exec_simple_query' }))).toBe(false);
    expect(mayBeStalePreparedStatement(failure({ code: '0A000' }))).toBe(false);
  });

  it('is a data or definition error (a parameter type fixed before its column changed type)', () => {
    for (const code of ['22P02', '22003', '42804', '42P01']) expect(mayBeStalePreparedStatement(failure({ code }))).toBe(true);
  });

  it('is not a constraint, a connection, a transaction or an unknown failure', () => {
    for (const code of ['23505', '23503', '08006', '25P02', '40001', '57P01']) expect(mayBeStalePreparedStatement(failure({ code }))).toBe(false);
    expect(mayBeStalePreparedStatement(new Error('no code'))).toBe(false);
    expect(mayBeStalePreparedStatement(null)).toBe(false);
    expect(mayBeStalePreparedStatement(failure({ code: 22 }))).toBe(false);
  });
});
