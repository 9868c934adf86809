// `npm run restore -- <backup file> <target>`: restores a platform backup (issue 20, decision 062)
// into a new place, never over data, then checks it against the backup's manifest.
//   target: a directory that is absent or empty (an embedded database's DATA_DIR), or the URL of
//           an existing, empty PostgreSQL database (postgres://…/new_db).
// The key is the one the backup was sealed with: BACKUP_KEY, else the auth secret
// (BETTER_AUTH_SECRET / AUTH_SECRET), else the `.auth-secret` kept in DATA_DIR by `npm start`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { message } from '../src/core/i18n/messages';
import { AppError } from '../src/server/http/errors';
import { backupKey } from '../src/modules/admin/server/backup/sealed-file';
import { restoreBackup } from '../src/modules/admin/server/backup/service';

const [file, target] = process.argv.slice(2);
if (!file || !target) {
  console.error('Usage: npm run restore -- <backup file> <empty directory | postgres://…/empty_database>');
  process.exit(2);
}
const config = loadConfig();
const secretFile = join(config.dataDir, '.auth-secret');
const secret = config.backupKey ?? (config.authSecret || (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : ''));
if (!secret) {
  console.error('Set BACKUP_KEY (or the auth secret the backup was taken with) to open the backup.');
  process.exit(2);
}

try {
  const report = await restoreBackup(
    file,
    backupKey(secret),
    /^postgres(ql)?:\/\//.test(target) ? { kind: 'postgres', connectionString: target } : { kind: 'pglite', dataDir: target },
  );
  console.log(`Restored into ${target.replace(/\/\/[^@/]*@/, '//…@')}: ${report.tables} tables, ${report.rows} rows, ${report.companies} companies.`);
  if (report.ok) console.log('Verified: every table’s row count and every company’s money checksum equal the backup’s.');
  else {
    console.error(`The restore does not match the backup:\n  ${report.mismatches.join('\n  ')}`);
    process.exitCode = 1;
  }
} catch (err) {
  if (err instanceof AppError) {
    console.error(`${message(err.code, 'en', err.params)}\n${message(err.code, 'ar', err.params)}`);
    process.exitCode = 1;
  } else throw err;
}
