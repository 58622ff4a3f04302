import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system) the process has used so far: utime and stime of /proc/<pid>/stat.
 * On the shared machine a process's CPU per unit of work moves far less than its wall-clock rate.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis):
  // state is field 3, utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
