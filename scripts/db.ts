// `npm run db:migrate` and `npm run db:seed` (the same steps `npm start` runs on boot).
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase, withStartupLock } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/seed/demo';
import { backfillLedgers } from '../src/server/seed/ledger-backfill';
import { ensureReferenceData } from '../src/server/seed/reference-data';

const command = process.argv[2];
const config = loadConfig();
const handle = await openDatabase({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir });
try {
  // One at a time with servers starting on the same database (bootstrap.ts takes the same lock).
  await withStartupLock(handle, async () => {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    console.log(`migrated (${handle.kind})`);
    if (command === 'seed') {
      console.log((await seedDemo(handle.db, { scale: scaleArgument() })) ? 'demo data seeded (password Masar@2026)' : 'a company exists already: demo data not seeded');
    }
    const posted = Object.values(await backfillLedgers(handle.db)).reduce((a, b) => a + b, 0);
    console.log(`ledger backfill: ${posted} past events posted`);
  });
} finally {
  await handle.close();
}

/** `npm run db:seed -- --scale 50`: fifty times the demo data, for benchmarks. */
function scaleArgument(): number {
  const i = process.argv.indexOf('--scale');
  const value = i > 0 ? Number(process.argv[i + 1]) : config.demoScale;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}
