// @vitest-environment node
import { build, type Metafile, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = 'client/src/main.tsx';
const LIBRARY_PAGE = 'client/src/features/library/components/library-page.tsx';
// The signed-in dashboard's first screen: the page and the email assistant, each loaded lazily.
const DASHBOARD = 'client/src/app/dashboard-route.tsx';
const EMAIL_ASSISTANT = 'client/src/features/email-assistant/components/email-assistant-panel.tsx';
// Rendered behind its prerendered copy, on a page already on the screen.
const PRICING_PAGE = 'client/src/features/pricing/components/pricing-page.tsx';

const ZOD = [/^zod(\/|$)/, /^common\/schemas\//];
const QUERY_LIBRARY = /^@tanstack\/(react-query|query-core)(\/|$)/;
const CLASS_MERGER = /^tailwind-merge(\/|$)/;

/**
 * What each first load may never carry, however deep the import (decision 044): zod (about 25 kB
 * gzip) and the schemas built with it, whose types are fine since they are erased; in the shell, the
 * query library and the class merger; on the library page, the class merger and Radix; on the
 * dashboard's first screen and the pricing page, the class merger (their classes are joined as they
 * are, lib/join-classes.ts).
 */
const RULES = [
  { entry: ENTRY, forbidden: [...ZOD, QUERY_LIBRARY, CLASS_MERGER] },
  { entry: LIBRARY_PAGE, forbidden: [...ZOD, CLASS_MERGER, /^@radix-ui\//] },
  { entry: DASHBOARD, forbidden: [...ZOD, CLASS_MERGER] },
  { entry: EMAIL_ASSISTANT, forbidden: [...ZOD, CLASS_MERGER] },
  { entry: PRICING_PAGE, forbidden: [...ZOD, CLASS_MERGER] },
];

/** The production build's aliases (`@`, `@common`, the no-op contract check), from vite.config.ts. */
function buildAliases(): Alias[] {
  const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
  if (config instanceof Promise || typeof config === 'function') throw new Error('vite.config.ts changed shape');
  return config.resolve!.alias as Alias[];
}

/** Resolves imports the way the build does: its aliases, every package left outside. */
function buildResolution(aliases: Alias[]): Plugin {
  const aliased = (path: string) => {
    for (const { find, replacement } of aliases) {
      if (typeof find === 'string' ? path === find || path.startsWith(`${find}/`) : find.test(path))
        return path.replace(find, replacement);
    }
    return undefined;
  };
  return {
    name: 'build-resolution',
    setup(esbuild) {
      // Styles and the compiled translation catalogs carry no code of concern here.
      esbuild.onResolve({ filter: /\.css$|\?lingui$/ }, ({ path }) => ({ path, external: true }));
      esbuild.onResolve({ filter: /.*/ }, async ({ path, importer, resolveDir, kind, pluginData }) => {
        if (pluginData === 'aliased') return undefined;
        const target = aliased(path);
        if (target !== undefined) return esbuild.resolve(target, { importer, resolveDir, kind, pluginData: 'aliased' });
        if (!path.startsWith('.') && !path.startsWith('/')) return { path, external: true };
        return undefined;
      });
    },
  };
}

/** Every module the entry loads before its first render: the static imports, followed from it. */
function staticClosure(metafile: Metafile, entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const { path, kind } of metafile.inputs[from]?.imports ?? []) {
      if (kind !== 'import-statement' || chains.has(path)) continue;
      chains.set(path, [...chains.get(from)!, path]);
      queue.push(path);
    }
  }
  return chains;
}

describe('the first-load scripts', () => {
  it('import neither zod nor the schemas, nor what each leaves to later chunks', async () => {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: RULES.map((rule) => rule.entry),
      bundle: true,
      write: false,
      outdir: 'unused',
      metafile: true,
      format: 'esm',
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [buildResolution(buildAliases())],
    });
    const shell = staticClosure(metafile, ENTRY);
    // The walk reaches the shell, not just the entry: the header and the landing page are in it.
    expect(shell.has('client/src/components/layout/header.tsx')).toBe(true);
    expect(shell.has('client/src/features/landing/components/landing-page.tsx')).toBe(true);
    expect(staticClosure(metafile, LIBRARY_PAGE).has('client/src/components/ui/tabs-base.tsx')).toBe(true);
    expect(staticClosure(metafile, DASHBOARD).has('client/src/features/dashboard/components/agent-roster.tsx')).toBe(
      true,
    );
    expect(staticClosure(metafile, EMAIL_ASSISTANT).has('client/src/components/chat/chat-composer.tsx')).toBe(true);

    const offenders = RULES.flatMap(({ entry, forbidden }) =>
      [...staticClosure(metafile, entry)]
        .filter(([path]) => forbidden.some((pattern) => pattern.test(path)))
        .map(([, chain]) => chain.join(' -> ')),
    );
    expect(offenders).toEqual([]);
  });
});
