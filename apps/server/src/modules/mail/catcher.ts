import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the catcher keeps it (one JSON file each in its folder) and the dev mail page shows it. */
export interface CaughtMail {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The largest message the catcher takes; ours are a few KB. */
const MAX_MESSAGE = 1024 * 1024;

/**
 * A local SMTP server that keeps every message it receives as a file in `dir` instead of delivering it: what mail
 * goes to when SMTP_URL is not set, so a person trying PhoneHaat offline can read their emails (the dev mail page),
 * and what the tests read emails back from. It listens on loopback only and takes no sign-in.
 */
export async function startMailCatcher(options: {
  dir: string;
  port?: number;
  host?: string;
  onMail?: (mail: CaughtMail) => void;
}): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const { dir, host = '127.0.0.1' } = options;
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const date = new Date();
          const mail: CaughtMail = {
            // Sortable by name: the time first, then a random part.
            id: `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`,
            date: date.toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          await writeFile(join(dir, `${mail.id}.json`), JSON.stringify(mail, null, 2));
          options.onMail?.(mail);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The server's own errors (a client dropping mid-message) are the client's problem, not a reason to stop.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
