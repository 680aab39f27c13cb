import { defineConfig } from 'vitest/config';

// Plain functions over Intl: the tests run in node, as the server uses them.
export default defineConfig({
  test: {
    name: 'time',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
