import type { networkInterfaces } from 'node:os';
import { BASE_ERROR_CODES } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AUTH_ERROR_MESSAGES, OWN_AUTH_CODES, authRefusal, genericAuthMessage } from './auth-errors.js';
import { developmentRedirectUris, siteOrigins } from './auth.js';

/** better-auth's codes whose refusal a person can meet through the web client, with the library's text. */
const REACHABLE: (keyof typeof BASE_ERROR_CODES)[] = [
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'VALIDATION_ERROR',
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'PROVIDER_NOT_FOUND',
  'FAILED_TO_CREATE_USER',
  'FAILED_TO_CREATE_SESSION',
  'SESSION_EXPIRED',
  'USER_NOT_FOUND',
];

describe('the message map of better-auth refusals', () => {
  it('answers every reachable code with a sentence of ours, the code kept', () => {
    for (const code of REACHABLE) {
      const library = BASE_ERROR_CODES[code];
      const answer = authRefusal(403, { code: library.code, message: library.message });
      expect(answer.error, code).toBe(code);
      expect(answer.message, code).toBe(AUTH_ERROR_MESSAGES[code]);
      expect(answer.message, code).toMatch(/^[A-Z].*\S$/);
      // The spec's sign-in error is the one sentence that reads as better-auth's does.
      if (code !== 'INVALID_EMAIL_OR_PASSWORD') expect(answer.message, code).not.toBe(library.message);
    }
  });

  it("keeps the spec's sign-in error as the spec says it", () => {
    expect(authRefusal(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'anything' }).message).toBe(
      'Invalid email or password',
    );
  });

  it('says what to do about a foreign page and an already registered email', () => {
    expect(authRefusal(403, { code: 'INVALID_ORIGIN', message: 'Invalid origin' }).message).toBe(
      'This request came from another website, so it was refused. Open PhoneHaat itself in your browser and try again.',
    );
    expect(authRefusal(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'x' }).message).toBe(
      'An account with this email already exists. Sign in instead, or register with another email.',
    );
  });

  it("answers an unknown code with the generic sentence of its status, never the library's text", () => {
    const answer = authRefusal(400, { code: 'SOMETHING_NEW', message: 'Something new went wrong in the library' });
    expect(answer).toEqual({ error: 'SOMETHING_NEW', message: genericAuthMessage(400) });
    expect(authRefusal(500, 'not json')).toEqual({ error: 'Error', message: genericAuthMessage(500) });
    expect(authRefusal(404, undefined)).toEqual({
      error: 'Error',
      message: 'There is no such address. Check the link and try again.',
    });
    for (const status of [400, 401, 403, 404, 405, 409, 422, 429, 500, 503]) {
      expect(genericAuthMessage(status), String(status)).toMatch(/\.$/);
    }
  });

  it('passes the sentences of our own checks as they are', () => {
    expect(authRefusal(400, { code: OWN_AUTH_CODES.invalidField, message: 'Use at most 80 characters.' })).toEqual({
      error: 'INVALID_FIELD',
      message: 'Use at most 80 characters.',
    });
    // ...but not an empty one.
    expect(authRefusal(403, { code: OWN_AUTH_CODES.accountTypeLocked, message: '' }).message).toBe(
      genericAuthMessage(403),
    );
  });
});

describe("the site's addresses", () => {
  const interfaces = {
    lo: [
      { address: '127.0.0.1', family: 'IPv4', internal: true },
      { address: '::1', family: 'IPv6', internal: true },
    ],
    eth0: [
      { address: '10.0.0.7', family: 'IPv4', internal: false },
      { address: '2001:db8::7', family: 'IPv6', internal: false },
      { address: 'fe80::7', family: 'IPv6', internal: false },
    ],
  } as unknown as ReturnType<typeof networkInterfaces>;

  it('without PUBLIC_URL: localhost, the loopbacks and each LAN address, on the port', () => {
    expect(siteOrigins(loadConfig({ PORT: '3000' }), interfaces)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://10.0.0.7:3000',
      'http://[2001:db8::7]:3000',
    ]);
    expect(developmentRedirectUris(loadConfig({ PORT: '3000' }), interfaces)).toContain(
      'http://10.0.0.7:3000/api/auth/callback/google',
    );
  });

  it('with PUBLIC_URL: that address only', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://phonehaat.com.bd/' });
    expect(siteOrigins(config, interfaces)).toEqual(['https://phonehaat.com.bd']);
    expect(developmentRedirectUris(config, interfaces)).toEqual(['https://phonehaat.com.bd/api/auth/callback/google']);
  });
});
