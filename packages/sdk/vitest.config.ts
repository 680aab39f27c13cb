import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['campus-source'] },
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
