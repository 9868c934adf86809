// The financial system analysis: each check says whether the books are sound on one point and,
// when not, lists what to fix with a link to where it is fixed. Sub-ledgers are read through
// their modules' exports and set beside their control accounts on the same day.
import type { Tx } from '../../../server/db/client';
import { mappingDefinition } from '../../../core/finance';
import { addDays } from '../../../core/leasing';
import { compareMoney, formatMoney, parseMoney, type CurrencyCode } from '../../../core/money';
import { depositsRegister } from '../../deposits/server';
import { agingReport, ledgerReady, missingMappingKeys, staleDrafts, type Bilingual } from '../../finance/server';
import { accumulatedDepreciationCheck } from '../../fixed-assets/server';
import { payablesAging } from '../../payables/server';
import { inTurn } from '../../../server/db/in-turn';

export const CHECK_IDS = ['mappings', 'drafts', 'receivables', 'payables', 'deposits', 'fixed_assets'] as const;
export type CheckId = (typeof CHECK_IDS)[number];
export type CheckItem = { label: Bilingual; detail: Bilingual | null; amount: string | null; link: string | null };
export type Check = { id: CheckId; ok: boolean; title: Bilingual; summary: Bilingual; link: string; items: CheckItem[] };

export type HealthContext = { companyId: string; currency: CurrencyCode; timezone: string; today: string };

const bi = (ar: string, en: string): Bilingual => ({ ar, en });

/** An amount as people read it in each language's sentence: grouped, with the currency (Latin digits, DESIGN.md). */
const said = (amount: string, currency: CurrencyCode) => bi(formatMoney(amount, currency), formatMoney(amount, currency, { locale: 'en-US', display: 'code' }));

/** A sub-ledger beside its control account: one item when they differ. */
function reconciliation(id: CheckId, title: Bilingual, link: string, figures: { reconciled: boolean; difference: string; code: string; subledger: string; ledger: string }, currency: CurrencyCode): Check {
  const [ledger, subledger, difference] = [said(figures.ledger, currency), said(figures.subledger, currency), said(figures.difference, currency)];
  return {
    id,
    ok: figures.reconciled,
    title,
    link,
    summary: figures.reconciled
      ? bi(`مطابق لرصيد الحساب ${figures.code}: ${ledger.ar}`, `Agrees with account ${figures.code}: ${ledger.en}`)
      : bi(`الدفتر الفرعي ${subledger.ar} والحساب ${figures.code} ${ledger.ar}: الفرق ${difference.ar}`, `Sub-ledger ${subledger.en}, account ${figures.code} ${ledger.en}: difference ${difference.en}`),
    items: figures.reconciled ? [] : [{ label: bi(`الحساب ${figures.code}`, `Account ${figures.code}`), detail: bi('راجع القيود اليدوية على الحساب أو المستندات غير المرحّلة', 'Check manual entries on the account and records not posted'), amount: figures.difference, link }],
  };
}

