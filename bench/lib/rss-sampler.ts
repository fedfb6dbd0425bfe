/**
 * Samples the resident memory (VmRSS, Linux) of another process every `everyMs`, labelled with the
 * phase the benchmark says it is in, and keeps each phase's peak. VmRSS counts every thread of the
 * process, so a server's worker threads (extraction, import and feed parsing) are included; the
 * peaks also count its child processes (the first start's database creation), the tree's sum.
 */
import { readFileSync } from 'node:fs';

/** VmRSS of a process in MB, or undefined once it has exited. */
export function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The pids of a process's children (Linux /proc/<pid>/task/<pid>/children). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** VmRSS of a process and all its descendants, in MB. */
export function treeRssMb(pid: number): number | undefined {
  const own = rssMb(pid);
  if (own === undefined) return undefined;
  return childrenOf(pid).reduce((sum, child) => sum + (treeRssMb(child) ?? 0), own);
}

export interface RssSampler {
  /** Starts a new phase; samples from now on count towards it. */
  phase(name: string): void;
  /** The highest sample of each phase, in the order the phases started. */
  peaks(): Map<string, number>;
  /** Takes one sample of the process tree now (also counted in the current phase) and returns it. */
  sampleNow(): number | undefined;
  stop(): void;
}

export function sampleRss(pid: number, everyMs = 250): RssSampler {
  const peaks = new Map<string, number>();
  let current = 'start';
  const sampleNow = () => {
    const mb = treeRssMb(pid);
    if (mb !== undefined) peaks.set(current, Math.max(peaks.get(current) ?? 0, mb));
    return mb;
  };
  const timer = setInterval(sampleNow, everyMs);
  return {
    phase(name) {
      sampleNow();
      current = name;
      sampleNow();
    },
    peaks: () => new Map(peaks),
    sampleNow,
    stop: () => clearInterval(timer),
  };
}
