/**
 * Generates TypeScript types from schemas/ into src/generated/.
 * `--check` compares instead of writing and exits 1 when a generated file is stale.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { BUILT_IN_KINDS, MODULE_KINDS } from '../src/engine/fieldKinds.ts';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const banner = '/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */';

function readJson(path: string): JSONSchema {
  return JSON.parse(readFileSync(path, 'utf8')) as JSONSchema;
}

const apiDir = join(root, 'schemas/api');
const apiSchemas = new Map<string, JSONSchema>();
for (const file of readdirSync(apiDir).filter((f) => f.endsWith('.json')).sort()) {
  const schema = readJson(join(apiDir, file));
  apiSchemas.set(String(schema.$id), schema);
}

/** Inlines `$ref`s that name another API schema by its $id (Fastify resolves them the same way). */
function inlineIdRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlineIdRefs);
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#') && apiSchemas.has(ref)) {
      const { $id: _id, ...rest } = apiSchemas.get(ref) as Record<string, unknown>;
      return inlineIdRefs(rest);
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, inlineIdRefs(v)]));
  }
  return node;
}

/**
 * The campaign schema's kind list follows the registry: the built-in kinds in the order the schema lists them, then
 * the module kinds (src/engine/kinds/index.ts), so a kind made with kind:new is a kind a campaign may name.
 */
function syncKindList(): boolean {
  const path = join(root, 'schemas/campaign.schema.json');
  const text = readFileSync(path, 'utf8');
  const schema = JSON.parse(text) as { definitions: { fieldKind: { enum: string[] } } };
  const builtIn = new Set<string>(BUILT_IN_KINDS);
  const kinds = [...schema.definitions.fieldKind.enum.filter((kind) => builtIn.has(kind)), ...BUILT_IN_KINDS.filter((kind) => !schema.definitions.fieldKind.enum.includes(kind)), ...MODULE_KINDS.map((kind) => kind.name)];
  if (JSON.stringify(kinds) === JSON.stringify(schema.definitions.fieldKind.enum)) return true;
  if (check) {
    console.error('schemas/campaign.schema.json: its kind list is not the registry\'s; run npm run types:generate');
    return false;
  }
  schema.definitions.fieldKind.enum = kinds;
  writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
  console.log('wrote schemas/campaign.schema.json (kind list)');
  return true;
}
const kindListFresh = syncKindList();

/**
 * A module kind with a lead field of its own (kindModule.ts's leadField) is checked there by the lead-save schema: the
 * field's schema is the kind's answer schema, with its choices as the values it takes.
 */
function syncLeadFields(): boolean {
  const path = join(apiDir, 'lead-save.request.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as { properties: { additionalFields: { properties: Record<string, unknown> } } };
  const fields = schema.properties.additionalFields.properties;
  let fresh = true;
  for (const kind of MODULE_KINDS) {
    if (!kind.leadField) continue;
    const wanted = { ...kind.schema, ...(kind.choices ? { enum: [...kind.choices] } : {}) };
    if (JSON.stringify(fields[kind.leadField]) === JSON.stringify(wanted)) continue;
    fresh = false;
    fields[kind.leadField] = wanted;
  }
  if (fresh) return true;
  if (check) {
    console.error(`schemas/api/lead-save.request.json: a module kind's lead field differs from the kind; run npm run types:generate`);
    return false;
  }
  writeFileSync(path, `${JSON.stringify(schema, null, 2)}\n`);
  apiSchemas.set('lead-save.request', schema as JSONSchema);
  console.log('wrote schemas/api/lead-save.request.json (module kinds\' lead fields)');
  return true;
}
const leadFieldsFresh = syncLeadFields();

const jobs: Array<{ schema: JSONSchema; out: string }> = [];
for (const file of readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')).sort()) {
  jobs.push({ schema: readJson(join(root, 'schemas', file)), out: join(root, 'src/generated', basename(file, '.schema.json') + '.ts') });
}
for (const [id, schema] of apiSchemas) {
  const { $id: _id, ...rest } = inlineIdRefs(schema) as Record<string, unknown>;
  jobs.push({ schema: rest as JSONSchema, out: join(root, 'src/generated/api', `${id}.ts`) });
}

/**
 * One map from an API schema's $id to its type, so the endpoint table (src/core/api/endpoints.ts) names a schema once
 * and both the server's handlers and the browser's calls get its type from there.
 */
function schemaTypesModule(): string {
  const entries = [...apiSchemas].map(([id, schema]) => ({ id, type: String(schema.title) }));
  return [
    banner,
    ...entries.map(({ id, type }) => `import type { ${type} } from './${id}.ts';`),
    '',
    '/** Each API schema ($id in schemas/api/) and the type of what it describes. */',
    'export interface ApiSchemaTypes {',
    ...entries.map(({ id, type }) => `  '${id}': ${type};`),
    '}',
    '',
  ].join('\n');
}

let stale = 0;
const outputs: Array<{ out: string; text: () => Promise<string> }> = jobs.map(({ schema, out }) => ({
  out,
  text: () => compile(schema, String(schema.title ?? basename(out, '.ts')), { bannerComment: banner, additionalProperties: false, maxItems: -1, unreachableDefinitions: true, cwd: join(root, 'schemas'), strictIndexSignatures: true }),
}));
outputs.push({ out: join(root, 'src/generated/api/schemaTypes.ts'), text: async () => schemaTypesModule() });
for (const { out, text } of outputs) {
  const ts = await text();
  const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
  if (current === ts) continue;
  if (check) {
    stale += 1;
    console.error(`${out.slice(root.length)}: stale; run npm run types:generate`);
  } else {
    mkdirSync(join(out, '..'), { recursive: true });
    writeFileSync(out, ts);
    console.log(`wrote ${out.slice(root.length)}`);
  }
}
if (stale || !kindListFresh || !leadFieldsFresh) process.exitCode = 1;
