// Uploaded files (photos, logos, screenshots, record documents), kept in the database so every
// server process serves every file (DECISIONS 15, decision 025). With S3_URL set the bytes are in
// the bucket instead and `content` is null: the row still says whose file it is (decision 065). Row-level security comes from
// company_id like any tenant table; a file with no company (a platform user's photo, a platform
// reply's screenshot) is invisible to every tenant and read only through the platform path.
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './platform';

// node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    /** Random: the id is the unguessable part of the file's URL or storage key. */
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** avatars, logos, attachments, documents */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes; null when they are kept in the S3-compatible bucket (S3_URL). */
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId)],
);
