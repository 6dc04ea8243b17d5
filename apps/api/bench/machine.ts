/**
 * What a report says about where it ran (figures only compare within one machine), and the memory
 * of a process as the kernel counts it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { Client } from 'pg';

/** `2 × AMD EPYC 7B13, 23.4 GiB RAM, Node v20.19.0[, PostgreSQL 15.20], load 0.31 at the start` */
export async function describeMachine(databaseUrl?: string): Promise<string> {
  const cores = cpus();
  const parts = [`${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}`, `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`, `Node ${process.version}`];
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      parts.push(`PostgreSQL ${rows[0].server_version.split(' ')[0]}`);
    } finally {
      await client.end();
    }
  }
  // Other work on the machine shows in the figures: say how busy it was.
  parts.push(`load average ${loadavg()[0].toFixed(2)} at the start`);
  return parts.join(', ');
}

/** Resident memory of a process in MiB (VmRSS of /proc/<pid>/status); undefined once it has gone. */
export function rssMiB(pid: number): number | undefined {
  try {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * The pid of this process's child whose command line contains `marker` (the API that
 * hardening/api-process.ts started: it does not tell its pid).
 */
export function childPid(marker: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      if (Number(ppid) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  throw new Error(`no child process running ${marker}`);
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak. */
export function watchPeakRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = rssMiB(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid) ?? 0)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMiB(pid) ?? 0);
    },
  };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux build we run on). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used so far; 0 once it has gone. */
function cpuSecondsOf(pid: string): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every process's command name and CPU seconds so far, by pid. */
function cpuSecondsByPid(): Map<string, { name: string; seconds: number }> {
  const all = new Map<string, { name: string; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      all.set(entry, { name: readFileSync(`/proc/${entry}/comm`, 'utf8').trim(), seconds: cpuSecondsOf(entry) });
    } catch {
      // The process ended while being read.
    }
  }
  return all;
}

/** CPU seconds each part of the machine used: `api`, `postgres`, `generator` (this process) and the rest by command name. */
export type CpuShares = Record<string, number>;

/**
 * Starts counting the CPU seconds every process uses; `stop` answers them by part: the API process
 * (`apiPid`), PostgreSQL (its server and every backend), this process (the load generator), and the
 * rest by command name (an esbuild helper, autovacuum's workers show as postgres). Where a saturated
 * machine's cores went. A process that ends in between is not counted.
 */
export function watchCpu(apiPid: number): { stop(): CpuShares } {
  const before = cpuSecondsByPid();
  return {
    stop: () => {
      const shares: CpuShares = { api: 0, postgres: 0, generator: 0 };
      for (const [pid, { name, seconds }] of cpuSecondsByPid()) {
        const was = before.get(pid);
        const used = seconds - (was?.name === name ? was.seconds : 0);
        if (used <= 0) continue;
        const part = Number(pid) === apiPid ? 'api' : Number(pid) === process.pid ? 'generator' : name;
        shares[part] = (shares[part] ?? 0) + used;
      }
      return shares;
    },
  };
}
