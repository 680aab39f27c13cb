import { defineConfig } from 'vitest/config';

// Every package brings its own vitest config (jsdom, node or real Chromium); the root runs them all,
// and the repository's own scripts (the contract bundler) in node.
export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core to itself, which on a 2-core machine runs
    // the jsdom files one at a time while the main process mostly waits. (The server project keeps
    // its own limit of two: packages/server/vitest.config.ts.)
    maxWorkers: '100%',
    projects: [
      'packages/*/vitest.config.ts',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
