import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createJobRunner, type JobRunner } from '../lib/jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work without a request: scheduled by the domains, run once across instances (decision 0008). */
    jobs: JobRunner;
    /** The time as the domains see it; tests move it to drive expiry and release. */
    now: () => Date;
  }
}

/** The job runner and the clock. Each instance looks for due jobs every JOBS_POLL_MS once it is ready. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { config, now }: { config: Config; now: () => Date }) => {
    const runner = createJobRunner(app.db, now, app.log);
    app.decorate('now', now);
    app.decorate('jobs', runner);
    if (config.jobs.pollMs > 0) app.addHook('onReady', async () => runner.start(config.jobs.pollMs));
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'jobs' },
);
