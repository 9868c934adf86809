// Who acts in a payroll request and the company facts every payroll calculation needs.
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { companyContext } from '../../../server/http/fields';
import type { TenantCtx } from '../../../server/http/route';
import { countryOf, type PayrollWho } from './runs';

export async function whoOf(tx: Tx, ctx: Omit<TenantCtx, 'tx'>): Promise<PayrollWho> {
  const company = await companyContext(tx);
  const [c] = await tx.select({ country: companies.country, workWeek: companies.workWeek }).from(companies);
  return { companyId: ctx.companyId, userId: ctx.actor.userId, today: company.today, currency: company.currency, country: countryOf(c?.country), workWeek: c?.workWeek ?? [7, 1, 2, 3, 4] };
}

