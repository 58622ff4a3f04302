import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The client's aliases, so client modules under test resolve as they do in Vite.
  resolve: { alias: { '@common': here('./common'), '@': here('./client/src') } },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file gets its own database (SQLite in memory or a PostgreSQL schema), so files run in parallel.
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [react(), lingui()],
        test: {
          name: 'client',
          // Components render into happy-dom; their modules see the development build's checks.
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
    ],
  },
});
