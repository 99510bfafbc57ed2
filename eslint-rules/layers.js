/**
 * design.md's layer rules as a lint rule: who may import whom. A file's layer is the folder it sits in; an import
 * that leaves its layer's allowed set is an error naming both ends. Type-only imports count where the design says
 * "types" (widgets may use engine types; every layer may use the generated types). Tests are exempt: they cross
 * layers on purpose. Imports of data (JSON catalogues, schemas, the precompiled validators) are not layers.
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Most specific first. */
const LAYERS = [
  'src/server/db/repositories', 'src/server/routes', 'src/server', 'src/engine', 'src/core', 'src/app', 'src/generated', 'widgets',
];

/** layer -> what it may import: value imports, and (beyond them) type-only imports. */
const ALLOWED = {
  'src/core': { values: ['src/core'], types: ['src/generated'] },
  'src/engine': { values: ['src/engine', 'src/core'], types: ['src/generated'] },
  widgets: { values: ['widgets', 'src/core'], types: ['src/engine', 'src/generated'] },
  'src/app': { values: ['src/app', 'widgets', 'src/engine', 'src/core'], types: ['src/generated'] },
  'src/server/routes': { values: ['src/server/routes', 'src/server', 'src/core'], types: ['src/generated', 'src/engine'] },
  'src/server': { values: ['src/server', 'src/server/db/repositories', 'src/server/routes', 'src/engine', 'src/core'], types: ['src/generated'] },
  'src/server/db/repositories': { values: ['src/server/db/repositories', 'src/server', 'src/core'], types: ['src/generated'] },
};

function layerOf(file) {
  const path = relative(ROOT, file).split('\\').join('/');
  return LAYERS.find((layer) => path === layer || path.startsWith(`${layer}/`)) ?? null;
}

/** Route handlers may use the server's own helpers, but not its repositories: they call a service. */
function allowedFor(from, to, typeOnly) {
  const rules = ALLOWED[from];
  if (!rules) return true;
  if (to === null) return true;
  if (from === 'src/server/routes' && to === 'src/server/db/repositories') return false;
  return rules.values.includes(to) || (typeOnly && rules.types.includes(to));
}

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type'
  || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  rules: {
    layers: {
      meta: { type: 'problem', docs: { description: "design.md's layer rules" }, schema: [] },
      create(context) {
        const file = context.filename;
        // Tests render a kind the way the page does (their harness sits in tests/support, outside every layer).
        if (/\.test\.tsx?$/.test(file)) return {};
        const from = layerOf(file);
        if (!from || !ALLOWED[from]) return {};
        const check = (node, source, typeOnly) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          if (!/\.(ts|tsx|js)$/.test(source) || source.includes('/.build/')) return;
          const to = layerOf(resolve(dirname(file), source));
          if (allowedFor(from, to, typeOnly)) return;
          context.report({ node, message: `${from} may not import ${to ?? 'this'}${typeOnly ? ' (even its types)' : ''}: ${source} (design.md, layer rules)` });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value, isTypeOnly(node)),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, isTypeOnly(node)),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
        };
      },
    },
  },
};
