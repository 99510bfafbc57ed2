/**
 * `npm run campaigns:graph [NAME...]`: draws each campaign's flow as docs/flows/NAME.svg.
 * `--check` writes nothing and fails when a committed picture is missing, stale or left over from a removed campaign.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCampaigns, repoRoot } from '../src/engine/node/campaignFiles.ts';
import { flowPicture } from '../src/engine/flowPicture.ts';

const args = process.argv.slice(2);
// `npm run campaigns:graph --check` (without `--`) reaches us as npm's config, not as an argument: honour it too.
const check = args.includes('--check') || process.env.npm_config_check === 'true';
const names = args.filter((a) => !a.startsWith('--'));
const campaigns = loadCampaigns();
const dir = join(repoRoot, 'docs/flows');
const unknown = names.filter((n) => !campaigns.has(n));
if (unknown.length) {
  console.error(`campaigns:graph: no campaign named ${unknown.join(', ')}`);
  process.exitCode = 1;
} else {
  const chosen = names.length ? names : [...campaigns.keys()].sort();
  const stale: string[] = [];
  for (const name of chosen) {
    const file = join(dir, `${name}.svg`);
    const svg = flowPicture(campaigns.get(name) as NonNullable<ReturnType<typeof campaigns.get>>);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(`docs/flows/${name}.svg`);
    } else {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, svg);
    }
  }
  if (check && !names.length && existsSync(dir)) {
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.svg'))) if (!campaigns.has(f.replace(/\.svg$/, ''))) stale.push(`docs/flows/${f} (no such campaign)`);
  }
  if (check && stale.length) {
    for (const s of stale) console.error(`campaigns:graph: ${s} is out of date; run npm run campaigns:graph and commit the pictures`);
    process.exitCode = 1;
  } else {
    console.log(`campaigns:graph: ${chosen.length} picture(s) ${check ? 'up to date' : 'written to docs/flows/'}`);
  }
}
