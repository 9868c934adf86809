// The accounting wizard's server side: one transaction applies the chosen template, the fiscal
// year's start month, the mapping changes and the opening balances (posted through the posting
// service, so they are checked, numbered and kept in the monthly balances like any entry).
// A template can be (re)applied only while the company has no journal entries: once something is
// posted, the chart is edited account by account instead.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../server/db/client';
import { AppError } from '../../../../server/http/errors';
import { isMappingKey, mappingDefinition } from '../../../../core/finance';
import { compareMoney } from '../../../../core/money';
import { companies } from '../../../../server/db/schema';
import { applyChartTemplate } from '../accounts/service';
import { accountMappings, financeSettings, ledgerAccounts } from '../accounts/tables';
import { journalEntries } from '../journal/tables';
import { fiscalPeriods, fiscalYears } from '../periods/tables';
import { ensureFiscalYear } from '../periods/service';
import { postEvent } from '../posting/post-event';
import { postCompanyHistory } from '../posting/setup';
import { CHART_TEMPLATES, TEMPLATE_IDS, TYPE_OF_DIGIT, templateForBusinessType, type TemplateId } from '../templates';

export type OpeningLine = { code: string; debit?: string | null; credit?: string | null };
export type SetupInput = {
  template: TemplateId;
  fiscalYearStartMonth: number;
  openingDate: string;
  openingBalances: readonly OpeningLine[];
  /** Mapping key → account code, where the accountant changed the template's default. */
  mappings: Readonly<Record<string, string>>;
};

async function hasEntries(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx.select({ one: sql<number>`1` }).from(journalEntries).where(eq(journalEntries.companyId, companyId)).limit(1);
  return Boolean(row);
}

export async function setupState(tx: Tx, companyId: string) {
  const [settings] = await tx.select().from(financeSettings).where(eq(financeSettings.companyId, companyId));
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(ledgerAccounts).where(eq(ledgerAccounts.companyId, companyId));
  const [company] = await tx.select({ businessType: companies.businessType }).from(companies).where(eq(companies.id, companyId));
  const entries = await hasEntries(tx, companyId);
  return {
    setupDone: Boolean(settings?.setupCompletedAt),
    template: (settings?.template ?? null) as TemplateId | null,
    fiscalYearStartMonth: settings?.fiscalYearStartMonth ?? 1,
    accountCount: n,
    hasEntries: entries,
    canApplyTemplate: !entries,
    suggestedTemplate: templateForBusinessType(company?.businessType ?? ''),
    templates: TEMPLATE_IDS.map((id) => ({ id, nameAr: CHART_TEMPLATES[id].label.ar, nameEn: CHART_TEMPLATES[id].label.en, accountCount: CHART_TEMPLATES[id].accounts.length })),
  };
}

/** Removes a chart nobody has posted to, so a template can replace it. */
async function clearUnusedChart(tx: Tx, companyId: string) {
  await tx.delete(accountMappings).where(eq(accountMappings.companyId, companyId));
  // One statement: the parent references are checked at its end, when every row is gone.
  await tx.delete(ledgerAccounts).where(eq(ledgerAccounts.companyId, companyId));
  // Years were cut by the old start month; they hold no entries, so they are opened again.
  await tx.delete(fiscalPeriods).where(eq(fiscalPeriods.companyId, companyId));
  await tx.delete(fiscalYears).where(eq(fiscalYears.companyId, companyId));
}

export async function applySetup(tx: Tx, companyId: string, userId: string | null, input: SetupInput) {
  if (await hasEntries(tx, companyId)) throw new AppError(409, 'finance_setup_has_entries');
  await clearUnusedChart(tx, companyId);
  await applyChartTemplate(tx, companyId, input.template, { fiscalYearStartMonth: input.fiscalYearStartMonth, completeSetup: true });
  const accounts = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.companyId, companyId));
  const byCode = new Map(accounts.map((a) => [a.code, a]));

  for (const [key, code] of Object.entries(input.mappings)) {
    if (!isMappingKey(key)) throw new AppError(400, 'validation_failed', { [`mappings.${key}`]: 'invalid_choice' });
    const account = byCode.get(code);
    if (!account) throw new AppError(400, 'validation_failed', { [`mappings.${key}`]: 'not_found' });
    if (account.isHeader) throw new AppError(409, 'account_not_postable', undefined, { code, mapping: mappingDefinition(key) });
    await tx.update(accountMappings).set({ accountId: account.id, updatedAt: new Date() }).where(and(eq(accountMappings.companyId, companyId), eq(accountMappings.key, key)));
  }

  await ensureFiscalYear(tx, companyId, input.openingDate);
  const lines = input.openingBalances.flatMap((line, index) => {
    const account = byCode.get(line.code);
    if (!account) throw new AppError(400, 'validation_failed', { [`openingBalances.${index}.code`]: 'not_found' });
    const debit = line.debit && compareMoney(line.debit, '0') !== 0 ? line.debit : null;
    const credit = line.credit && compareMoney(line.credit, '0') !== 0 ? line.credit : null;
    return debit || credit ? [{ accountId: account.id, debit, credit }] : [];
  });
  let openingEntryId: string | null = null;
  if (lines.length) {
    const { entry } = await postEvent(tx, {
      companyId,
      source: { type: 'opening_balance', id: companyId },
      event: 'opening',
      date: input.openingDate,
      description: { ar: 'الأرصدة الافتتاحية', en: 'Opening balances' },
      lines,
      userId,
    });
    openingEntryId = entry.id;
  }
  // Invoices, payments and deposits recorded before the books existed post now, on their own
  // dates, in this transaction (decision 031).
  const historyPosted = await postCompanyHistory(tx, companyId);
  return { openingEntryId, historyPosted };
}

/** A template's accounts and default mappings, for the wizard's opening balances and mappings steps. */
export function templatePreview(id: TemplateId) {
  const template = CHART_TEMPLATES[id];
  const codes = new Set(template.accounts.map(([code]) => code));
  const parentOf = (code: string) => {
    for (let len = code.length - 1; len > 0; len--) if (codes.has(code.slice(0, len))) return code.slice(0, len);
    return null;
  };
  const parents = new Set(template.accounts.map(([code]) => parentOf(code)));
  return {
    id,
    accounts: template.accounts.map(([code, ar, en]) => ({ code, nameAr: ar, nameEn: en, accountType: TYPE_OF_DIGIT[code[0]!]!, isHeader: parents.has(code), parentCode: parentOf(code) })),
    mappings: Object.entries(template.mappings).map(([key, code]) => {
      const m = mappingDefinition(key as never);
      return { key, nameAr: m.ar, nameEn: m.en, accountCode: code };
    }),
  };
}
