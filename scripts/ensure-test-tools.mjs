#!/usr/bin/env node
/* global process, console */
// The tests use programs from Debian's packages that a fresh machine lacks:
// - Chromium (required): Playwright cannot download its own browsers here, so the e2e suite and
//   the benchmarks drive Debian's.
// - nginx (nginx-core, required): the reverse proxy the scale-out test and benchmark start
//   privately in front of two server instances.
// - dovecot (dovecot-imapd): the real IMAP server the mailbox tests start privately. Required when
//   CI is set (a CI run must not pass by skipping the IMAP tests); elsewhere the tests that need it
//   say why they skip when it cannot be installed (it also needs root to run).
// They are installed with apt-get in one go, as root only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CI = Boolean(process.env.CI);
const TOOLS = [
  { name: 'Chromium', pkg: 'chromium', paths: ['/usr/bin/chromium'], required: true },
  { name: 'nginx', pkg: 'nginx-core', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'], required: true },
  { name: 'dovecot', pkg: 'dovecot-imapd', paths: ['/usr/sbin/dovecot', '/usr/bin/dovecot'], required: CI },
];

const present = (tool) => tool.paths.some((p) => existsSync(p));
const missing = TOOLS.filter((tool) => !present(tool));
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const say = (msg) => console.log(`ensure-test-tools: ${msg}`);

function run(cmd, args) {
  say(`running: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) return `could not run ${cmd}: ${result.error.message}`;
  if (result.status !== 0) return `"${cmd} ${args.join(' ')}" exited with status ${result.status}`;
  return undefined;
}

let failure;
if (!isRoot) {
  failure = 'this process is not root, so it cannot install packages';
} else {
  // Another apt run (for example one started at boot) may hold the lock: wait for it, not fail.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=600'];
  failure =
    run('apt-get', [...waitForLock, 'update']) ??
    run('apt-get', [...waitForLock, 'install', '-y', ...missing.map((t) => t.pkg)]);
}

let exitCode = 0;
for (const tool of missing) {
  if (present(tool)) {
    say(`installed ${tool.name}`);
    continue;
  }
  const how = `install it with: sudo apt-get update && sudo apt-get install -y ${tool.pkg}`;
  if (tool.required) {
    console.error(`ensure-test-tools: ${tool.name} is missing (${failure ?? 'apt-get did not install it'}); ${how}`);
    exitCode = 1;
  } else {
    console.warn(
      `ensure-test-tools: ${tool.name} is missing (${failure ?? 'apt-get did not install it'}); ` +
        `the tests that need it will skip. To run them, ${how}`,
    );
  }
}
process.exit(exitCode);
