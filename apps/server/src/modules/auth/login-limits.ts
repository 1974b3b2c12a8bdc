import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { tooManyRequests } from '../../plugins/errors.js';
import { normaliseEmail } from './auth.js';

const WINDOW = '10 minutes';
/** A counter rather than a limit: it reads how many failures an account had (max − remaining). */
const COUNTER_MAX = 1_000_000;
/** Past the per-account threshold, each sign-in for that account waits this long, doubling, up to the cap. */
export const SLOWDOWN_BASE_MS = 250;
export const SLOWDOWN_MAX_MS = 5000;
/** Google's start writes a row (its state) for a signed-out caller: a person starts it a few times, not hundreds. */
const SOCIAL_STARTS_PER_IP = 30;

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const TOO_MANY_MAILS = 'We have sent several emails already. Please check your inbox, or wait an hour and try again.';
/** The endpoints that send an email to an address anybody can type: limited per address and per email. */
export const MAIL_REQUEST_ENDPOINTS = new Set([
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);
/** An address (one office, one mobile network's NAT) may ask for this many times the per-email limit. */
const MAIL_REQUESTS_IP_FACTOR = 6;

export function slowdownMs(accountFailures: number, threshold: number): number {
  const over = accountFailures - threshold + 1;
  return over <= 0 ? 0 : Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** Math.min(over, 10));
}

/**
 * The limits on signing in (OWASP's guidance on lockout), shared through Redis when REDIS_URL is set:
 * - every attempt from an address counts against that address (stops spraying many accounts);
 * - failed passwords count per account and address together: an address that keeps failing for an account is refused,
 *   while the owner signing in from another address is not;
 * - failed passwords count per account from anywhere too: past the threshold every attempt for that account is slowed
 *   down, never refused, so many addresses guessing one password go slowly and its owner still gets in.
 * Sign-up is limited per address; Google's start per address.
 */
export function loginLimits(app: FastifyInstance, config: Config) {
  const { perIp, perAccount } = config.auth.loginRateLimit;
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? normaliseEmail(email) : '';
  };
  const byIp = app.createRateLimit({ max: perIp, timeWindow: WINDOW, keyGenerator: (r) => `ip:${r.ip}` });
  const socialByIp = app.createRateLimit({
    max: SOCIAL_STARTS_PER_IP,
    timeWindow: WINDOW,
    keyGenerator: (r) => `social:${r.ip}`,
  });
  const failuresHere = app.createRateLimit({
    max: perAccount,
    timeWindow: WINDOW,
    keyGenerator: (r) => `account-ip:${emailOf(r)}|${r.ip}`,
  });
  const failuresAnywhere = app.createRateLimit({
    max: COUNTER_MAX,
    timeWindow: WINDOW,
    keyGenerator: (r) => `account:${emailOf(r)}`,
  });

  const refuse = (reply: FastifyReply, ttlInSeconds: number) => tooManyRequests(reply, ttlInSeconds, TOO_MANY);

  // The same answer whether or not the email has an account (the endpoints never say), so the limit tells nothing.
  const mailsPerHour = config.mail.requestsPerHour;
  const mailsByIp = app.createRateLimit({
    max: mailsPerHour * MAIL_REQUESTS_IP_FACTOR,
    timeWindow: '1 hour',
    keyGenerator: (r) => `mail-ip:${r.ip}`,
  });
  const mailsByEmail = app.createRateLimit({
    max: mailsPerHour,
    timeWindow: '1 hour',
    keyGenerator: (r) => `mail-email:${emailOf(r)}`,
  });

  return {
    /** Before the endpoint runs: refuses (429) or slows the attempt down; other endpoints pass untouched. */
    async before(request: FastifyRequest, reply: FastifyReply, endpoint: string): Promise<void> {
      if (MAIL_REQUEST_ENDPOINTS.has(endpoint)) {
        for (const limit of [mailsByIp, mailsByEmail]) {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyRequests(reply, result.ttlInSeconds, TOO_MANY_MAILS);
        }
        return;
      }
      if (endpoint === '/api/auth/sign-in/social') {
        const social = await socialByIp(request);
        if (!social.isAllowed && social.isExceeded) throw refuse(reply, social.ttlInSeconds);
        return;
      }
      if (endpoint !== '/api/auth/sign-in/email' && endpoint !== '/api/auth/sign-up/email') return;
      const ip = await byIp(request);
      if (!ip.isAllowed && ip.isExceeded) throw refuse(reply, ip.ttlInSeconds);
      if (endpoint !== '/api/auth/sign-in/email') return;
      const here = await failuresHere(request, { increment: false });
      if (!here.isAllowed && here.remaining === 0) throw refuse(reply, here.ttlInSeconds);
      const anywhere = await failuresAnywhere(request, { increment: false });
      const failures = anywhere.isAllowed ? 0 : COUNTER_MAX - anywhere.remaining;
      const wait = slowdownMs(failures, perAccount);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },

    /** After a password sign-in: a failure counts against the account, from this address and from anywhere. */
    async after(request: FastifyRequest, succeeded: boolean): Promise<void> {
      if (succeeded) return;
      await failuresHere(request);
      await failuresAnywhere(request);
    },
  };
}
