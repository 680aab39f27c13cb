import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app's unit tests: machines driven event by event, widgets in jsdom against the SDK's MSW
 * handlers. Stories run in Chromium through the shared Storybook project instead.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['campus-source', ...defaultClientConditions] },
  // Tests in the node environment (the prerender) resolve the workspace packages to source too.
  ssr: { resolve: { conditions: ['campus-source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    root: dirname,
    environment: 'jsdom',
    // Also unit-tested here: the e2e support's picture comparison and the first-load budget check
    // (bench/budget.test.ts, on a manifest of its own).
    include: ['src/**/*.test.{ts,tsx}', 'e2e/support/**/*.test.ts', 'bench/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A worker keeps one jsdom and the modules it has loaded from one file to the next (building
    // them again per file was three quarters of this project's time). What a test leaves in the
    // shared window (the DOM, storage, the address, timers, stubs) is reset after each test by
    // src/testing/setup.ts, and no test here replaces a module (no vi.mock).
    isolate: false,
  },
});
