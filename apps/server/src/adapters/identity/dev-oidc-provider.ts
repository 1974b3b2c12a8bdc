import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * A development OpenID Connect provider that stands in for Google when no Google credentials are configured, so
 * "Sign in With Google" runs through the very same OIDC client code (authorization code + PKCE, ID token checked)
 * on a machine with no network. Its sign-in page asks for a name and an email. It refuses to run in production.
 */
export const DEV_CLIENT_ID = 'phonehaat-development';
const DEV_CLIENT_SECRET = 'phonehaat-development-secret';

export interface DevOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

interface DevAccount {
  email: string;
  name: string;
}

/** The subject is derived from the email, so an identity survives restarts of the in-memory provider. */
const devSubject = (email: string) => `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

export async function startDevOidcProvider(options: {
  port: number;
  /** The address to listen on: 127.0.0.1 unless told; 0.0.0.0 with the server's, so a phone on the Wi-Fi reaches it. */
  host?: string;
  /** Our callback at each address the site answers at; any other is refused. */
  redirectUris: string[];
  production: boolean;
}): Promise<DevOidcProvider> {
  if (options.production) {
    throw new Error(
      'The development sign-in provider does not run with NODE_ENV=production: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
    );
  }
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;

  const accounts = new Map<string, DevAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-1' };

  // Loaded only when it runs: it warns about the Node version on import, and production never needs it.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: DEV_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Consent is implied: the only client is PhoneHaat itself.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const existing = ctx.oidc.session?.grantIdFor(clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const page = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    const submit = /^\/interaction\/([\w-]+)\/login$/.exec(url.pathname);
    if (page && req.method === 'GET') return void renderSignIn(provider, req, res).catch((err) => fail(res, err));
    if (submit && req.method === 'POST') {
      return void finishSignIn(provider, accounts, req, res).catch((err) => fail(res, err));
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret: DEV_CLIENT_SECRET,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function renderSignIn(provider: Provider, req: IncomingMessage, res: ServerResponse, error?: string) {
  const details = await provider.interactionDetails(req, res);
  res.writeHead(error ? 400 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(signInPage(details.uid, error));
}

async function finishSignIn(
  provider: Provider,
  accounts: Map<string, DevAccount>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const form = new URLSearchParams(await readBody(req));
  const name = (form.get('name') ?? '').trim().slice(0, 80);
  const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 254);
  if (!name || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return renderSignIn(provider, req, res, 'Enter your name and a valid email address.');
  }
  const sub = devSubject(email);
  accounts.set(sub, { email, name });
  await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function fail(res: ServerResponse, err: unknown) {
  if (res.headersSent) return res.end();
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(
    `This sign-in link has expired or is not valid. Go back to PhoneHaat and try again.\n${err instanceof Error ? err.message : ''}`,
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function signInPage(uid: string, error?: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (development)</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.08);padding:28px;width:min(92vw,380px)}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:0 0 20px;color:#475569;font-size:.9rem}
label{display:block;font-weight:600;font-size:.9rem;margin:14px 0 6px}
input{box-sizing:border-box;width:100%;padding:11px 12px;border:1px solid #94a3b8;border-radius:10px;font-size:1rem}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:10px;background:#1a73e8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{color:#b91c1c;font-weight:600;margin:12px 0 0}
</style></head><body><main>
<h1>Sign in with Google</h1>
<p>Development sign-in for PhoneHaat. It stands in for Google on machines without Google credentials.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="name">Your name</label><input id="name" name="name" autocomplete="name" required>
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Continue</button>
</form></main></body></html>`;
}
