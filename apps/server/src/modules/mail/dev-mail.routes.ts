import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.js';
import { listCaughtMail, MAIL_ID, readCaughtMail } from './mailbox.js';
import { escapeHtml } from './templates.js';

const page = (title: string, body: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No icon to fetch (the browser would ask for /favicon.ico, which the site does not have).
    '<link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)} - PhoneHaat</title></head>`,
    // Plain HTML: the site's CSP allows no inline style, and this page needs none.
    '<body>',
    body,
    '</body></html>',
  ].join('\n');

/** The addresses in a message's text, each shown as a link the reader can follow. */
const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

/**
 * The development mail page (never in production): the messages the local catcher kept in DATA_DIR/mail, newest
 * first, and each one's text with its links, so a person trying PhoneHaat offline can verify and reset.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listCaughtMail(dir);
    const rows = mails.map(
      (m) =>
        `<li><a href="/dev/mail/${escapeHtml(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a>` +
        `<br><small>To ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.date.replace('T', ' ').slice(0, 19))} UTC</small></li>`,
    );
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(
      'Mail',
      [
        '<h1>Mail sent by PhoneHaat</h1>',
        '<p>No SMTP server is set up (SMTP_URL), so emails are kept here instead of being delivered. Newest first.</p>',
        rows.length ? `<ul>${rows.join('\n')}</ul>` : '<p>No emails yet.</p>',
      ].join('\n'),
    );
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.string().regex(MAIL_ID, 'Not a message id.') }) } },
    async (request, reply) => {
      const mail = await readCaughtMail(dir, request.params.id);
      if (!mail) throw new HttpError(404, 'There is no such email. Go back to /dev/mail.');
      const links = linksOf(mail.text).map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page(
        mail.subject,
        [
          '<p><a href="/dev/mail">All emails</a></p>',
          `<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>`,
          `<p>From ${escapeHtml(mail.from)}<br>To ${escapeHtml(mail.to.join(', '))}<br>${escapeHtml(mail.date)}</p>`,
          `<pre>${escapeHtml(mail.text)}</pre>`,
          links.length ? `<h2>Links</h2><ul aria-label="Links">${links.join('\n')}</ul>` : '',
        ].join('\n'),
      );
    },
  );
};
