import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** The demo admin's password for this run (the demo never uses a published one). */
export const DEMO_ADMIN_PASSWORD = 'Chefe#Quartel2025';

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the real
 * server on a fresh in-memory embedded database, serving the built web app.
 */
export default defineConfig({
  testDir: './specs',
  // A journey takes 5–55 s in a full run on two cores shared with the API and unit checks; on a slow
  // machine (2026-11-27: 2.5× last session's) several came within seconds of a 60 s limit.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI: a journey that fails twice fails the run; one that passes on the retry is listed
  // as flaky in the report (read it: a flaky journey is a defect to fix, see decision 029).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // One folder per server port: npm test runs the two halves of the journeys at once (Playwright
  // empties its output folder as it starts).
  outputDir: `../.tmp/e2e-results-${PORT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording every journey's trace is a quarter of the journeys' CPU (two specs: 136 → 99 CPU-s).
    // On CI a failed journey is retried, with its trace; run by hand, the first failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The compiled server, as in production (npm run test:e2e builds it first).
    command: 'node ../apps/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DEMO_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every journey signs up and in from 127.0.0.1; the limits themselves are proven by the API tests.
      AUTH_RATE_LIMIT_SCALE: '100',
    },
  },
});
