import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { seedDemoData } from './db/seed.js';
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

const app = await buildApp({ config, logger });

if (config.seedDemoData) {
  const seed = await seedDemoData(app.db, app.storage);
  if (seed.seeded) {
    const width = Math.max(...seed.accounts.map((a) => a.email.length));
    const lines = seed.accounts.map((a) => `  ${a.role.padEnd(6)}  ${a.email.padEnd(width)}  ${a.name}`);
    console.log(
      [`Demo data loaded: ${seed.products} listings. Demo accounts (password "${DEMO_PASSWORD}"):`, ...lines].join(
        '\n',
      ),
    );
  }
}

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
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
