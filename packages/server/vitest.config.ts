import { defineConfig } from 'vitest/config';

// Server tests boot the real HTTP server (127.0.0.1, port 0) on a fresh PGlite data dir per test file,
// and again on PostgreSQL when TEST_DATABASE_URL is set (scripts/ci-postgres.sh).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Creating a PGlite directory takes ~3 s on an idle core; the CI machine has two shared cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the server's modules loaded from one file to the next (a third of the suite's
    // CPU went to importing them again per file). Each file still boots its own server on its own
    // database (testing/server.ts), and no test replaces a module (no vi.mock), so nothing leaks.
    isolate: false,
    // Its own worker limit means its own group in the root run (vitest requires it); it runs after
    // the lighter projects.
    sequence: { groupOrder: 1 },
  },
});
