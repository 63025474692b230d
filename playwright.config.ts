import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const ADMIN_SPECS = /admin[^/]*\.spec\.ts$/;
/** Removes the demo content every other spec reads: last, after all of them. */
const DEMO_REMOVAL = /demo-removal\.spec\.ts$/;
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const desktop = { ...devices['Desktop Chrome'] };

/** End-to-end tests drive Debian's Chromium against the production build on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  // The admin specs change content that public specs compare against (the calendar, a course, a module):
  // they run after the public specs, on the same server.
  projects: [
    { name: 'phone', use: phone, grep: /@phone/, testIgnore: [ADMIN_SPECS, DEMO_REMOVAL] },
    { name: 'desktop', use: desktop, grepInvert: /@phone/, testIgnore: [ADMIN_SPECS, DEMO_REMOVAL] },
    {
      name: 'admin-phone',
      use: phone,
      grep: /@phone/,
      testMatch: ADMIN_SPECS,
      dependencies: ['phone', 'desktop'],
    },
    {
      name: 'admin-desktop',
      use: desktop,
      grepInvert: /@phone/,
      testMatch: ADMIN_SPECS,
      dependencies: ['phone', 'desktop'],
    },
    {
      name: 'demo-removal',
      use: desktop,
      testMatch: DEMO_REMOVAL,
      dependencies: ['admin-phone', 'admin-desktop'],
    },
  ],
  webServer: {
    command: 'node e2e/support/server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      E2E_PORT: String(port),
    },
  },
});
