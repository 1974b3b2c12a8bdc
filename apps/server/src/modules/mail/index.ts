import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import type { MailContent } from './templates.js';
import { devMailRoutes } from './dev-mail.routes.js';
// app.jobs and app.now (their declarations), for programs that load mail without app.ts.
import type {} from '../../plugins/jobs.js';

export const MAIL_JOB = 'mail.send';
/** A message that could not be handed to the SMTP server for this long is dropped (its link has expired anyway). */
export const MAIL_GIVE_UP_MS = 2 * 24 * 3600 * 1000;

export interface Mailer {
  /**
   * Queues one email (the job table, decision 0011): it leaves from a job, never inside the request that asked for it,
   * and is tried again with growing pauses while the SMTP server refuses it. Inside `tx`, it is queued exactly when
   * that transaction commits.
   */
  send(to: string, content: MailContent, tx?: Transaction): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * Mail: a queue on the job table and an SMTP transport (nodemailer) to SMTP_URL, or to the local catcher that
 * server.ts starts when SMTP_URL is not set (`smtpUrl`). Outside production, /dev/mail shows what the catcher kept.
 */
export const mailDomain = fp(
  async (app: FastifyInstance, { config, smtpUrl }: { config: Config; smtpUrl?: string | undefined }) => {
    const url = config.mail.url ?? smtpUrl;
    const transport = url ? createTransport(url) : undefined;
    app.addHook('onClose', async () => transport?.close());

    app.jobs.handle(MAIL_JOB, async ({ to, subject, text, html, queuedAt }) => {
      if (!to) return;
      if (queuedAt && app.now().getTime() - Date.parse(queuedAt) > MAIL_GIVE_UP_MS) {
        app.log.warn({ subject }, 'an email could not be sent for two days; it is dropped');
        return;
      }
      if (!transport) throw new Error('no SMTP server: set SMTP_URL');
      await transport.sendMail({ from: config.mail.from, to, subject, text, html });
    });

    app.decorate('mail', {
      async send(to, content, tx) {
        await app.jobs.schedule(
          {
            kind: MAIL_JOB,
            key: `mail:${randomUUID()}`,
            runAt: app.now(),
            payload: { to, ...content, queuedAt: app.now().toISOString() },
          },
          tx,
        );
        if (!tx) app.jobs.wake();
      },
    } satisfies Mailer);

    if (!config.production) await app.register(devMailRoutes, { dir: config.mail.catcherDir });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
