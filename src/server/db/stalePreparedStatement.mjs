/**
 * Whether a prepared statement's failure may come from the tables having changed since it was prepared (a newer
 * process's migration), so that the same text, parsed afresh, could succeed: PostgreSQL's own "cached plan must not
 * change result type" (told by its routine, not its words, which the server's language changes), and the data and
 * definition errors a parameter type fixed at preparation gives once its column's type changed. Plain JavaScript:
 * the embedded database's thread uses it too (pglitePrepared.mjs).
 */
export function mayBeStalePreparedStatement(err) {
  const code = typeof err?.code === 'string' ? err.code : '';
  if (code === '0A000') return err.routine === 'RevalidateCachedQuery';
  return code.startsWith('22') || code.startsWith('42');
}
