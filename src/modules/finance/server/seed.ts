// Both demo companies come set up: the chart of their business type, its cost centres and
// account mappings, and the current fiscal year (from the demo's clock, like the other seeds).
import type { Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { applyChartTemplate } from './accounts/service';
import { ensureFiscalYear } from './periods/service';
import { templateForBusinessType } from './templates';

export async function seedFinanceDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  const today = localDate(ctx.now ?? new Date(), ctx.businessType === 'real_estate' ? 'Asia/Qatar' : 'Asia/Kuwait');
  await applyChartTemplate(tx, ctx.companyId, templateForBusinessType(ctx.businessType), { fiscalYearStartMonth: 1, completeSetup: true });
  await ensureFiscalYear(tx, ctx.companyId, today);
}

// The ledger backfill's finance side (src/server/seed/ledger-backfill.ts runs it at start).
export { addMissingMappings, ledgerReady, postingDateFor } from './posting/setup';
export { financeSettings } from './accounts/tables';
