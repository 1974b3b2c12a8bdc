import { startDevOidcProvider } from './adapters/identity/dev-oidc-provider.js';
import { startMailCatcher } from './modules/mail/catcher.js';
import { developmentRedirectUris, siteOrigins } from './modules/auth/auth.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { prepareData } from './db/prepare.js';
import { DEMO_PASSWORD } from './db/seed-data.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logger = {
  level: config.logLevel,
  ...(process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : {}),
};

// Without Google credentials, "Sign in With Google" talks to a development OpenID provider on its own port. It
// listens where the site does, so whoever can open the site can finish a Google sign-in from the same address
// (docs/decisions/0006-the-address-a-person-opens.md).
const google = config.auth.google;
const devOidc =
  google.mode === 'development'
    ? await startDevOidcProvider({
        port: google.port,
        host: config.host,
        redirectUris: developmentRedirectUris(config),
        production: config.production,
      }).catch((err: unknown) => {
        console.error(err instanceof Error ? err.message : err);
        process.exit(1);
      })
    : undefined;

// Without SMTP_URL, mail goes to a catcher on loopback that keeps each message in DATA_DIR/mail (read at /dev/mail).
const catcher = config.mail.url
  ? undefined
  : await startMailCatcher({ dir: config.mail.catcherDir }).catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });

const app = await buildApp({ config, logger, devOidcIssuer: devOidc?.issuer, smtpUrl: catcher?.url });
if (devOidc) app.addHook('onClose', () => devOidc.close());
if (catcher) app.addHook('onClose', () => catcher.close());

const { seed, admin } = await prepareData(app.db, app.storage, config, (productId, sellerId, imeis) =>
  app.trust.record(productId, sellerId, imeis),
);
if (admin)
  app.log.info({ email: config.auth.admin?.email, created: admin.created }, 'admin account from ADMIN_EMAIL is ready');
if (seed?.seeded) {
  const width = Math.max(...seed.accounts.map((a) => a.email.length));
  const lines = seed.accounts.map((a) => `  ${a.role.padEnd(6)}  ${a.email.padEnd(width)}  ${a.name}`);
  console.log(
    [
      `Demo data loaded: ${seed.products} listings on sale, and one phone sold in a completed cash deal rated by both sides. Demo accounts (password "${DEMO_PASSWORD}"):`,
      ...lines,
    ].join('\n'),
  );
}

// Payments the gateway completed while we were down (or before a crash) are settled now, not lost.
const reconciled = await app.checkout.reconcile();
if (reconciled.settled + reconciled.refunded > 0)
  app.log.warn(reconciled, 'settled payments left unfinished at the last stop');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  console.log(`PhoneHaat is running at ${config.publicUrl} (database: ${app.database.driver})`);
  // Without PUBLIC_URL the site works at any of its addresses: the LAN ones are for a phone on the same Wi-Fi.
  const lan = siteOrigins(config).filter((origin) => !/\/\/(localhost|127\.0\.0\.1|\[::1\]):/.test(origin));
  if (config.originFromRequest && ['0.0.0.0', '::'].includes(config.host) && lan.length > 0)
    console.log(`On the same network, also at ${lan.join(', ')}`);
  if (devOidc) console.log(`"Sign in With Google" uses the development sign-in provider at ${devOidc.issuer}`);
  if (catcher)
    console.log(
      config.production
        ? `No SMTP_URL: emails are kept in ${config.mail.catcherDir}, not delivered`
        : `No SMTP_URL: emails are kept in ${config.mail.catcherDir}; read them at ${config.publicUrl}/dev/mail`,
    );
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
