import { defineConfig } from 'vitest/config';

// Every package brings its own vitest config (jsdom, node or real Chromium); the root runs them all,
// and the repository's own scripts (the contract bundler) in node.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
