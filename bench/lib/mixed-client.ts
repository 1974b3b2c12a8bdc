/**
 * The changing clients of the mixed-load bench (bench/lib/mixed.ts), in a process of their own so that autocannon's
 * busy event loop in the parent does not delay their pace. The parent sends a plan; each kind of change in it is one
 * client with its share of the rate: its change n is due n / (its rate) seconds after the start (the kinds offset
 * from each other), with at most MAX_IN_FLIGHT of its changes unanswered, so a slow kind slows only itself. Nothing
 * is sent after the plan's end; one record per change sent goes back to the parent.
 */
import type { Change, ChangePlan, ChangeRecord, ClientMessage } from './mixed.js';

/** Changes of one kind waiting for an answer at most: a slow server slows them down instead of piling them up. */
const MAX_IN_FLIGHT = 8;
/** A change not answered within this is a failure. */
const CHANGE_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function send(message: ClientMessage): Promise<void> {
  if (!process.send) throw new Error('mixed-client.ts is started by bench/lib/mixed.ts (fork), not on its own');
  return new Promise((resolve, reject) =>
    process.send?.(message, undefined, {}, (err: Error | null) => (err ? reject(err) : resolve())),
  );
}

async function run(plan: ChangePlan): Promise<ChangeRecord[]> {
  const records: ChangeRecord[] = [];
  const fire = async (change: Change) => {
    const at = Date.now();
    const started = performance.now();
    let status = 0;
    let problem: string | undefined;
    try {
      const res = await fetch(plan.baseUrl + change.path, {
        method: change.method,
        headers: change.headers,
        body: change.body,
        signal: AbortSignal.timeout(CHANGE_TIMEOUT_MS),
      });
      status = res.status;
      // Read in full: part of the change's time, and frees the connection.
      const text = await res.text();
      if (status !== change.expect) problem = `${status} ${text.slice(0, 160)}`;
    } catch (err) {
      problem = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    records.push({ kind: change.kind, at, ms: performance.now() - started, status, problem });
  };

  const kinds = new Map<Change['kind'], Change[]>();
  for (const change of plan.changes) {
    const list = kinds.get(change.kind) ?? [];
    list.push(change);
    kinds.set(change.kind, list);
  }
  const start = performance.now();
  const end = start + plan.seconds * 1000;
  const client = async (changes: Change[], offsetMs: number) => {
    const interval = 1000 / (plan.ratePerSecond * (changes.length / plan.changes.length));
    const inFlight = new Set<Promise<void>>();
    for (const [n, change] of changes.entries()) {
      const due = start + offsetMs + n * interval;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      if (performance.now() >= end) break;
      const p: Promise<void> = fire(change).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  };
  await send({ type: 'started', at: Date.now() });
  await Promise.all([...kinds.values()].map((changes, k) => client(changes, (k * 1000) / plan.ratePerSecond)));
  return records;
}

process.once('message', (plan: ChangePlan) => {
  run(plan).then(
    async (records) => {
      await send({ type: 'done', records });
      process.exit(0);
    },
    async (err: unknown) => {
      await send({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      process.exit(1);
    },
  );
});
await send({ type: 'ready' });
