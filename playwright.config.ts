import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/browser";
import { ACCESS_CODE, AUTH_FILE, BASE_URL, PORT } from "./e2e/support/constants";

// Debian's Chromium only: never a browser Playwright downloads, nor another channel.
const { channel: _channel, ...desktopChrome } = devices["Desktop Chrome"] as (typeof devices)[string] & {
  channel?: string;
};

// The offline engine writes exchange lines at once here (it takes about two seconds a line for an owner, to be
// watched live); the servers started for the browser tests and by them inherit this.
process.env.OFFLINE_PACE_MS ??= "0";

/** Specs that change what the whole server shares (the model provider, the consciousness mode). */
const PROVIDER_SPECS = /(provider|mode)-.*\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  outputDir: ".tmp/test-results",
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a slow machine's hiccup; a retried test is still reported by name (scripts/test.mjs).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    storageState: AUTH_FILE,
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // The service worker is proven by e2e/pwa.spec.ts, which allows it; elsewhere each test sees the server as it is
    // (a page a test routes or aborts is never answered from the worker's cache).
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: "chromium", use: { ...desktopChrome }, testIgnore: PROVIDER_SPECS },
    // These change what every page shares: they run alone, after everything else.
    {
      name: "provider",
      use: { ...desktopChrome },
      testMatch: PROVIDER_SPECS,
      dependencies: ["chromium"],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: "node e2e/support/start-server.mjs",
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 2_000 },
    env: { PORT: String(PORT), HOST: "127.0.0.1", CITADEL_ACCESS_CODE: ACCESS_CODE },
  },
});
