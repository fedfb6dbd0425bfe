/**
 * CPU time from /proc (Linux): per-request CPU costs, which other load on the shared machine
 * moves much less than it moves requests/s or latency.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) of a /proc stat file; 0 when unreadable (not Linux, process gone). */
export function cpuSeconds(statPath: string): number {
  try {
    // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of all of a process's threads. */
export const processCpuSeconds = (pid: number): number => cpuSeconds(`/proc/${pid}/stat`);

/** CPU seconds of a process's main thread only (e.g. the server, when a worker thread loads it). */
export const mainThreadCpuSeconds = (pid: number): number =>
  cpuSeconds(`/proc/${pid}/task/${pid}/stat`);

/**
 * CPU seconds used so far by the PostgreSQL server's processes: all of them, or only the backends
 * serving `database` (their title is "postgres: user database host…"), which leaves out other
 * people's databases on a shared server.
 */
export function postgresCpuSeconds(database?: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `))
        continue;
      total += cpuSeconds(`/proc/${pid}/stat`);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}
