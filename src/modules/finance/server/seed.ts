// Both demo companies come set up: the chart of their business type, its cost centres and
// account mappings, and the current fiscal year (from the demo's clock, like the other seeds).
import type { Tx } from '../../../server/db/client';
import { localDate } from '../../../core/attendance';
import { applyChartTemplate } from './accounts/service';
import { ensureFiscalYear } from './periods/service';
import { templateForBusinessType } from './templates';
import { setWorkflow } from '../../admin/server/approvals';

export async function seedFinanceDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  const today = localDate(ctx.now ?? new Date(), ctx.businessType === 'real_estate' ? 'Asia/Qatar' : 'Asia/Kuwait');
  await applyChartTemplate(tx, ctx.companyId, templateForBusinessType(ctx.businessType), { fiscalYearStartMonth: 1, completeSetup: true });
  await ensureFiscalYear(tx, ctx.companyId, today);
  // The car-rental company's maker-checker rule for manual entries, written but off (the demo's
  // accountant posts freely until the admin switches it on): above 10,000 the operations manager
  // approves, and from 50,000 the company admin too.
  if (ctx.businessType === 'car_rental') {
    const steps = [{ approverType: 'role' as const, role: 'manager' }, { approverType: 'role' as const, role: 'company_admin', minAmount: '50000' }];
    await setWorkflow(tx, ctx.companyId, 'journal_entry', { isActive: false, threshold: '10000', steps }, null);
  }
}

// The ledger backfill's finance side (src/server/seed/ledger-backfill.ts runs it at start).
export { addMissingMappings, ledgerReady, postingDateFor } from './posting/setup';
export { financeSettings } from './accounts/tables';
