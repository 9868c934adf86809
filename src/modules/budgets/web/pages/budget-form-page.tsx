import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { spreadAnnual, sumMonths } from '../../../../core/budgets';
import { resolveCurrency } from '../../../../core/money';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { amountOf } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useBudget, useBudgetOptions, useSaveBudget } from '../api/budgets';
import type { BudgetDetail, BudgetInput, BudgetOptions } from '../api/types';
import { useBudgetsT } from '../i18n';

type LineDraft = { key: number; accountId: string; costCenterId: string; mode: 'annual' | 'monthly'; annual: string; months: string[] };
let nextKey = 1;
const blankLine = (): LineDraft => ({ key: nextKey++, accountId: '', costCenterId: '', mode: 'annual', annual: '', months: Array(12).fill('') });

/** /finance/budgets/new and /finance/budgets/:id/edit — header and lines of a draft budget. */
export function BudgetFormPage() {
  const { id = '' } = useParams();
  const options = useBudgetOptions();
  const existing = useBudget(id);
  if (options.isPending || (id && existing.isPending)) return <SkeletonPage />;
  if (options.isError) return <LoadError error={options.error} onRetry={() => void options.refetch()} />;
  if (id && existing.isError) return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  return <BudgetForm options={options.data} budget={id ? existing.data : undefined} />;
}

function linesOf(b: BudgetDetail): LineDraft[] {
  return b.lines.map((l) => {
    const months = l.months.map((m) => m.budget);
    const even = spreadAnnual(l.budget, resolveCurrency(b.currency)).every((v, i) => v === months[i]);
    return { key: nextKey++, accountId: l.account.id, costCenterId: l.costCenter?.id ?? '', mode: even ? 'annual' : 'monthly', annual: l.budget, months };
  });
}

