import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/built-server.js';

/**
 * An idle server stays inside its memory budget: the first use of Intl (a number or date formatted
 * for a locale) maps several megabytes of locale data into the process for good, so starting and
 * answering the health check must not use it. Messages are built with common/group-thousands.ts.
 */
describe('starting the server', () => {
  it('formats nothing through Intl', async () => {
    const tsx = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
    const probe = join(REPO_ROOT, 'server/test/intl-at-start-probe.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, probe], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent' },
    });
    const report = JSON.parse(stdout.trim().split('\n').pop()!) as { health: number; used: string[] };
    expect(report).toEqual({ health: 200, used: [] });
  }, 60_000);
});
