/**
 * `npm run bench:check`: campaigns:check over 100 generated campaign files (the real campaigns copied under new
 * names), in process and as the command operations run, beside a reference measured in the same run: parsing the
 * same files and checking them against the campaign JSON Schema alone, which any checker must do.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkCampaigns } from '../src/engine/checkCampaigns.ts';
import { campaignSchemaIssues } from '../src/engine/node/campaignSchemaCheck.ts';
import { readCatalogues, repoRoot } from '../src/engine/node/campaignFiles.ts';

const FILES = Number(process.env.BENCH_CHECK_FILES ?? 100);
const ROUNDS = Number(process.env.BENCH_CHECK_ROUNDS ?? 7);

const campaignsDir = join(repoRoot, 'campaigns');
const library = new Map(readdirSync(campaignsDir).filter((f) => f.endsWith('.json')).sort().map((f) => [join(campaignsDir, f), readFileSync(join(campaignsDir, f), 'utf8')]));
const originals = [...library.values()];

// Copies keep `extends` pointing at the real campaigns, which the checker reads as the library.
const dir = mkdtempSync(join(tmpdir(), 'bench-check-'));
const generated = new Map<string, string>();
for (let i = 0; i < FILES; i++) {
  const doc = JSON.parse(originals[i % originals.length] as string) as { name: string };
  doc.name = `${doc.name}-bench${i}`;
  const file = join(dir, `${doc.name}.json`);
  const text = JSON.stringify(doc, null, 2);
  writeFileSync(file, text);
  generated.set(file, text);
}
const catalogues = readCatalogues();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timeRounds(run: () => void): number {
  run(); // warm: the schema validator and rule registry are built on first use
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

let problemCount = 0;
const checkMs = timeRounds(() => {
  problemCount = checkCampaigns({ files: generated, library, validateSchema: campaignSchemaIssues, catalogues }).filter((p) => p.severity === 'error').length;
});
const schemaOnlyMs = timeRounds(() => {
  for (const text of generated.values()) campaignSchemaIssues(JSON.parse(text));
});

function timeCommand(args: string[]): { ms: number; status: number | null } {
  const started = performance.now();
  const { status } = spawnSync('npx', args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'ignore'] });
  return { ms: performance.now() - started, status };
}
const command = timeCommand(['tsx', 'scripts/campaigns-check.ts', ...generated.keys()]);
const bareStart = timeCommand(['tsx', '-e', '0']);
rmSync(dir, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;
console.log(`campaigns:check over ${FILES} generated campaign files (median of ${ROUNDS} rounds)`);
console.log(`  full check, in process            ${ms(checkMs)}  (${(checkMs / FILES).toFixed(2)} ms a file, ${problemCount} errors)`);
console.log(`  reference: JSON.parse + schema    ${ms(schemaOnlyMs)}  ratio ${(checkMs / schemaOnlyMs).toFixed(1)}x`);
console.log(`  npm run campaigns:check FILES     ${ms(command.ms)}  (exit ${command.status})`);
console.log(`  reference: tsx start, no work     ${ms(bareStart.ms)}  so the check itself costs ${ms(command.ms - bareStart.ms)}`);
if (problemCount || command.status !== 0) process.exitCode = 1;
