import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * End-to-end tests: Node drives Debian's Chromium (playwright-core) against the server that
 * e2e/run.mjs started (E2E_BASE_URL). One file at a time: one browser on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
