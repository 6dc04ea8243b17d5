/**
 * What PostgreSQL's backends were doing while a benchmark ran: pg_stat_activity sampled every
 * `everyMs` from a connection of its own, each active backend of the database counted under its
 * wait event (`CPU` when it waits on nothing: running, or runnable and waiting for a core). A
 * latency tail whose samples pile up on one lock or one I/O names its cause; one spread over `CPU`
 * is a machine short of cores.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';

export interface BackendWaits {
  samples: number;
  /** Active backends seen per wait (`Lock: transactionid`, `IO: WALSync`, `CPU`), most seen first. */
  byWait: Array<[wait: string, seen: number]>;
}

/** One sample: when it was taken (performance.now()) and the wait of each active backend. */
interface Sample {
  at: number;
  waits: string[];
}

function summarise(samples: Sample[]): BackendWaits {
  const seen = new Map<string, number>();
  for (const { waits } of samples) for (const wait of waits) seen.set(wait, (seen.get(wait) ?? 0) + 1);
  return { samples: samples.length, byWait: [...seen].sort(([, a], [, b]) => b - a) };
}

export async function sampleBackendWaits(
  databaseUrl: string,
  everyMs = 10,
): Promise<{ stop(): Promise<{ all: BackendWaits; during(when: (at: number) => boolean): BackendWaits }> }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string }>(
        `SELECT coalesce(wait_event_type || ': ' || wait_event, 'CPU') AS wait FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      samples.push({ at: performance.now(), waits: rows.map((row) => row.wait) });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return { all: summarise(samples), during: (when) => summarise(samples.filter((sample) => when(sample.at))) };
    },
  };
}

/** `CPU 812, Lock: transactionid 40, IO: WALSync 12 (active backends seen in 5,210 samples)`. */
export function describeBackendWaits({ samples, byWait }: BackendWaits): string {
  const shown = byWait.map(([wait, n]) => `${wait} ${n.toLocaleString()}`);
  return `${shown.join(', ') || 'none active'} (active backends seen in ${samples.toLocaleString()} samples)`;
}
