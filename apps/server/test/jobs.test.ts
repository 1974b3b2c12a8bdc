import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.js';
import { CLAIM_MS, createJobRunner } from '../src/lib/jobs.js';
import { testClock } from './deal-helpers.js';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
});
afterAll(() => ctx.close());

const silent = { error: () => {} } as unknown as Parameters<typeof createJobRunner>[2];

describe('the job table', () => {
  it('runs each due job once when two instances look for jobs at the same time', async () => {
    const seen = new Map<string, number>();
    const runners = [0, 1].map(() => createJobRunner(ctx.app.db, clock.now, silent));
    for (const runner of runners) {
      runner.handle('count', async ({ n = '' }) => {
        seen.set(n, (seen.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    const [first] = runners;
    for (let n = 0; n < 50; n += 1) {
      await first!.schedule({ kind: 'count', key: `count:${n}`, runAt: clock.now(), payload: { n: String(n) } });
    }
    let ran = 0;
    for (let round = 0; round < 5; round += 1) {
      const counts = await Promise.all(runners.map((r) => r.runDue()));
      ran += counts.reduce((a, b) => a + b, 0);
    }
    expect(ran).toBe(50);
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
    expect(seen.size).toBe(50);
  });

  it('leaves a job claimed by an instance that died until its claim runs out, then runs it', async () => {
    const runner = createJobRunner(ctx.app.db, clock.now, silent);
    let ran = 0;
    runner.handle('crash', async () => {
      ran += 1;
    });
    await runner.schedule({ kind: 'crash', key: 'crash:1', runAt: clock.now(), payload: {} });
    // What a claim left by a killed process looks like.
    await ctx.app.db
      .update(jobs)
      .set({ lockedUntil: new Date(clock.now().getTime() + CLAIM_MS), attempts: 1 })
      .where(eq(jobs.key, 'crash:1'));
    expect(await runner.runDue()).toBe(0);
    clock.advance(CLAIM_MS + 1);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toBe(1);
  });

  it('tries a failing job again later, not at once, and runs a rescheduled job at its new time', async () => {
    const runner = createJobRunner(ctx.app.db, clock.now, silent);
    let attempts = 0;
    runner.handle('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the database blinked');
    });
    await runner.schedule({ kind: 'flaky', key: 'flaky:1', runAt: clock.now(), payload: {} });
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(attempts).toBe(2);

    await runner.schedule({
      kind: 'flaky',
      key: 'flaky:2',
      runAt: new Date(clock.now().getTime() + 1000),
      payload: {},
    });
    await runner.schedule({
      kind: 'flaky',
      key: 'flaky:2',
      runAt: new Date(clock.now().getTime() + 5000),
      payload: {},
    });
    clock.advance(2000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(4000);
    expect(await runner.runDue()).toBe(1);
  });
});
