import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child process: SIGTERM, then SIGKILL if it is still running after `graceMs`; resolves
 * once it has exited (at once if it already had).
 */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  // exitCode/signalCode are set just before 'exit' is emitted, in the same tick: no exit is missed.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
