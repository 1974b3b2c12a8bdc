import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nginxProxyConf } from '../../../bench/lib/nginx.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';

const run = promisify(execFile);
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/**
 * What can be checked of the container image and the compose file without a Docker engine (there is none on these
 * machines): the compose file's services, variables and health checks, that its variables make a valid production
 * configuration, that nginx accepts the load balancer's rules, and that the Dockerfile's build steps exist and run.
 */
interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ['app1', 'app2'] as const;

/** The compose file's `${NAME:-default}` / `${NAME:?message}` with NAME taken from `given`, else the default. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest = '') =>
    given[name] !== undefined ? given[name] : kind === '-' ? rest : '',
  );
}

describe('compose.yaml', () => {
  it('runs two app instances behind nginx with PostgreSQL, Valkey and MinIO, each with a health check', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['app1', 'app2', 'nginx', 'postgres', 'valkey', 'minio', 'minio-bucket']),
    );
    for (const name of ['app1', 'app2', 'nginx', 'postgres', 'valkey', 'minio']) {
      expect(services[name]?.healthcheck?.test.length, `${name} has a health check`).toBeGreaterThan(0);
    }
    for (const app of APPS) {
      expect(services[app]?.healthcheck?.test.join(' ')).toContain('/api/health');
      expect(services[app]?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        valkey: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.nginx?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('gives both instances the shared engines and production settings, every name one the server knows', () => {
    const known = new Set([...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const app of APPS) {
      const env = services[app]?.environment ?? {};
      expect(Object.keys(env).filter((name) => !known.has(name))).toEqual([]);
      expect(env).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: 'true', REDIS_URL: 'redis://valkey:6379' });
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      for (const secret of ['AUTH_SECRET', 'METRICS_TOKEN', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])
        expect(env[secret], `${secret} must be given, not defaulted`).toMatch(/^\$\{\w+:\?/);
    }
    expect(services.app1?.environment).toEqual(services.app2?.environment);
  });

  it('makes a configuration the server accepts once the required secrets are given', () => {
    const given = {
      AUTH_SECRET: 'a'.repeat(64),
      IMEI_KEY: 'c'.repeat(64),
      METRICS_TOKEN: 'b'.repeat(48),
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    };
    const env = Object.fromEntries(
      Object.entries(services.app1?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), given)]),
    );
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    expect(config.database.driver).toBe('postgres');
    expect(config.storage.kind).toBe('s3');
    expect(config.redisUrl).toBe('redis://valkey:6379');
    expect(config.metricsToken).toBe(given.METRICS_TOKEN);
    expect(config.imeiKeys.current).toEqual({ id: 'k1', secret: given.IMEI_KEY });
  });
});

describe('deploy/nginx.conf', () => {
  it('balances over both instances, retries failed GETs, passes the request id, and nginx accepts it', async () => {
    const conf = read('deploy/nginx.conf');
    expect(conf).toContain('server app1:3000');
    expect(conf).toContain('server app2:3000');
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(conf).toContain('proxy_set_header X-Request-Id $request_id;');
    // Debian's nginx checks the same rules with the instances' names replaced by loopback ports.
    const dir = mkdtempSync(join(tmpdir(), 'phonehaat-nginx-'));
    try {
      const file = join(dir, 'nginx.conf');
      writeFileSync(
        file,
        conf
          .replace('app1:3000', '127.0.0.1:3508')
          .replace('app2:3000', '127.0.0.1:3509')
          .replace('listen 80;', 'listen 127.0.0.1:3507;'),
      );
      const { stderr } = await run('nginx', ['-t', '-c', file, '-e', 'stderr', '-g', `pid ${dir}/nginx.pid;`]);
      expect(stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the proxy the scale-out test and the bench run (bench/lib/nginx.ts), with their ports', () => {
    // The directives from the upstream on, without comments, each instance's address, or the listening address.
    const rules = (conf: string) => {
      const lines = conf
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean);
      return lines
        .slice(lines.indexOf('upstream phonehaat {'))
        .map((line) => line.replace(/^server \S+:\d+ /, 'server instance ').replace(/^listen .*/, 'listen'));
    };
    const written = nginxProxyConf({ prefix: '/tmp/x', port: 3500, upstreams: ['127.0.0.1:3502', '127.0.0.1:3503'] });
    expect(rules(written)).toEqual(rules(read('deploy/nginx.conf')));
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in one stage and runs as a non-root user on a small Node 20 base with a health check and a data volume', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\w+)/gm)].map((m) => ({ image: m[1], name: m[2] }));
    expect(stages.map((s) => s.name)).toEqual(['build', 'run']);
    for (const { image } of stages) expect(image).toMatch(/^node:20-[a-z]+-slim$/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    expect(dockerfile).toMatch(/^VOLUME \["\/app\/data"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/server.js"\]$/m);
  });

  it('runs npm scripts that exist, and the server build makes what the image copies', async () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const used = [...dockerfile.matchAll(/npm run (\S+)/g)].map((m) => m[1] ?? '');
    expect(used.length).toBeGreaterThan(0);
    for (const script of used) expect(scripts[script], `npm run ${script}`).toBeDefined();
    expect(scripts.build).toContain('npm run build -w @phonehaat/server');

    await run('npm', ['run', 'build', '-w', '@phonehaat/server'], { cwd: REPO_ROOT });
    const copied = [...dockerfile.matchAll(/^COPY --from=build \S+ \/app\/(\S+) /gm)].map((m) => m[1] ?? '');
    expect(copied).toEqual(expect.arrayContaining(['apps/server/dist', 'apps/web/dist', 'apps/web/dist-ssr']));
    for (const file of ['server.js', 'db-backup.js', 'admin-create.js', 'migrations/meta/_journal.json'])
      expect(existsSync(join(REPO_ROOT, 'apps/server/dist', file)), file).toBe(true);
    // The compiled server loads: a bad setting stops it with one line, before it opens anything.
    const bad = await run(process.execPath, [join(REPO_ROOT, 'apps/server/dist/server.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Invalid configuration: PORT=/) });
  }, 120_000);
});
