// `npm run db:migrate` and `npm run db:seed` (the same steps `npm start` runs on boot).
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/seed/demo';
import { ensureReferenceData } from '../src/server/seed/reference-data';

const command = process.argv[2];
const config = loadConfig();
const handle = await openDatabase({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir });
try {
  await migrateDatabase(handle);
  await ensureReferenceData(handle.db);
  console.log(`migrated (${handle.kind})`);
  if (command === 'seed') {
    console.log((await seedDemo(handle.db)) ? 'demo data seeded (password Masar@2026)' : 'a company exists already: demo data not seeded');
  }
} finally {
  await handle.close();
}
