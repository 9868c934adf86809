// Fixed assets (issue 18, decision 052): categories with their default life, method and ledger
// accounts, the asset register, the monthly depreciation runs and the asset-months each run
// posted. Row-level security and the audit trigger come from the tenancy step (company_id).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import { ledgerAccounts } from '../../finance/server/accounts/tables';
import { vehicles } from '../../fleet/server/tables';

const money = (name: string) => numeric(name, { precision: 16, scale: 3 });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const assetCategories = pgTable(
  'asset_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    defaultLifeMonths: integer('default_life_months').notNull(),
    defaultMethod: text('default_method').notNull().default('straight_line'),
    /** Overrides of the mapping keys fixed_asset_cost, accumulated_depreciation, depreciation_expense (null = the mapping). */
    costAccountId: uuid('cost_account_id').references(() => ledgerAccounts.id),
    accumulatedAccountId: uuid('accumulated_account_id').references(() => ledgerAccounts.id),
    expenseAccountId: uuid('expense_account_id').references(() => ledgerAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('asset_categories_company_name_uq').on(t.companyId, t.nameAr),
    check('asset_categories_method', sql`${t.defaultMethod} in ('straight_line','declining_balance')`),
    check('asset_categories_life', sql`${t.defaultLifeMonths} between 1 and 600`),
  ],
);

export const fixedAssets = pgTable(
  'fixed_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => assetCategories.id),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    cost: money('cost').notNull(),
    salvageValue: money('salvage_value').notNull().default('0'),
    lifeMonths: integer('life_months').notNull(),
    method: text('method').notNull(),
    /** Its month is the schedule's first month. */
    depreciationStart: date('depreciation_start', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id),
    acquisitionMethod: text('acquisition_method').notNull(),
    acquisitionEntryId: uuid('acquisition_entry_id'),
    disposedOn: date('disposed_on', { mode: 'string' }),
    disposalProceeds: money('disposal_proceeds'),
    disposalMethod: text('disposal_method'),
    disposalEntryId: uuid('disposal_entry_id'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fixed_assets_company_code_uq').on(t.companyId, t.code),
    // A vehicle is one asset at a time (a disposed one frees it).
    uniqueIndex('fixed_assets_vehicle_uq').on(t.vehicleId).where(sql`${t.vehicleId} is not null and ${t.status} <> 'disposed'`),
    index('fixed_assets_company_status_idx').on(t.companyId, t.status),
    check('fixed_assets_status', sql`${t.status} in ('active','fully_depreciated','disposed')`),
    check('fixed_assets_method', sql`${t.method} in ('straight_line','declining_balance')`),
    check('fixed_assets_acquisition', sql`${t.acquisitionMethod} in ('cash','cheque','bank_transfer','card','opening_balance','already_recorded')`),
    check('fixed_assets_amounts', sql`${t.cost} > 0 and ${t.salvageValue} >= 0 and ${t.salvageValue} < ${t.cost}`),
    check('fixed_assets_life', sql`${t.lifeMonths} between 1 and 600`),
  ],
);

export const depreciationRuns = pgTable(
  'depreciation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    /** YYYY-MM; one run per month. */
    month: text('month').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    assetCount: integer('asset_count').notNull(),
    journalEntryId: uuid('journal_entry_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('depreciation_runs_company_month_uq').on(t.companyId, t.month), check('depreciation_runs_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

export const assetDepreciations = pgTable(
  'asset_depreciations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => fixedAssets.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => depreciationRuns.id, { onDelete: 'cascade' }),
    /** The schedule month this amount belongs to (a late-entered asset catches up in one run). */
    month: text('month').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('asset_depreciations_asset_month_uq').on(t.assetId, t.month), index('asset_depreciations_run_idx').on(t.runId), check('asset_depreciations_amount', sql`${t.amount} >= 0`)],
);
