import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { headlessBrowser } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.resolve(dirname, '../../.storybook');

/**
 * A tab per core in each project: vitest's default of one tab per project (cores − 1 on a 2-core
 * machine) left the larger project running alone, on one core, once the narrow one was done.
 */
const tabs = availableParallelism();

/**
 * A fresh object per project: vitest rejects one browser config shared by two projects
 * ("Cannot define a nested project").
 */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: headlessBrowser(),
      // Without the networking flags Debian's Chromium floods the closed network.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Animations finish at once, so axe never measures contrast through a half-faded dialog.
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
  // The first connection waits on a cold Vite transform of the whole Storybook; on a loaded 2-core
  // machine that took longer than the 30 s default ("Failed to connect to the browser session").
  connectTimeout: 300_000,
});

/**
 * The story tests run in the light theme and axe-check each story in the dark theme as well, on the
 * same render: the afterEach in preview.tsx, which only `a11yAlsoInTheme` turns on, switches the
 * page to dark in place for a second check and back. Contrast is only as good as the theme it is
 * checked in.
 */
const initialGlobals = { theme: 'light', a11yAlsoInTheme: 'dark' };

/**
 * The Storybook as a test suite: every story of the shared Storybook (kit and web app) renders in
 * Chromium, runs its play function, then axe checks it (a11y.test = 'error' in preview) in both
 * themes.
 */
const storybookProject = {
  plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals })],
  test: {
    name: 'storybook',
    isolate: false,
    maxWorkers: tabs,
    // A story whose play waits on a slow first transform still finishes (see preview.tsx).
    testTimeout: 60_000,
    browser: chromium(),
  },
};

/**
 * The stories tagged `narrow` once more at 360 px (the narrowest phone we support), in both themes:
 * their play and axe run in a 360 px wide frame, where wrapping and stacking change what is shown.
 * The frame's size comes from the `viewport` global: before each story addon-vitest sizes the page
 * to the viewport option that global names (`phone` in preview.tsx), and to 1200×900 when none is
 * set, over `browser.viewport`. A story that sets its own viewport global keeps it.
 */
const narrowProject = {
  plugins: [
    storybookTest({
      configDir: storybookConfigDir,
      initialGlobals: { ...initialGlobals, viewport: { value: 'phone', isRotated: false } },
      tags: { include: ['narrow'] },
    }),
  ],
  test: {
    name: 'storybook-360',
    isolate: false,
    maxWorkers: tabs,
    testTimeout: 60_000,
    browser: { ...chromium(), viewport: { width: 360, height: 800 } },
  },
};

export default defineConfig({
  test: {
    // Vitest reads the browser connection timeout from the root config, not the projects': the two
    // projects start two browsers at once, and on a loaded 2-core machine one of them took longer
    // than the 60 s default to connect.
    browser: { connectTimeout: 300_000 },
    projects: [storybookProject, narrowProject],
  },
});
