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
    // A condition polled in a browser on a busy 2-core machine may take seconds to hold; a poll
    // still fails fast when its condition is false for good (the test's own timeout bounds it).
    expect: { poll: { timeout: 15_000 } },
  },
});
