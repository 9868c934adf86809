// "This vehicle is held over these times": one row per contract, work order or dispatch permit
// that keeps the vehicle, written only by the source tables' triggers (custom migration
// vehicle_holds_rule). The exclusion constraint over (vehicle_id, period) is the one database
// rule that stops two of them overlapping, whatever path writes them, concurrent requests included.
import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../../server/db/schema';
import { vehicles } from './tables';

/** PostgreSQL tstzrange, read as its text form ('["2026-12-01 06:00:00+00","2026-12-04 06:00:00+00")'). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** What holds the vehicle: a new source table adds its name here and in the migration's triggers. */
export const HOLD_SOURCES = ['contract', 'maintenance', 'permit'] as const;
export type HoldSource = (typeof HOLD_SOURCES)[number];

export const vehicleHolds = pgTable(
  'vehicle_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** The source's number (contract or order number), so a refusal can name what holds the car. */
    reference: text('reference').notNull(),
    period: tstzrange('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_holds_source_uq').on(t.sourceType, t.sourceId),
    index('vehicle_holds_company_vehicle_idx').on(t.companyId, t.vehicleId),
  ],
);
