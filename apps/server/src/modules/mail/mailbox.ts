import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CaughtMail } from './catcher.js';

/** A caught message's id: the file name the catcher gave it (no path, nothing else). */
export const MAIL_ID = /^[0-9A-Za-z-]{1,80}$/;

/** The messages the local catcher kept in `dir`, newest first (at most `limit`). */
export async function listCaughtMail(dir: string, limit = 100): Promise<CaughtMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const mails = await Promise.all(names.slice(0, limit).map((n) => readCaughtMail(dir, n.slice(0, -5))));
  return mails.filter((m): m is CaughtMail => m !== undefined);
}

export async function readCaughtMail(dir: string, id: string): Promise<CaughtMail | undefined> {
  if (!MAIL_ID.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as CaughtMail;
  } catch {
    return undefined;
  }
}
