import CircleCheck from 'lucide-react/icons/circle-check';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Facts } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import type { SetupState, TemplateId } from '../api/books-types';
import { useApplySetup, useSetupState, useTemplatePreview } from '../api/setup';
import { amountOk, emptyLine, totals } from '../components/entry-lines';
import { FiscalStep, MappingsStep, OpeningStep, TemplateStep, type Opening } from '../components/wizard-steps';
import { useBooksT } from '../i18n/books';

const STEPS = ['template', 'fiscal', 'opening', 'mappings', 'review'] as const;

/** The start of the fiscal year (starting in `month`) that holds `today`. */
function fiscalStart(today: string, month: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return `${m >= month ? y : y - 1}-${String(month).padStart(2, '0')}-01`;
}

/** /finance/accounting-wizard: template, fiscal year, opening balances, mappings, review → apply. */
export function AccountingWizardPage() {
  const state = useSetupState();
  if (state.isPending) return <SkeletonPage />;
  if (state.isError) return <LoadError error={state.error} onRetry={() => void state.refetch()} />;
  return <Wizard state={state.data} />;
}

function Wizard({ state }: { state: SetupState }) {
  const { t, language } = useBooksT();
  const co = useCompany();
  const apply = useApplySetup();
  const [step, setStep] = useState(0);
  const [template, setTemplate] = useState<TemplateId>(state.template ?? state.suggestedTemplate);
  const [month, setMonth] = useState(state.fiscalYearStartMonth);
  const [date, setDate] = useState(() => fiscalStart(co.today, state.fiscalYearStartMonth));
  const [opening, setOpening] = useState<Opening>({});
  const [mappings, setMappings] = useState<Record<string, string>>({});
  const preview = useTemplatePreview(template);
  const currency = co.currency;
  const openingLines = useMemo(() => Object.entries(opening).filter(([, v]) => v.debit.trim() || v.credit.trim()), [opening]);
  const sum = useMemo(() => totals(openingLines.map(([, v]) => ({ ...emptyLine(), ...v })), currency), [openingLines, currency]);
  const openingOk = openingLines.every(([, v]) => amountOk(v.debit, currency) && amountOk(v.credit, currency)) && sum.difference.replace(/[0.-]/g, '') === '';
  const changed = Object.entries(mappings).filter(([key, code]) => preview.data?.mappings.find((m) => m.key === key)?.accountCode !== code);
  const templateName = (id: TemplateId | null) => (id ? t(`wizard.templates.${id}`) : '—');

  if (!state.canApplyTemplate && !apply.data) {
    return (
      <div className="flex flex-col gap-5">
        <PageHeader subtitle={t('wizard.subtitle')} />
        <Alert tone="info">{state.setupDone ? t('wizard.alreadyDone', { template: templateName(state.template) }) : null} {t('wizard.locked')}</Alert>
        <Button asChild className="w-fit"><Link to={withBase(co.base, '/finance/chart-of-accounts')}>{t('wizard.goChart')}</Link></Button>
      </div>
    );
  }
  if (apply.data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card p-8 text-center" data-testid="wizard-done">
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
        <h1 className="text-2xl font-bold">{t('wizard.done')}</h1>
        <p className="text-muted-foreground">{t('wizard.doneBody')}</p>
        <Button asChild><Link to={withBase(co.base, '/finance/chart-of-accounts')}>{t('wizard.goChart')}</Link></Button>
      </div>
    );
  }

  const submit = () =>
    apply.mutate({
      template,
      fiscalYearStartMonth: month,
      openingDate: date,
      openingBalances: openingLines.map(([code, v]) => ({ code, debit: v.debit.trim() || null, credit: v.credit.trim() || null })),
      mappings: Object.fromEntries(changed),
    });
  const canNext = step !== 2 || openingOk;
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));

  return (
    <div className="flex flex-col gap-5">
      <PageHeader subtitle={t('wizard.subtitle')} />
      {state.accountCount > 0 ? <Alert tone="info">{state.setupDone ? `${t('wizard.alreadyDone', { template: templateName(state.template) })} ` : ''}{t('wizard.replaceWarning')}</Alert> : null}
      <ol className="flex gap-1 overflow-x-auto pb-1 text-sm" aria-label={t('wizard.step', { n: step + 1 })}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined} className={cn('flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5', i === step ? 'bg-primary text-primary-foreground' : i < step ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground')}>
            <span className="num grid size-5 place-items-center rounded-full bg-background/20 text-xs font-semibold">{i + 1}</span>
            <span className={cn(i === step ? 'inline' : 'hidden sm:inline')}>{t(`wizard.steps.${s}`)}</span>
          </li>
        ))}
      </ol>
      <section className="rounded-xl border border-border bg-card p-4 sm:p-6" aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" className="mb-4 text-lg font-semibold">{`${t('wizard.step', { n: step + 1 })}: ${t(`wizard.steps.${STEPS[step]!}`)}`}</h2>
        {step === 0 ? <TemplateStep state={state} value={template} onChange={(id) => { setTemplate(id); setOpening({}); setMappings({}); }} /> : null}
        {step === 1 ? <FiscalStep month={month} onMonth={(m) => { setMonth(m); setDate(fiscalStart(co.today, m)); }} date={date} onDate={setDate} /> : null}
        {step >= 2 && step <= 3 && !preview.data ? <Spinner /> : null}
        {step === 2 && preview.data ? <OpeningStep preview={preview.data} value={opening} onChange={setOpening} currency={currency} /> : null}
        {step === 3 && preview.data ? <MappingsStep preview={preview.data} value={mappings} onChange={setMappings} /> : null}
        {step === 4 ? (
          <Facts
            items={[
              { label: t('wizard.review.template'), value: templateName(template) },
              { label: t('wizard.review.startMonth'), value: monthName },
              { label: t('wizard.review.openingDate'), value: co.day(date) },
              { label: t('wizard.review.opening'), value: openingLines.length ? t('wizard.review.lines', { count: co.f.number(openingLines.length), total: co.money(sum.debit) }) : t('wizard.review.noOpening') },
              { label: t('wizard.review.mappings'), value: t('wizard.review.changed', { count: co.f.number(changed.length) }) },
            ]}
          />
        ) : null}
        {step === 2 ? (
          <p className={cn('mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium', openingOk ? 'text-success' : 'text-destructive')} data-testid="opening-balance" role="status">
            <span>{`${t('form.totalDebit')}: ${co.money(sum.debit)}`}</span>
            <span>{`${t('form.totalCredit')}: ${co.money(sum.credit)}`}</span>
            <span>{openingOk ? t('wizard.balancedOk') : t('wizard.notBalanced', { difference: co.money(sum.difference) })}</span>
          </p>
        ) : null}
      </section>
      {apply.error ? <Alert>{errorText(apply.error, t('common.failed'), t('common.network'))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {step < 4 ? <Button onClick={() => setStep(step + 1)} disabled={!canNext} data-testid="wizard-next">{t('wizard.next')}</Button> : (
          <Button onClick={submit} disabled={apply.isPending || !co.can('finance.accounts.write')} data-testid="wizard-apply">{apply.isPending ? <Spinner /> : null}{t('wizard.apply')}</Button>
        )}
        {step > 0 ? <Button variant="outline" onClick={() => setStep(step - 1)}>{t('wizard.back')}</Button> : null}
      </div>
    </div>
  );
}
