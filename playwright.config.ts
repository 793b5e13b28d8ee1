/**
 * End-to-end suite (`npm run test:e2e`): real Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH) against
 * the real server. e2e/server.ts builds the storefront if needed and starts server/index.ts on 127.0.0.1 with a
 * fresh temporary DATA_DIR (SQLite, demo seed), removed again when Playwright stops it.
 *
 * Environment: E2E_PORT (default 8123), CHROMIUM_PATH, CI (retries 1, forbids test.only).
 * Results: list reporter + e2e/.artifacts/results.json; traces and screenshots of failures in e2e/.artifacts/.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${port}`;
const ci = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/.artifacts/test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'e2e/.artifacts/results.json' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: no browser downloads here. The flags keep it quiet on a closed network.
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
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    // node --import tsx: one process (no tsx/npx wrapper), so the SIGTERM below reaches our handler directly.
    command: 'node --import tsx e2e/server.ts',
    url: `${baseURL}/integrity/check`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Playwright signals the whole process group; e2e/server.ts stops the server and removes its DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
