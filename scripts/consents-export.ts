/**
 * `npm run consents:export -- --lead ID`: prints one person's consent history, oldest first, one JSON line per
 * record (type, choice, the exact text shown and its SHA-256, language, campaign, step, time), from DATABASE_URL
 * or the embedded database under DATA_DIR (which has one owner at a time, so it refuses while the server runs).
 */
import { consentHistory } from '../src/server/db/repositories/leads.ts';
import { withExportDatabase } from './exportDatabase.ts';
import { isUuid } from '../src/core/uuid.ts';

/** The lead id of `--lead ID` or `--lead=ID`, or null. */
function leadArgument(argv: readonly string[]): string | null {
  const at = argv.findIndex((a) => a === '--lead' || a.startsWith('--lead='));
  if (at < 0) return null;
  const value = argv[at]!.includes('=') ? argv[at]!.slice('--lead='.length) : argv[at + 1];
  return value && isUuid(value) ? value : null;
}

/** Exit status: 0 when the history was printed (an unknown lead prints nothing and says so). */
async function exportConsents(): Promise<number> {
  const leadId = leadArgument(process.argv.slice(2));
  if (!leadId) {
    console.error('Usage: npm run consents:export -- --lead LEAD_ID (the lead\'s UUID)');
    return 2;
  }
  return withExportDatabase(async (db) => {
    const history = await consentHistory(db, leadId);
    for (const entry of history) process.stdout.write(`${JSON.stringify({ leadId, ...entry })}\n`);
    if (!history.length) console.error(`No consent is stored for lead ${leadId}.`);
    return 0;
  });
}

process.exitCode = await exportConsents();