export async function financeHealth(tx: Tx, ctx: HealthContext, draftDays: number): Promise<Check[]> {
  const { companyId, currency, today } = ctx;
  // A company without books has one thing to do first: the accounting wizard.
  if (!(await ledgerReady(tx, companyId)))
    return [{ id: 'mappings', ok: false, title: bi('الدفاتر المحاسبية', 'The books'), link: '/finance/accounting-wizard', summary: bi('لم تُعدّ الدفاتر بعد: شغّل معالج الإعداد المحاسبي', 'The books are not set up yet: run the accounting setup wizard'), items: [] }];
  const [missing, drafts, receivables, payables, deposits, assets] = await inTurn([
    () => missingMappingKeys(tx, companyId),
    () => staleDrafts(tx, companyId, addDays(today, -draftDays), ctx.timezone),
    () => agingReport(tx, { companyId, asOf: today, currency }),
    () => payablesAging(tx, { companyId, asOf: today, currency }),
    // The reconciliation's figures only: a page of no rows.
    () => depositsRegister(tx, ctx, {}, { page: 1, pageSize: 0 }),
    () => accumulatedDepreciationCheck(tx, companyId, currency, today),
  ]);
  const unbalanced = (d: (typeof drafts)[number]) => compareMoney(d.debit, d.credit) !== 0;
  const money = (v: string) => parseMoney(v, currency);
  const assetProblems = assets.filter((a) => !a.reconciled);
  return [
    {
      id: 'mappings',
      ok: missing.length === 0,
      title: bi('ربط الحسابات', 'Account mappings'),
      link: '/finance/account-mappings',
      summary: missing.length ? bi(`${missing.length} ربط بلا حساب: تُرفض الأحداث التي تحتاجه`, `${missing.length} mappings without an account: events that need them are refused`) : bi('كل الأحداث المالية مربوطة بحسابات', 'Every money event has its account'),
      items: missing.map((key) => {
        const m = mappingDefinition(key);
        return { label: bi(m.ar, m.en), detail: bi(key, key), amount: null, link: '/finance/account-mappings' };
      }),
    },
    {
      id: 'drafts',
      ok: drafts.length === 0,
      title: bi('قيود مسودة معلّقة', 'Drafts left unposted'),
      link: '/finance/journal-entries?status=draft',
      summary: drafts.length
        ? bi(`${drafts.length} قيد مسودة أقدم من ${draftDays} يومًا، منها ${drafts.filter(unbalanced).length} غير متوازن`, `${drafts.length} drafts older than ${draftDays} days, ${drafts.filter(unbalanced).length} of them unbalanced`)
        : bi(`لا قيود مسودة أقدم من ${draftDays} يومًا`, `No draft older than ${draftDays} days`),
      items: drafts.map((d) => ({
        label: bi(d.descriptionAr, d.descriptionEn ?? d.descriptionAr),
        detail: unbalanced(d) ? bi(`غير متوازن: مدين ${money(d.debit)} ودائن ${money(d.credit)} — أُنشئ ${d.createdOn}`, `Unbalanced: debit ${money(d.debit)}, credit ${money(d.credit)} — created ${d.createdOn}`) : bi(`متوازن، لم يُرحّل — أُنشئ ${d.createdOn}`, `Balanced, not posted — created ${d.createdOn}`),
        amount: money(d.debit),
        link: `/finance/journal-entries/${d.id}`,
      })),
    },
    reconciliation('receivables', bi('الذمم المدينة', 'Receivables'), '/finance/reports/aging', { reconciled: receivables.reconciled, difference: receivables.difference, code: receivables.receivablesAccount.code, subledger: receivables.totals.total, ledger: receivables.receivablesAccount.balance  }, currency),
    reconciliation('payables', bi('ذمم الموردين', 'Payables'), '/finance/payables-aging', { reconciled: payables.reconciled, difference: payables.difference, code: payables.payablesAccount.code, subledger: payables.totals.total, ledger: payables.payablesAccount.balance  }, currency),
    reconciliation('deposits', bi('التأمينات المحتجزة', 'Deposits held'), '/finance/deposits', { reconciled: deposits.reconciled, difference: deposits.difference, code: deposits.account.code, subledger: deposits.totalHeld, ledger: deposits.account.balance  }, currency),
    {
      id: 'fixed_assets',
      ok: assetProblems.length === 0,
      title: bi('مجمع إهلاك الأصول', 'Accumulated depreciation'),
      link: '/finance/assets',
      summary: assetProblems.length
        ? bi(`${assetProblems.length} حساب إهلاك لا يطابق سجل الأصول`, `${assetProblems.length} depreciation accounts differ from the asset register`)
        : bi('سجل الأصول مطابق لحسابات مجمع الإهلاك', 'The asset register agrees with the accumulated-depreciation accounts'),
      items: assetProblems.map((a) => ({ label: bi(`${a.code} ${a.nameAr}`, `${a.code} ${a.nameEn ?? a.nameAr}`), detail: bi(`السجل ${said(a.register, currency).ar} والحساب ${said(a.ledger, currency).ar}`, `Register ${said(a.register, currency).en}, account ${said(a.ledger, currency).en}`), amount: a.difference, link: '/finance/assets' })),
    },
  ];
}
