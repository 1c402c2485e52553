import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findJourneyChromium, journeyChromiumArgs } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
// A fresh embedded database for every run (workers inherit the id from the main process).
process.env.E2E_RUN_ID ??= String(Date.now());
const runDir = path.resolve('.e2e-data', `run-${process.env.E2E_RUN_ID}`);
fs.mkdirSync(path.resolve('.e2e-data'), { recursive: true });

const launchOptions = { executablePath: findJourneyChromium(), args: journeyChromiumArgs };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two at a time: the journeys are CPU-bound (Chromium's rendering is most of it), so four at a
  // time took as long on two cores and ran the server suites beside them into their time limits.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Limits for a journey or a wait that hangs, not speed checks: CI runs on slow 2-core machines
  // beside the server suites (the accessibility journeys alone took 12–15 s each on an idle one).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace only for a retried test (CI retries once): recording one for every journey (DOM
    // snapshots and screencast frames at each step) was a third of the journeys' CPU, measured
    // (CI time, issue 30). E2E_TRACE=retain-on-failure records every journey again when debugging.
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'on-first-retry',
    // Animations and transitions end at once (styles.css honours prefers-reduced-motion): no
    // journey watches motion, and each frame of one costs the browser's compositor CPU.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Odo's service worker precaches the app shell and every asset it names when a page first
    // loads: in a fresh context per journey that was each journey loading the app twice. It runs
    // in the journeys about it (pwa.spec.ts, notifications.spec.ts: `serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 780 },
        // The phone's layout, touch and user agent at one device pixel per CSS pixel: Pixel 7's
        // 2.625 made Chromium raster and composite ~7× the pixels in software, the largest CPU cost
        // of the journeys (CI time, issue 30); no journey compares pixels.
        deviceScaleFactor: 1,
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'desktop',
      // The journeys whose screens differ on a laptop: the shell (side menu instead of tabs and
      // drawer), Home's two columns, the public pages, the garage and community layouts, Ask Odo's
      // conversation list, dialog focus, and accessibility and console checks at this width. The
      // other journeys run on the phone only (same components and API; CI time, issue 13).
      testMatch:
        /\/(shell|dashboard|public-pages|a11y|console|garage|community|ask-odo|feedback-focus)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node src/server/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // A fresh data directory's first start (PGlite, migrations) on a busy slow machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: runDir,
      // The unpacked vPIC database (74 MB, indexed) outlives the run's fresh data directory and
      // the clone: the same cache the server tests and the bench use, outside node_modules, so a
      // fresh clone's CI does not unpack and index it again.
      VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic'),
      // Car Lens reads with the largest limit the server takes: e2e runs beside the server suites'
      // own OCR files on two busy cores, and a scan must not fail for want of time (a read that
      // finds its VIN ends at once; only a miss would use it all).
      CARLENS_TIMEOUT_MS: '120000',
      // Every request is logged to a file; scripts/e2e.ts then checks it holds no secret.
      LOG_LEVEL: 'info',
      LOG_FILE: path.join(runDir, 'server.log'),
      NODE_ENV: 'development',
      // Many journeys sign in from one machine at once; the limit itself is proven in the API tests.
      SIGNIN_RATE_LIMIT_MAX: '1000',
      SIGNIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
      SIGNUP_RATE_LIMIT_MAX: '1000',
      SUPPORT_RATE_LIMIT_MAX: '1000',
      RESET_RATE_LIMIT_MAX: '1000',
      RESET_EMAIL_RATE_LIMIT_MAX: '1000',
      VERIFY_RATE_LIMIT_MAX: '1000',
      VERIFY_ADDRESS_RATE_LIMIT_MAX: '1000',
      FEEDBACK_RATE_LIMIT_MAX: '1000',
      COMMUNITY_POST_RATE_LIMIT_MAX: '1000',
      COMMUNITY_COMMENT_RATE_LIMIT_MAX: '1000',
      COMMUNITY_LIKE_RATE_LIMIT_MAX: '1000',
      COMMUNITY_REPORT_RATE_LIMIT_MAX: '1000',
      COMMUNITY_IMAGE_RATE_LIMIT_MAX: '1000',
      // Every e2e friend signs up from this machine; the default (1 a day) is proven in the API tests.
      REFERRAL_SIGNUPS_PER_ADDRESS_PER_DAY: '1000',
    },
  },
});