function BudgetForm({ options, budget }: { options: BudgetOptions; budget?: BudgetDetail }) {
  const { t, language } = useBudgetsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveBudget();
  const en = language === 'en';
  const openYears = options.fiscalYears.filter((y) => y.status === 'open');
  const [head, setHead] = useState({ nameAr: budget?.nameAr ?? '', nameEn: budget?.nameEn ?? '', fiscalYearId: budget?.fiscalYear.id ?? openYears.find((y) => y.startDate <= co.today && co.today <= y.endDate)?.id ?? openYears[0]?.id ?? '', notes: budget?.notes ?? '' });
  const [lines, setLines] = useState<LineDraft[]>(() => (budget ? linesOf(budget) : [blankLine()]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const postable = options.accounts.filter((a) => !a.isHeader && a.isActive && (a.accountType === 'expense' || a.accountType === 'revenue'));
  const centres = options.costCenters.filter((c) => c.isActive);
  const currency = resolveCurrency(options.currency);

  const setLine = (key: number, patch: Partial<LineDraft>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  function submitNow() {
    if (save.isPending) return;
    const found: Record<string, string> = {};
    if (!head.nameAr.trim()) found.nameAr = d('required');
    if (!head.nameEn.trim()) found.nameEn = d('required');
    if (!head.fiscalYearId) found.fiscalYearId = d('required');
    const body: BudgetInput = { fiscalYearId: head.fiscalYearId, nameAr: head.nameAr.trim(), nameEn: head.nameEn.trim(), notes: head.notes.trim() || null, lines: [] };
    lines.forEach((l, i) => {
      if (!l.accountId) found[`lines.${i}.accountId`] = d('required');
      if (l.mode === 'annual') {
        const annual = amountOf(l.annual);
        if (!annual) found[`lines.${i}.annual`] = annual === '' ? d('required') : d('invalidAmount');
        body.lines.push({ accountId: l.accountId, costCenterId: l.costCenterId || null, annual: annual ?? '' });
      } else {
        const months = l.months.map((m) => amountOf(m || '0'));
        if (months.some((m) => m === null)) found[`lines.${i}.months`] = d('invalidAmount');
        body.lines.push({ accountId: l.accountId, costCenterId: l.costCenterId || null, months: months.map((m) => m || '0') });
      }
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    setFormError(null);
    save.mutate(
      { id: budget?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('form.saved'));
          navigate(withBase(co.base, `/finance/budgets/${saved.id}`));
        },
        onError: (error) => setFormError(errorText(error, d('saveFailed'), d('network'))),
      },
    );
  }
  useSaveShortcut(formRef, submitNow, { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };
  const title = budget ? t('form.editTitle') : t('form.newTitle');
  const monthLabel = (i: number) => {
    const start = options.fiscalYears.find((y) => y.id === head.fiscalYearId)?.startDate ?? `${co.today.slice(0, 4)}-01-01`;
    const date = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + i, 1));
    return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(date);
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={title} subtitle={t('form.description')} back={withBase(co.base, budget ? `/finance/budgets/${budget.id}` : '/finance/budgets')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-label={title} data-testid="budget-form">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <FormField id="budget-nameAr" label={t('form.nameAr')} error={errors.nameAr} required>
            <Input value={head.nameAr} onChange={(e) => setHead((h) => ({ ...h, nameAr: e.target.value }))} />
          </FormField>
          <FormField id="budget-nameEn" label={t('form.nameEn')} error={errors.nameEn} required>
            <Input dir="ltr" className="text-start" value={head.nameEn} onChange={(e) => setHead((h) => ({ ...h, nameEn: e.target.value }))} />
          </FormField>
          <FormField id="budget-fiscalYearId" label={t('form.fiscalYear')} error={errors.fiscalYearId} required>
            <NativeSelect value={head.fiscalYearId} onChange={(e) => setHead((h) => ({ ...h, fiscalYearId: e.target.value }))}>
              {openYears.map((y) => (
                <option key={y.id} value={y.id}>{y.label}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="budget-notes" label={t('form.notes')}>
            <Textarea value={head.notes} onChange={(e) => setHead((h) => ({ ...h, notes: e.target.value }))} />
          </FormField>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold">{t('form.lines')}</legend>
          {lines.map((l, i) => (
            <div key={l.key} className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="budget-form-line">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{t('form.line', { n: i + 1 })}</span>
                <Button type="button" size="icon" variant="ghost" aria-label={t('form.removeLine', { n: i + 1 })} disabled={lines.length === 1} onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField id={`budget-line-${i}-account`} label={t('form.account')} error={errors[`lines.${i}.accountId`]} required>
                  <NativeSelect value={l.accountId} onChange={(e) => setLine(l.key, { accountId: e.target.value })}>
                    <option value="">{t('form.chooseAccount')}</option>
                    {postable.map((a) => (
                      <option key={a.id} value={a.id}>{`${a.code} · ${en ? a.nameEn : a.nameAr}`}</option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField id={`budget-line-${i}-centre`} label={t('form.costCenter')}>
                  <NativeSelect value={l.costCenterId} onChange={(e) => setLine(l.key, { costCenterId: e.target.value })}>
                    <option value="">{t('form.noCentre')}</option>
                    {centres.map((c) => (
                      <option key={c.id} value={c.id}>{`${c.code} · ${en ? c.nameEn ?? c.nameAr : c.nameAr}`}</option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField id={`budget-line-${i}-mode`} label={t('form.mode')}>
                  <NativeSelect value={l.mode} onChange={(e) => setLine(l.key, { mode: e.target.value as LineDraft['mode'], ...(e.target.value === 'monthly' && amountOf(l.annual) ? { months: spreadAnnual(amountOf(l.annual)!, currency) } : {}) })}>
                    <option value="annual">{t('form.annual')}</option>
                    <option value="monthly">{t('form.monthly')}</option>
                  </NativeSelect>
                </FormField>
              </div>
              {l.mode === 'annual' ? (
                <FormField id={`budget-line-${i}-annual`} label={`${t('form.annualAmount')} (${co.currency})`} error={errors[`lines.${i}.annual`]} required className="sm:max-w-xs">
                  <Input inputMode="decimal" dir="ltr" className="num text-start" value={l.annual} onChange={(e) => setLine(l.key, { annual: e.target.value })} />
                </FormField>
              ) : (
                <div className="flex flex-col gap-2">
                  <div className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-12">
                    {l.months.map((m, k) => (
                      <label key={k} className="flex flex-col gap-1 text-xs text-muted-foreground">
                        {monthLabel(k)}
                        <Input inputMode="decimal" dir="ltr" className="num text-start" value={m} onChange={(e) => setLine(l.key, { months: l.months.map((x, j) => (j === k ? e.target.value : x)) })} />
                      </label>
                    ))}
                  </div>
                  <span className="num text-xs text-muted-foreground">{t('form.monthsTotal', { total: co.money(sumMonths(l.months.map((x) => amountOf(x || '0') ?? '0'), currency)) })}</span>
                  {errors[`lines.${i}.months`] ? <span className="text-xs text-destructive">{errors[`lines.${i}.months`]}</span> : null}
                </div>
              )}
            </div>
          ))}
          <Button type="button" variant="outline" className="w-fit" onClick={() => setLines((all) => [...all, blankLine()])}>
            <Plus aria-hidden="true" />
            {t('form.addLine')}
          </Button>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending} data-testid="budget-save">
            {save.isPending ? <Spinner /> : null}
            {t('form.save')}
          </Button>
          <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => navigate(-1)}>
            {d('cancel')}
          </Button>
          <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
        </div>
      </form>
    </div>
  );
}
