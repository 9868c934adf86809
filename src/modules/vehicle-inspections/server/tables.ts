// Vehicle condition checks (issue 16, decision 041): one inspection of a vehicle at a contract's
// handover or return, or at a dispatch permit's departure — checklist, odometer, fuel, damage
// points on the car outline, signatures drawn on screen. The contract's handover and return write
// theirs here (one mechanism; the contracts' old jsonb columns were migrated into this table).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CheckStatus, DamagePoint } from '../../../core/fleet';
import { companies, users } from '../../../server/db/schema';
import { invoices } from '../../billing/server/tables';
import { contracts } from '../../contracts/server/tables';
import { dispatchPermits } from '../../dispatch-permits/server/tables';
import { vehicles } from '../../fleet/server/tables';

export type ChecklistEntry = { code: string; status: CheckStatus; note?: string };

export const vehicleInspections = pgTable(
  'vehicle_inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    inspectionNumber: text('inspection_number').notNull(),
    kind: text('kind').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    dispatchPermitId: uuid('dispatch_permit_id').references(() => dispatchPermits.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    odometer: integer('odometer'),
    fuel: integer('fuel'),
    checklist: jsonb('checklist').$type<ChecklistEntry[]>().notNull().default([]),
    damagePoints: jsonb('damage_points').$type<DamagePoint[]>().notNull().default([]),
    /** Signatures as SVG path data in a 300 × 120 box (decision 041), drawn on the phone. */
    customerSignature: text('customer_signature'),
    customerSignerName: text('customer_signer_name'),
    inspectorSignature: text('inspector_signature'),
    inspectorId: uuid('inspector_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** A return's new damage charged to the contract: the invoice, and whether the deposit paid it. */
    chargeInvoiceId: uuid('charge_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    chargeMethod: text('charge_method'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_inspections_company_number_uq').on(t.companyId, t.inspectionNumber),
    // One handover and one return per contract: the contract's own inspections.
    uniqueIndex('vehicle_inspections_contract_kind_uq').on(t.contractId, t.kind).where(sql`${t.contractId} is not null`),
    index('vehicle_inspections_company_at_idx').on(t.companyId, t.at),
    index('vehicle_inspections_vehicle_idx').on(t.vehicleId, t.at),
    index('vehicle_inspections_permit_idx').on(t.dispatchPermitId),
    check('vehicle_inspections_kind', sql`${t.kind} in ('handover','return','dispatch')`),
    check('vehicle_inspections_fuel', sql`${t.fuel} is null or ${t.fuel} between 0 and 8`),
    check('vehicle_inspections_odometer', sql`${t.odometer} is null or ${t.odometer} >= 0`),
    check('vehicle_inspections_source', sql`(${t.kind} = 'dispatch') = (${t.dispatchPermitId} is not null) and (${t.kind} = 'dispatch' or ${t.contractId} is not null)`),
    check('vehicle_inspections_charge_method', sql`${t.chargeMethod} is null or ${t.chargeMethod} in ('invoice','deposit')`),
  ],
);
