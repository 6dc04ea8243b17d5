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
