import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The library's system prompts are what the Basic plan buys, so none may ship in the browser's
 * bundles: the server serves each prompt to users whose plan includes the agent. This follows
 * every import from every file under client/ (through common/, where a shared module could pull
 * the catalogue in) and fails when one reaches the catalogue or a *-prompts.ts file. Nothing is
 * built: what is not imported cannot be bundled.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = join(root, 'client');
const COMMON = join(root, 'common');
const FORBIDDEN = /common\/agents\/(?:catalogue|[a-z-]+-prompts)\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The file an import specifier names, for the aliases the client uses; packages are not followed. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@common/')) base = join(COMMON, specifier.slice('@common/'.length));
  else if (specifier.startsWith('@/')) base = join(CLIENT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')
    .map((specifier) => resolveImport(file, specifier))
    .filter((path): path is string => path !== null);
}

describe('the library prompts stay out of the client', () => {
  it('no file under client/ reaches common/agents/catalogue.ts or a *-prompts.ts file', () => {
    const reached = new Map<string, string>();
    const queue = sourceFiles(CLIENT);
    for (const file of queue) reached.set(file, file);
    while (queue.length) {
      const file = queue.shift()!;
      for (const target of importsOf(file)) {
        if (reached.has(target)) continue;
        reached.set(target, file);
        queue.push(target);
      }
    }
    expect(reached.size).toBeGreaterThan(100);
    const chain = (file: string) => {
      const steps = [file];
      while (reached.get(steps[0]!) !== steps[0]) steps.unshift(reached.get(steps[0]!)!);
      return steps.map((step) => relative(root, step)).join(' -> ');
    };
    const leaks = [...reached.keys()].filter((file) => FORBIDDEN.test(file)).map(chain);
    expect(leaks).toEqual([]);
  });

  it('the check sees a leak when there is one', () => {
    expect(importsOf(join(COMMON, 'agents', 'catalogue.ts')).some((file) => FORBIDDEN.test(file))).toBe(true);
    expect(FORBIDDEN.test(join(COMMON, 'agents', 'roster.ts'))).toBe(false);
  });
});
