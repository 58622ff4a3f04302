import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * theme-init.js is copied from the public folder as it is written, with its comments: it is kept
 * readable there, and minified in the build's output, where every page loads it before its first
 * paint (and the prerendered pages carry its text). Runs once the public folder has been copied,
 * and before the compression plugin, which reads the output folder when the build closes.
 */
function minifyThemeInit(): Plugin {
  return {
    name: 'minify-theme-init',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const file = join(dir, 'theme-init.js');
      const { code } = await transform(await readFile(file, 'utf8'), { minify: true, target: 'es2015' });
      await writeFile(file, code);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: here('./client'),
  publicDir: here('./client/public'),
  plugins: [
    react(),
    // Compiles the `locales/<lang>.json?lingui` catalogs at build time (see lingui.config.ts).
    lingui(),
    tailwindcss(),
    !isSsrBuild && minifyThemeInit(),
    // Brotli and gzip copies next to each asset, compressed once at build time at the highest
    // level: the server sends them as they are (@fastify/static preCompressed), spending no CPU
    // per request. Images and fonts are compressed already. The server-side build
    // (`vite build --ssr`) is only run by the prerender script and needs none.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        include: /\.(js|css|html|svg|json|txt|map)$/,
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  resolve: {
    alias: [
      // The client parses every API answer against the contract while developing; the production
      // build gets a no-op instead, so no schema (and no zod) reaches its bundles. A dynamic
      // import behind import.meta.env.DEV is not enough: the bundler plans its chunks before
      // dropping the dead branch, and the planned chunk splits the first-load bundle.
      ...(command === 'build'
        ? [{ find: /^\.\/api-contract-check$/, replacement: here('./client/src/lib/api-contract-check.build.ts') }]
        : []),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: here('./client/src/lib/use-sync-external-store-shim.ts'),
      },
      { find: '@common', replacement: here('./common') },
      { find: '@', replacement: here('./client/src') },
    ],
  },
  build: isSsrBuild
    ? {
        // The server-side build of the public pages, run once by scripts/prerender-public-pages.ts
        // (`npm run build:prerender`) to write their HTML.
        rolldownOptions: { input: here('./client/src/app/render-static-page.tsx') },
        outDir: here('./dist/prerender-build'),
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
      }
    : {
        outDir: here('./dist/client'),
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        rolldownOptions: {
          output: {
            // Everything the entry needs before its first render in one file. Without this group the
            // bundler splits the first-load script wherever a lazy page shares a module with it (every
            // translated page shares the i18n module): a dozen small files gzip worse than one.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                // The query library is not in the first load (lib/boot-query.ts): it comes with the first
                // page that uses it, in one file with the app's client, not split at each page's seams.
                {
                  name: 'query-client',
                  test: /@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]lib[\\/]query-(client|scope)\./,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
