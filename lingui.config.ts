import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The interface's catalogs: one JSON file per language next to the code that shows the strings
 * (each feature, each folder of shared components or lib, the app shell), with explicit keys that
 * start with the folder's name (`landing.hero.title`, `app.…`). The Vite plugin compiles a catalog when it is imported with `?lingui`; English is
 * imported statically by its feature, the other languages only when chosen.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr', 'de', 'zh', 'ja'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  // The trailing slash keeps `{name}` to folders: a file beside them (lib/api-client.ts) is not one.
  catalogs: [
    // The email assistant's automations and tasks load with their tab, so their strings do too.
    {
      path: '<rootDir>/client/src/features/email-assistant/locales/automation/{locale}',
      include: ['<rootDir>/client/src/features/email-assistant/components/automations/'],
    },
    // So do the strings of ANALYZE, TEMPLATES and INSIGHTS.
    {
      path: '<rootDir>/client/src/features/email-assistant/locales/tabs/{locale}',
      include: [
        '<rootDir>/client/src/features/email-assistant/components/analyze/',
        '<rootDir>/client/src/features/email-assistant/components/templates/',
        '<rootDir>/client/src/features/email-assistant/components/insights-tab.tsx',
      ],
    },
    {
      path: '<rootDir>/client/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/client/src/features/{name}/'],
    },
    {
      path: '<rootDir>/client/src/components/{name}/locales/{locale}',
      include: ['<rootDir>/client/src/components/{name}/'],
    },
    {
      path: '<rootDir>/client/src/lib/{name}/locales/{locale}',
      include: ['<rootDir>/client/src/lib/{name}/'],
    },
    { path: '<rootDir>/client/src/app/locales/{locale}', include: ['<rootDir>/client/src/app'] },
  ],
});
