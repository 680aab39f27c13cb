import { defineConfig } from 'vitest/config';
import bench from './vitest.bench.config';

/**
 * The benches that time React's work as users get it: React's production build (development
 * React checks and warns on every render, several times slower), in the same Chromium as
 * vitest.bench.config.ts. Testing Library's `act` does not exist there, so these render with
 * `createRoot` and `flushSync`.
 */
export default defineConfig({
  ...bench,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  test: {
    ...bench.test,
    name: 'web-bench-production',
    include: ['bench/**/*.production.bench.test.tsx'],
    exclude: [],
  },
});
