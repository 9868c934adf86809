import { defineConfig } from 'drizzle-kit';

// Platform tables plus every module's tables.ts; migrations are generated, never hand-edited.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/db/schema/index.ts', './src/modules/*/server/tables.ts'],
  out: './drizzle',
  casing: undefined,
});
