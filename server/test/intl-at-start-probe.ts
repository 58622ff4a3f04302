/**
 * Run by server/lib/start-without-intl.test.ts in a process of its own: builds the app, answers one
 * request, and prints which locale services (Intl and the toLocale* methods that use it) that took.
 */
import type { TestApp } from './test-app.js';

const used = new Set<string>();
const INTL_SERVICES = [
  'DateTimeFormat',
  'NumberFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
  'Segmenter',
  'DisplayNames',
] as const;
const intl = Intl as unknown as Record<string, object>;
for (const name of INTL_SERVICES) {
  intl[name] = new Proxy(intl[name]!, {
    construct: (target, args) => {
      used.add(`Intl.${name}`);
      return Reflect.construct(target as new (...a: unknown[]) => object, args) as object;
    },
    apply: (target, self, args) => {
      used.add(`Intl.${name}`);
      return Reflect.apply(target as (...a: unknown[]) => unknown, self, args) as unknown;
    },
  });
}
const METHODS: [object, string][] = [
  [Number.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [String.prototype, 'localeCompare'],
];
for (const [proto, method] of METHODS) {
  const methods = proto as Record<string, (...args: unknown[]) => unknown>;
  const original = methods[method]!;
  methods[method] = function (this: unknown, ...args: unknown[]) {
    used.add(`${proto.constructor.name}.${method}`);
    return original.apply(this, args);
  };
}

const { createTestApp } = await import('./test-app.js');
const t: TestApp = await createTestApp({}, { startJobs: false });
await t.app.ready();
const health = await t.app.inject({ url: '/api/health' });
await t.close();
console.log(JSON.stringify({ health: health.statusCode, used: [...used] }));
