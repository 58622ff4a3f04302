import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mapStack } from '../scripts/lib/map-stack.js';

const dir = mkdtempSync(join(tmpdir(), 'map-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a stack trace from the log of the built server (npm run stack)', () => {
  it('names the TypeScript line of each frame in the bundle, as the server is built', async () => {
    writeFileSync(
      join(dir, 'fail.ts'),
      'export function fail(): never {\n  // the second line\n  throw new Error("boom");\n}\n',
    );
    writeFileSync(
      join(dir, 'entry.ts'),
      'import { fail } from "./fail";\nconst run = () => fail();\ntry { run(); } catch (err) { console.log((err as Error).stack); }\n',
    );
    const bundle = join(dir, 'bundle.mjs');
    // The flags of `npm run build:server` that shape the map.
    await build({
      entryPoints: [join(dir, 'entry.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      sourcemap: true,
      sourcesContent: false,
      outfile: bundle,
      logLevel: 'silent',
    });
    // Run as the server runs: plain node, no source maps.
    const { stdout: stack } = await promisify(execFile)(process.execPath, [bundle]);
    expect(stack).toContain('bundle.mjs:');
    const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as never);
    const mapped = mapStack(stack, bundle, map);
    expect(mapped).toMatch(/at fail \(fail\.ts:3:9\)/);
    expect(mapped).toMatch(/at run \(entry\.ts:2:19\)/);
    expect(mapped).not.toContain('bundle.mjs');
  });
});
