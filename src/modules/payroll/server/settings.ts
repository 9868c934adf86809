// The company's payroll settings (issue 19): the employer identifiers its country's wage protection
// file needs, and its own social insurance rates where the law's do not fit it. An override names
// a branch of the country's scheme and may say why; the payslip line names it, and the audit
// trigger keeps who changed it and when.
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { SOCIAL_INSURANCE, type RateOverride } from '../../../core/payroll';
import type { PayrollWho } from './runs';
import type { settingsInput } from './settings-schemas';
import { payrollSettings } from './tables';

export type PayrollSettings = typeof payrollSettings.$inferSelect;

export async function payrollSettingsOf(tx: Tx): Promise<PayrollSettings | null> {
  const [row] = await tx.select().from(payrollSettings);
  return row ?? null;
}

/** The company's rate overrides that still name a branch of its country's scheme. */
export async function insuranceOverridesOf(tx: Tx, who: Pick<PayrollWho, 'country'>): Promise<RateOverride[]> {
  const branches = new Set(SOCIAL_INSURANCE[who.country].branches.map((b) => b.id));
  return ((await payrollSettingsOf(tx))?.insuranceOverrides ?? []).filter((o) => branches.has(o.branchId));
}

export async function savePayrollSettings(tx: Tx, input: z.infer<typeof settingsInput>, who: PayrollWho): Promise<PayrollSettings> {
  const branches = new Set(SOCIAL_INSURANCE[who.country].branches.map((b) => b.id));
  const wrong: Record<string, string> = {};
  const seen = new Set<string>();
  input.insuranceOverrides.forEach((o, i) => {
    if (!branches.has(o.branchId)) wrong[`insuranceOverrides.${i}.branchId`] = 'payroll_branch_unknown';
    else if (seen.has(o.branchId)) wrong[`insuranceOverrides.${i}.branchId`] = 'payroll_branch_twice';
    else if (o.employee == null && o.employer == null) wrong[`insuranceOverrides.${i}.employee`] = 'payroll_override_empty';
    seen.add(o.branchId);
  });
  if (Object.keys(wrong).length) throw new AppError(400, 'validation_failed', wrong);
  const values = {
    wpsEmployerId: input.wpsEmployerId ?? null,
    wpsPayerId: input.wpsPayerId ?? null,
    wpsPayerBank: input.wpsPayerBank ?? null,
    wpsPayerAccount: input.wpsPayerAccount ?? null,
    wpsLegacyLayout: input.wpsLegacyLayout ?? false,
    insuranceOverrides: input.insuranceOverrides.map((o) => ({ branchId: o.branchId, ...(o.employee != null ? { employee: o.employee } : {}), ...(o.employer != null ? { employer: o.employer } : {}), ...(o.note ? { note: o.note } : {}) })),
    updatedBy: who.userId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(payrollSettings)
    .values({ companyId: who.companyId, ...values })
    .onConflictDoUpdate({ target: payrollSettings.companyId, set: values })
    .returning();
  return row!;
}
