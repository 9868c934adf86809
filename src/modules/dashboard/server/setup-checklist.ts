// The new company's setup checklist (issue 13, decision 027): each item ticks itself from the
// company's real data. Adding an item is one line in SETUP_ITEMS (plus its two texts in the web
// catalogue); an item shows only to companies that have its module switched on.
import { count, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../server/db/client';
import { companies, employees } from '../../../server/db/schema';
import { customers } from '../../customers/server/service';
import { vehicles } from '../../fleet/server/service';
import { ledgerReady } from '../../finance/server';
import { mapInTurn } from '../../../server/db/in-turn';

type Company = typeof companies.$inferSelect;

export const SETUP_ITEM_IDS = ['company_profile', 'first_vehicle', 'first_customer', 'invite_staff', 'office_location', 'accounts'] as const;
export type SetupItemId = (typeof SETUP_ITEM_IDS)[number];

type SetupItem = {
  id: SetupItemId;
  /** The module the item belongs to (companies.active_modules); null: every company. */
  module: string | null;
  /** Where it is done, inside the company area. */
  href: string;
  done: (tx: Tx, company: Company) => Promise<boolean>;
};

/** Row-level security scopes the table to the company, so any row means "done". */
const hasRow = (table: PgTable) => async (tx: Tx) => (await tx.select({ n: count() }).from(table).limit(1))[0]!.n > 0;

// The real-estate "first property" line joins when that module lands.
export const SETUP_ITEMS: readonly SetupItem[] = [
  { id: 'company_profile', module: null, href: '/settings', done: async (_tx, c) => Boolean(c.logoUrl && c.phone) },
  { id: 'first_vehicle', module: 'fleet', href: '/fleet', done: hasRow(vehicles) },
  { id: 'first_customer', module: 'customers', href: '/customers', done: hasRow(customers) },
  { id: 'invite_staff', module: 'hr', href: '/hr/user-management', done: async (tx) => (await tx.select({ n: count() }).from(employees).where(isNotNull(employees.userId)))[0]!.n > 1 },
  { id: 'office_location', module: 'hr', href: '/hr/location-settings', done: async (_tx, c) => c.officeLatitude !== null && c.officeLongitude !== null },
  // The books: the accounting wizard's chart, fiscal year and opening balances (issue 14).
  { id: 'accounts', module: 'finance', href: '/finance/accounting-wizard', done: (tx, c) => ledgerReady(tx, c.id) },
];

export type SetupChecklist = { visible: boolean; dismissed: boolean; items: Array<{ id: SetupItemId; href: string; done: boolean }> };

/** Shown until a company admin dismisses it or every item is done; a dismissed list costs one query. */
export async function setupChecklist(tx: Tx): Promise<SetupChecklist> {
  const [company] = await tx.select().from(companies);
  if (!company) return { visible: false, dismissed: false, items: [] };
  if (company.setupDismissedAt) return { visible: false, dismissed: true, items: [] };
  const modules = new Set(company.activeModules);
  const applicable = SETUP_ITEMS.filter((item) => item.module === null || modules.has(item.module));
  const items = await mapInTurn(applicable, async (item) => ({ id: item.id, href: item.href, done: await item.done(tx, company) }));
  return { visible: items.some((item) => !item.done), dismissed: false, items };
}
