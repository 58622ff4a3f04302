/**
 * BENCH_CPU_PROF=<dir>: the built server writes a V8 CPU profile there when it stops, named after
 * what was measured (for finding where the time goes; the figures of such a run are slower).
 */
export function cpuProfileArgs(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`];
}
