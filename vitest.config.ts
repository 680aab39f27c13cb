import { defineConfig } from 'vitest/config';

// Every package brings its own vitest config (jsdom, node or real Chromium); the root runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
