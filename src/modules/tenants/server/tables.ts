// A tenant is a customer of the company (one party record, decision 033): the customer row holds
// the name, IDs, contact and blacklist; this profile adds what a landlord asks of a tenant.
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../../../server/db/schema';
import { customers } from '../../customers/server/tables';

export const tenantProfiles = pgTable(
  'tenant_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    employer: text('employer'),
    occupation: text('occupation'),
    monthlyIncome: numeric('monthly_income', { precision: 16, scale: 3 }),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tenant_profiles_customer_uq').on(t.customerId), index('tenant_profiles_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);
