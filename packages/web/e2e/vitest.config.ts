import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** How many files run at once: one per server e2e/run.mjs started (one when run by hand). */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/**
 * The files that take minutes (each page of every role, checked or pictured), started first so that
 * no worker is left running one of them alone at the end. Others follow in vitest's own order.
 */
const longest = ['pages-desktop', 'pages-phone', 'visual', 'live', 'admin'];
const rank = (spec: TestSpecification) => {
  const name = path.basename(spec.moduleId).replace(/\.e2e\.ts$/, '');
  const at = longest.indexOf(name);
  return at === -1 ? longest.length : at;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * End-to-end tests: Node drives Debian's Chromium (playwright-core) against the servers that
 * e2e/run.mjs started, one per worker (E2E_WORKERS, listed in E2E_BASE_URL; support/env.ts). Two
 * files at a time on a 2-core machine: one browser leaves a third of the cores idle while pages load.
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: workers,
    fileParallelism: workers > 1,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A condition polled in a browser on a busy 2-core machine may take seconds to hold; a poll
    // still fails fast when its condition is false for good (the test's own timeout bounds it).
    expect: { poll: { timeout: 15_000 } },
  },
});
