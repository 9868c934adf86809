// `npm run create-super-admin -- --email you@example.com [--password …] [--name "…"]`
// Creates the platform's super admin; they must change the password at first sign-in
// (DECISIONS 3). Without --password a strong one is generated and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase, withStartupLock } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { addPlatformUser, createUser, hashNewPassword } from '../src/server/platform/accounts';
import { PASSWORD_MIN_LENGTH } from '../src/core/auth';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('Usage: npm run create-super-admin -- --email you@example.com [--password …] [--name "First Last"]');
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString('base64url');
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  process.exit(2);
}
const [firstName = 'Super', lastName = 'Admin'] = (values.name ?? 'Super Admin').split(/\s+/, 2);

const config = loadConfig();
const handle = await openDatabase({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir });
try {
  await withStartupLock(handle, () => migrateDatabase(handle));
  const [existing] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    console.error(`A user with the email ${email} already exists.`);
    process.exitCode = 1;
  } else {
    const passwordHash = await hashNewPassword(password);
    await handle.db.transaction(async (tx) => {
      const userId = await createUser(tx, { email, name: `${firstName} ${lastName}`, passwordHash, requiresPasswordChange: true });
      await addPlatformUser(tx, { userId, email, firstName, lastName });
    });
    console.log(`Super admin ${email} created.${values.password ? '' : ` Temporary password: ${password}`}`);
    console.log('They will be asked to choose a new password at first sign-in.');
  }
} finally {
  await handle.close();
}
