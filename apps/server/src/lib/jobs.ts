import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

/** How long a claimed job is left to its instance before another may take it (the instance may have died). */
export const CLAIM_MS = 5 * 60_000;
/** How many due jobs one round claims. */
const BATCH = 20;

export type JobHandler = (payload: Record<string, string>) => Promise<void>;

export interface JobRunner {
  /** Adds the job, or moves a not yet done job with the same key to `runAt` (inside `tx` when given). */
  schedule(
    job: { kind: string; key: string; runAt: Date; payload: Record<string, string> },
    tx?: Transaction,
  ): Promise<void>;
  /** Drops a job that is no longer needed (its deal ended). */
  cancel(key: string, tx?: Transaction): Promise<void>;
  handle(kind: string, handler: JobHandler): void;
  /** Claims the jobs due by the clock's now and runs them; answers how many ran to the end. */
  runDue(): Promise<number>;
  /** Runs due jobs every `pollMs` until `stop()`. */
  start(pollMs: number): void;
  /** Looks for due jobs now rather than at the next poll (a mail just queued), when the runner is started. */
  wake(): void;
  stop(): Promise<void>;
  /** Jobs not yet done: `due` by the clock's now, `later` scheduled after it (for /metrics). */
  depth(): Promise<{ due: number; later: number }>;
}

/**
 * Jobs in a table (decision 0008): a job is claimed with `for update skip locked` and a claim that runs out, so of
 * several instances exactly one takes it, and one that dies mid-job leaves it to be taken again. Handlers must be
 * idempotent (the deal machine refuses a second expiry), which turns that at-least-once into exactly-once effects.
 */
export function createJobRunner(db: Database, now: () => Date, log: FastifyBaseLogger): JobRunner {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let again = false;
  let tick: (() => void) | undefined;

  async function claim(at: Date) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, at), or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at))))
      .orderBy(asc(jobs.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runDue(): Promise<number> {
    const at = now();
    let done = 0;
    // Batch after batch until nothing is due: a failed job is put off past `at`, so this ends.
    for (let batch = await claim(at); batch.length > 0; batch = await claim(at)) {
      done += await runBatch(batch, at);
    }
    return done;
  }

  async function runBatch(batch: Awaited<ReturnType<typeof claim>>, at: Date): Promise<number> {
    let done = 0;
    for (const job of batch) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
        await handler(job.payload);
        // Only the claim that ran it marks it done: a job moved (rescheduled) meanwhile stays due.
        await db
          .update(jobs)
          .set({ doneAt: now(), lockedUntil: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.runAt, job.runAt)));
        done += 1;
      } catch (err) {
        log.error({ err, job: { id: job.id, kind: job.kind, key: job.key } }, 'job failed; it will be tried again');
        // Tried again after a pause that grows with each failure, at most an hour.
        const pause = Math.min(60 * 60_000, 30_000 * 2 ** Math.min(job.attempts, 7));
        await db
          .update(jobs)
          .set({ lockedUntil: new Date(at.getTime() + pause), lastError: String(err).slice(0, 1000) })
          .where(eq(jobs.id, job.id));
      }
    }
    return done;
  }

  return {
    async schedule({ kind, key, runAt, payload }, tx) {
      await (tx ?? db)
        .insert(jobs)
        .values({ kind, key, runAt, payload })
        .onConflictDoUpdate({
          target: jobs.key,
          set: { runAt, payload, doneAt: null, lockedUntil: null, attempts: 0, lastError: null },
        });
    },
    async cancel(key, tx) {
      await (tx ?? db)
        .update(jobs)
        .set({ doneAt: now() })
        .where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    runDue,
    async depth() {
      const at = now();
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${jobs.runAt} <= ${at})`.mapWith(Number),
          later: sql<number>`count(*) filter (where ${jobs.runAt} > ${at})`.mapWith(Number),
        })
        .from(jobs)
        .where(isNull(jobs.doneAt));
      return { due: row?.due ?? 0, later: row?.later ?? 0 };
    },
    start(pollMs) {
      tick = () => {
        busy = true;
        running = runDue()
          .catch((err: unknown) => log.error({ err }, 'looking for due jobs failed'))
          .finally(() => {
            busy = false;
            // A wake during the round runs another round at once (its job may have missed this claim).
            if (timer && tick) timer = setTimeout(tick, again ? 0 : pollMs);
            again = false;
          });
      };
      timer = setTimeout(tick, pollMs);
    },
    wake() {
      if (!timer || !tick) return;
      if (busy) {
        again = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      tick = undefined;
      await running;
    },
  };
}
