import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * CI runs `npm test` twice, on SQLite and then on PostgreSQL. The client's tests and the common and
 * bench ones never reach a database, so the PostgreSQL pass would repeat them to the byte; it runs
 * only the server's tests and says so. UNIT_ALL=1 runs everything anyway.
 */
const databaseOnly = Boolean(process.env.TEST_DATABASE_URL) && !process.env.UNIT_ALL;
if (databaseOnly) {
  console.log('TEST_DATABASE_URL is set: running the server tests only (the rest ran on SQLite; UNIT_ALL=1 runs all)');
}

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
          include: databaseOnly
            ? ['server/**/*.test.ts']
            : ['server/**/*.test.ts', 'common/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(databaseOnly
        ? []
        : [
            {
              extends: true as const,
              plugins: [react(), lingui()],
              test: {
                name: 'client',
                // Components render into happy-dom; their modules see the development build's checks.
                include: ['client/src/**/*.test.{ts,tsx}'],
                environment: 'happy-dom',
                setupFiles: ['client/test/setup.ts'],
              },
            },
          ]),
    ],
  },
});
