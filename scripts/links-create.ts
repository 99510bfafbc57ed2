/**
 * `npm run links:create -- --lead <leadId> [--study <studyId>] [--hours 72]`: makes a temporary link of the built-in
 * relay for an existing lead and prints the URL to open (stdout: the URL only; stderr: when it expires).
 * The slug in the URL is a capability token, not personal data: whoever holds it can read the lead's contact details
 * until it expires, so send it only to the lead. It is printed once; the database keeps only its hash.
 * The embedded database has one owner at a time: with PGlite, stop the server first (or use DATABASE_URL).
 */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { embeddedDatabaseRefusal, takeLock } from '../src/server/db/dataDirLock.ts';
import { createTempLink, LinkTargetError, linkUrl } from '../src/server/services/relay/links.ts';
import { parseLinkArgs, usage } from './links-create-args.ts';
import { loadCampaigns } from '../src/engine/node/campaignFiles.ts';
import { campaignFor } from '../src/engine/campaignRoles.ts';

/** Exit status: 0 when the link was made and printed. */
async function createLink(): Promise<number> {
  const config = loadConfig();
  const defaultCampaign = campaignFor('patientLink', loadCampaigns()).name;
  const parsed = parseLinkArgs(process.argv.slice(2), `http://localhost:${config.port}`, defaultCampaign);
  if (!parsed.ok) {
    if ('help' in parsed) { console.log(usage(defaultCampaign)); return 0; }
    console.error(`${parsed.error}\n${usage(defaultCampaign)}`);
    return 1;
  }
  if (config.relay?.provider === 'http') {
    console.error('RELAY_PROVIDER=http: temporary links are made by the relay service, not here.');
    return 1;
  }
  let release: () => void = () => {};
  const refusal = embeddedDatabaseRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  if (!config.databaseUrl) {
    // Held while writing, so a server starting meanwhile refuses rather than opening the same files.
    release = takeLock(config.dataDir);
  }
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
    try {
      await migrate(db);
      const { args } = parsed;
      const link = await createTempLink(db, { leadId: args.leadId, studyId: args.studyId, hours: args.hours, now: new Date() });
      process.stdout.write(`${linkUrl(args.baseUrl, args.campaign, link.slug, args.studyId)}\n`);
      console.error(`expires ${link.expiresAt.toISOString()}; reads until then, one screening and one indications update`);
      return 0;
    } catch (err) {
      if (err instanceof LinkTargetError) { console.error(err.message); return 1; }
      throw err;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

process.exitCode = await createLink();
