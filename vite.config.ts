import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Built under /signup/ with scripts in signup/js, styles in signup/css and images in signup/img (spec §9). */
export default defineConfig({
  base: '/signup/',
  plugins: [react()],
  resolve: {
    // rjsf renders markdown only when a uiSchema enables it, which ours never do (see plainMarkdown.tsx).
    alias: [{ find: /^markdown-to-jsx(\/react)?$/, replacement: new URL('./src/app/form/plainMarkdown.tsx', import.meta.url).pathname }],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    assetsDir: '',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (info) => (info.names?.some((n) => n.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'img/[name]-[hash][extname]'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
