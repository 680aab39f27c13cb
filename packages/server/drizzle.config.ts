import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and applied at every start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
