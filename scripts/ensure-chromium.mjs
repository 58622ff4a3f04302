#!/usr/bin/env node
/* global process, console */
// Playwright cannot download its own browsers on these machines, so the e2e suite and the
// benchmarks drive Debian's Chromium. This makes sure it is installed (apt-get, as root only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-chromium: ${CHROMIUM} is missing and this process is not root, so it cannot be installed.\n` +
      `Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  process.exit(1);
}

function run(cmd, args) {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; running: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) {
    console.error(`ensure-chromium: could not run ${cmd}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`ensure-chromium: "${cmd} ${args.join(' ')}" exited with status ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

// Another apt run (for example one started at boot) may hold the lock: wait for it, not fail.
const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
run('apt-get', [...waitForLock, 'update']);
run('apt-get', [...waitForLock, 'install', '-y', 'chromium']);

if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}`);
