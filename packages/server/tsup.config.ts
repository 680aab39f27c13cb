import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The production server (`pnpm start` runs dist/main.js): one ESM bundle of our code for Node 20;
// dependencies stay in node_modules. The workspace packages it uses as source (@campus/time,
// @campus/tokens: TypeScript, no build of their own) are devDependencies, so tsup bundles them.
// src/db/migrate.ts looks for its SQL beside itself, so the migrations are copied next to the
// bundle (dist/migrations). config.ts finds the package root as the parent of its own folder,
// which is the same for src/ and dist/.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  onSuccess: async () => {
    rmSync('dist/migrations', { recursive: true, force: true });
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
