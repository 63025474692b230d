import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Two servers, each on a fresh database of its own (support/server.mjs), so that no spec waits for another: the
 * public specs on `port`; the admin specs, which change content the public specs compare against (the calendar,
 * a course, a module), on `port + 1`. The demo's removal, which empties the site, and the first start start a
 * server of their own (support/own-server.ts).
 */
const servers = { public: port, admin: port + 1 };
const origin = (serverPort: number) => `http://127.0.0.1:${serverPort}`;
const ADMIN_SPECS = /admin[^/]*\.spec\.ts$/;
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const desktop = { ...devices['Desktop Chrome'] };

/** End-to-end tests drive Debian's Chromium against the production build on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two on every run: the suite waits mostly on the servers and the browser, not on the cores.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: origin(servers.public),
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // Recording every test's trace, even to throw it away, took a fifth of the suite's time (purchase, agenda and
    // admin specs: 172 s with it, 135 s without). A run that needs traces asks: `--trace retain-on-failure`.
    trace: 'off',
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
  projects: [
    { name: 'phone', use: phone, grep: /@phone/, testIgnore: ADMIN_SPECS },
    { name: 'desktop', use: desktop, grepInvert: /@phone/, testIgnore: ADMIN_SPECS },
    {
      name: 'admin-phone',
      use: { ...phone, baseURL: origin(servers.admin) },
      grep: /@phone/,
      testMatch: ADMIN_SPECS,
    },
    {
      name: 'admin-desktop',
      use: { ...desktop, baseURL: origin(servers.admin) },
      grepInvert: /@phone/,
      testMatch: ADMIN_SPECS,
    },
  ],
  webServer: Object.values(servers).map((serverPort) => ({
    command: 'node e2e/support/server.mjs',
    url: `${origin(serverPort)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      E2E_PORT: String(serverPort),
    },
  })),
});
