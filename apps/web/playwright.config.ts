import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end journeys drive the built web client served by the real server on a fresh embedded database.
 * `npm test` builds the client first; run `npm run build` before `npx playwright test` by hand.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'phonehaat-e2e-'));
/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, the build Playwright itself runs headless):
 * the same Blink and V8 as /usr/bin/chromium without the desktop browser's own UI processes. CHROME_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // The screenshot set of the README is a tool, not a test: it runs only when asked to refresh docs/screenshots.
  testIgnore: process.env.UPDATE_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey's budget on a busy 2-core machine (both widths and their servers run side by side).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: process.env.E2E_HTML_DIR ?? './playwright-report' }],
    ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? './test-results/results.json' }],
  ],
  use: {
    baseURL,
    // A failed journey keeps its trace (DOM snapshots, network, console) and a screenshot of the end; the trace's
    // screencast is left out: recording it for every journey costs a quarter of the journeys' CPU (decision 0038).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The service worker serves the app's code from its cache, where a journey's page.route cannot hold or fail it;
    // e2e/offline.spec.ts allows it for itself.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx ../server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The server compresses its pages and builds the demo data at start: minutes on a busy 2-core machine.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every journey signs in from 127.0.0.1; the limiter itself is tested in the server suite.
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      // Another build folder lets runs side by side not trample each other's assets.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
