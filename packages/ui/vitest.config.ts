import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The kit's unit tests (jsdom). The root config loads this file as one project, and vitest does
 * not follow `projects` nested inside a project file, so the Storybook browser projects live in
 * vitest.storybook.config.ts and run from `test:extra`.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'ui',
    root: dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A worker keeps one jsdom and the modules it has loaded from one file to the next; what a test
    // leaves in the shared window is reset after each test by src/test/setup.ts (no vi.mock here).
    isolate: false,
  },
});
