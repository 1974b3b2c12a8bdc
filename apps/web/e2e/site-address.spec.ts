import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TOAST } from '@phonehaat/shared';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/**
 * The address a person opens works: a server started WITHOUT PUBLIC_URL (as `npm start` runs on a laptop), opened at
 * http://127.0.0.1:<port> rather than the localhost it prints. Registering, signing out, signing in and "Sign in With
 * Google" through the development provider all work there. The other journeys run on a server with PUBLIC_URL set.
 */
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let dataDir = '';
let site = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${output()}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const { testDir } = test.info().project;
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'phonehaat-e2e-address-'));
  const { PUBLIC_URL: _unset, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', resolve(testDir, '../../server/src/server.ts')], {
    cwd: resolve(testDir, '..'),
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEV_OIDC_PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(`${site}/api/health`, server, () => output);
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The main navigation's links: behind the menu button on a phone, inline on a desktop. */
async function mainNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Open menu' });
  await expect(toggle.or(nav.getByRole('link', { name: 'Home' }))).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  return nav;
}

async function logOut(page: Page) {
  await (await mainNav(page)).getByRole('button', { name: 'Log Out' }).click();
  await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
}

test('at 127.0.0.1 without PUBLIC_URL: register, log out, sign in, and sign in with Google', async ({ page }) => {
  const email = uniqueEmail('address');
  await page.goto(`${site}/register`);
  await page.getByLabel('Full Name').fill('Tahmina Sultana');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(TOAST.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(`${site}/`);
  await logOut(page);

  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${site}/`);
  await page.goto(`${site}/dashboard`);
  await expect(page.getByText('Hello, Tahmina Sultana')).toBeVisible();
  await logOut(page);

  await page.goto(`${site}/login`);
  await page.getByRole('button', { name: 'Sign in With Google' }).click();
  // The development provider is reached at the host the person started from, not at "localhost".
  await expect(page.getByLabel('Your name')).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await page.getByLabel('Your name').fill('Sharmin Akter');
  await page.getByLabel('Email address').fill(uniqueEmail('address-google'));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back where the person started, signed in (the state cookie was there).
  await expect.poll(() => page.url().startsWith(`${site}/`) && !page.url().includes('/interaction/')).toBe(true);
  await page.goto(`${site}/dashboard`);
  await expect(page.getByText('Hello, Sharmin Akter')).toBeVisible();
});

test('at localhost too; a page of another website is refused with a sentence', async ({ page }) => {
  const local = site.replace('127.0.0.1', 'localhost');
  await page.goto(`${local}/register`);
  await page.getByLabel('Full Name').fill('Kamal Uddin');
  await page.getByLabel('Email Address').fill(uniqueEmail('address-local'));
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(TOAST.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(`${local}/`);

  const foreign = await page.request.post(`${site}/api/auth/sign-in/email`, {
    headers: { origin: 'http://evil.example', cookie: 'x=1' },
    data: { email: 'someone@example.com', password: 'a good password' },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.json()).toEqual({
    error: 'INVALID_ORIGIN',
    message:
      'This request came from another website, so it was refused. Open PhoneHaat itself in your browser and try again.',
  });
});
