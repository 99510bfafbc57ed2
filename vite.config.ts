import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueParts, PART_FILE } from './scripts/vite/catalogueParts.ts';
import { campaignSummaries } from './scripts/vite/campaignSummaries.ts';
import { formRegistry } from './scripts/vite/formRegistry.ts';
import { rrwebElementCheck } from './scripts/vite/rrwebElementCheck.ts';
import { rrwebMutationHold } from './scripts/vite/rrwebMutationHold.ts';

const here = (path: string) => new URL(path, import.meta.url).pathname;
const PHONE_RULES = here('./src/core/phone.ts');
const PHONE_ON_DEMAND = here('./src/core/phoneOnDemand.ts');

/**
 * The page imports phone.ts through phoneOnDemand.ts, which downloads libphonenumber-js only when a step needs it;
 * phoneOnDemand.ts itself still reaches the real module. The server and the tests import phone.ts as it is.
 */
function phoneRulesOnDemand(): Plugin {
  return {
    name: 'phone-rules-on-demand',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === PHONE_ON_DEMAND || !/(^|\/)phone\.ts$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === PHONE_RULES ? PHONE_ON_DEMAND : null;
    },
  };
}

/** Built under /signup/ with scripts in signup/js, styles in signup/css and images in signup/img (spec §9). */
export default defineConfig({
  base: '/signup/',
  plugins: [react(), phoneRulesOnDemand(), formRegistry(here('.')), catalogueParts(here('.')), campaignSummaries(here('.')), rrwebElementCheck(), rrwebMutationHold()],
  resolve: {
    alias: [
      // rjsf renders markdown only when a uiSchema enables it, which ours never do (see plainMarkdown.tsx).
      { find: /^markdown-to-jsx(\/react)?$/, replacement: here('./src/app/form/plainMarkdown.tsx') },
      // rjsf's $ref resolver and allOf merger: our step forms use neither (see noSchemaReferences.ts, noAllOfMerge.ts).
      { find: /^fast-uri$/, replacement: here('./src/app/form/noSchemaReferences.ts') },
      { find: /^@x0k\/json-schema-merge(\/lib\/array)?$/, replacement: here('./src/app/form/noAllOfMerge.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    assetsDir: '',
    emptyOutDir: true,
    // The first step's scripts are one chunk (see codeSplitting below), bigger than Vite's default warning size.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        // Each part of each locale's catalogue is its own chunk, named for both (words-es-first-….js).
        chunkFileNames: (chunk) => {
          const part = chunk.moduleIds.map((id) => PART_FILE.exec(id)).find(Boolean);
          return part ? `js/words-${part[1]}-${part[2]}-[hash].js` : 'js/[name]-[hash].js';
        },
        // Everything the entry imports statically goes in one chunk: one request, and it compresses better than the
        // dozen small chunks shared with the lazy routes would. What loads later (rrweb, studio, phone rules,
        // catalogues) keeps its own chunks.
        codeSplitting: { groups: [{ name: 'signup', tags: ['$initial'] }] },
        assetFileNames: (info) => (info.names?.some((n) => n.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'img/[name]-[hash][extname]'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
