import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { UnifiedAlert } from '../../../../core/alerts';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section, Stat } from '../../../../web/components/data/section';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Button } from '../../../../web/components/ui/button';
import { api } from '../../../../web/lib/api';
import { cn } from '../../../../web/lib/cn';
import { useBudget, useBudgetStatus, useDeleteBudget } from '../api/budgets';
import type { BudgetDetail, BudgetStatus } from '../api/types';
import { BudgetStatusBadge, usedTone, UsedBar } from '../components/budget-bits';
import { useBudgetsT } from '../i18n';

type Action = 'approve' | 'close' | 'reopen' | 'delete';
const TARGET: Record<Exclude<Action, 'delete'>, BudgetStatus> = { approve: 'approved', close: 'closed', reopen: 'draft' };

/** /finance/budgets/:id — totals against plan, its open alerts, the lines (year or to date) and the months. */
export function BudgetPage() {
  const { id = '' } = useParams();
  const query = useBudget(id);
  if (query.isPending) return <SkeletonPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <BudgetView budget={query.data} />;
}

/** The bell's open alerts of this budget (the alerts panel's own list, filtered). */
function useBudgetAlerts(budgetId: string, language: string) {
  return useQuery({
    queryKey: ['alerts', 'budget-page', budgetId, language],
    queryFn: async ({ signal }) => (await api<{ items: UnifiedAlert[] }>('/api/alerts', { signal })).items.filter((a) => a.type === 'budget' && a.data.budgetId === budgetId),
  });
}

function BudgetView({ budget: b }: { budget: BudgetDetail }) {
  const { t, language } = useBudgetsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const move = useBudgetStatus();
  const remove = useDeleteBudget();
  const alerts = useBudgetAlerts(b.id, language);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [toDate, setToDate] = useState(false);
  const canWrite = co.can('finance.budgets.write');
  const en = language === 'en';
  const name = en ? b.nameEn : b.nameAr;
  const fig = (f: BudgetDetail['expense']) => (toDate ? { budget: f.budgetToDate, actual: f.actualToDate, variance: f.varianceToDate, percent: f.percentToDate } : f);
  const expense = fig(b.expense);

  const run = (action: Action) => {
    const done = { onSuccess: () => (toast.success(t(action === 'delete' ? 'actions.deleted' : 'actions.done')), setConfirming(null)) };
    if (action === 'delete') remove.mutate(b.id, { onSuccess: () => (done.onSuccess(), navigate(withBase(co.base, '/finance/budgets'))) });
    else move.mutate({ id: b.id, status: TARGET[action] }, done);
  };
  const busy = move.isPending || remove.isPending;
  const failed = move.error ?? remove.error;

  const actions: Action[] = b.status === 'draft' ? ['approve', 'delete'] : b.status === 'approved' ? ['close', 'reopen'] : [];
  return (
    <div className="flex flex-col gap-5" data-testid="budget-detail">
      <PageHeader
        title={name}
        back={withBase(co.base, '/finance/budgets')}
        badges={<BudgetStatusBadge status={b.status} />}
        subtitle={t('list.year', { label: b.fiscalYear.label })}
        actions={
          canWrite && actions.length ? (
            <div className="flex flex-wrap gap-2">
              {b.status === 'draft' ? (
                <Button variant="outline" asChild>
                  <Link to={withBase(co.base, `/finance/budgets/${b.id}/edit`)}>{t('actions.edit')}</Link>
                </Button>
              ) : null}
              {actions.map((a, i) => (
                <Button key={a} variant={i === 0 ? 'primary' : 'outline'} onClick={() => setConfirming(a)} data-testid={`budget-${a}`}>
                  {t(`actions.${a}`)}
                </Button>
              ))}
            </div>
          ) : null
        }
      />
      {b.status === 'draft' ? <p className="rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm">{t('detail.draftNote')}</p> : null}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('detail.period')}>
        {[false, true].map((value) => (
          <Button key={String(value)} size="sm" variant={toDate === value ? 'primary' : 'outline'} aria-pressed={toDate === value} onClick={() => setToDate(value)}>
            {t(value ? 'fig.toDate' : 'fig.year')}
          </Button>
        ))}
        {toDate && b.toDateMonth ? <span className="text-xs text-muted-foreground">{t('detail.toDateNote', { month: co.day(b.toDateMonth) })}</span> : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="budget-totals">
        <Stat label={t('detail.expense')} value={co.money(expense.budget)} />
        <Stat label={t('fig.actual')} value={co.money(expense.actual)} />
        <Stat label={t('fig.variance')} value={co.money(expense.variance)} tone={Number(expense.variance) < 0 ? 'danger' : undefined} />
        <Stat label={t('detail.used')} value={<span dir="ltr">{expense.percent === null ? '—' : `${expense.percent}%`}</span>} tone={usedTone(expense.percent) === 'success' ? undefined : usedTone(expense.percent)} testId="budget-used" />
      </div>
      <Section title={t('detail.alerts')} testId="budget-alerts">
        {alerts.data?.length ? (
          <ul className="flex flex-col gap-2">
            {alerts.data.map((a) => (
              <li key={a.id} data-testid="budget-alert" data-severity={a.severity} className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', a.severity === 'critical' ? 'border-destructive/40 bg-destructive/5' : 'border-warning/40 bg-warning/10')}>
                <TriangleAlert aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', a.severity === 'critical' ? 'text-destructive' : 'text-warning')} />
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">{a.title}</span>
                  <span className="text-muted-foreground">{a.message}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noAlerts')}</p>
        )}
      </Section>
      <Section title={t('detail.lines')} testId="budget-lines">
        {/* On a phone each line is a card; from sm up, a table. */}
        <ul className="flex flex-col divide-y divide-border sm:hidden">
          {b.lines.map((line) => {
            const f = fig(line);
            return (
              <li key={line.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="budget-line">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{en ? line.account.nameEn : line.account.nameAr}</span>
                  <span className="num text-xs text-muted-foreground" dir="ltr">{line.account.code}</span>
                </div>
                <span className="text-xs text-muted-foreground">{line.costCenter ? (en ? line.costCenter.nameEn ?? line.costCenter.nameAr : line.costCenter.nameAr) : t('detail.allCentres')}</span>
                <dl className="grid grid-cols-3 gap-2 text-xs">
                  {(['budget', 'actual', 'variance'] as const).map((k) => (
                    <div key={k} className="flex flex-col">
                      <dt className="text-muted-foreground">{t(`fig.${k}`)}</dt>
                      <dd className={cn('num font-medium', k === 'variance' && Number(f.variance) < 0 && 'text-destructive')}>{co.money(f[k])}</dd>
                    </div>
                  ))}
                </dl>
                {line.account.accountType === 'expense' ? <UsedBar percent={f.percent} label={t('fig.percent')} /> : null}
              </li>
            );
          })}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[640px] text-sm">
            <caption className="sr-only">{t('detail.lines')}</caption>
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground">
                <th scope="col" className="px-2 py-2 text-start font-medium">{t('detail.account')}</th>
                <th scope="col" className="px-2 py-2 text-start font-medium">{t('detail.costCenter')}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t('fig.budget')}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t('fig.actual')}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t('fig.variance')}</th>
                <th scope="col" className="w-44 px-2 py-2 text-start font-medium">{t('fig.percent')}</th>
              </tr>
            </thead>
            <tbody>
              {b.lines.map((line) => {
                const f = fig(line);
                return (
                  <tr key={line.id} className="border-b border-border last:border-0" data-testid="budget-line-row">
                    <th scope="row" className="px-2 py-2 text-start font-normal">
                      <span className="flex flex-col">
                        <span className="font-medium">{en ? line.account.nameEn : line.account.nameAr}</span>
                        <span className="num text-xs text-muted-foreground">{`${line.account.code} · ${t(`type.${line.account.accountType}`)}`}</span>
                      </span>
                    </th>
                    <td className="px-2 py-2">{line.costCenter ? (en ? line.costCenter.nameEn ?? line.costCenter.nameAr : line.costCenter.nameAr) : <span className="text-muted-foreground">{t('detail.allCentres')}</span>}</td>
                    <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(f.budget)}</td>
                    <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(f.actual)}</td>
                    <td className={cn('num px-2 py-2 text-end whitespace-nowrap', Number(f.variance) < 0 && 'text-destructive')}>{co.money(f.variance)}</td>
                    <td className="px-2 py-2">{line.account.accountType === 'expense' ? <UsedBar percent={f.percent} label={t('fig.percent')} /> : <span className="num text-xs" dir="ltr">{f.percent === null ? '—' : `${f.percent}%`}</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t('detail.months')} testId="budget-months">
        <div className="overflow-x-auto">
          <table className="w-full text-xs sm:text-sm">
            <caption className="sr-only">{t('detail.months')}</caption>
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground">
                <th scope="col" className="px-2 py-2 text-start font-medium">{t('fig.month')}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t('fig.budget')}</th>
                <th scope="col" className="px-2 py-2 text-end font-medium">{t('fig.actual')}</th>
                <th scope="col" className="hidden px-2 py-2 text-end font-medium sm:table-cell">{t('fig.variance')}</th>
              </tr>
            </thead>
            <tbody>
              {b.expense.months.map((m) => (
                <tr key={m.month} className="border-b border-border last:border-0">
                  <th scope="row" className="px-2 py-2 text-start font-normal whitespace-nowrap">{new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m.month}T00:00:00Z`))}</th>
                  <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(m.budget)}</td>
                  <td className="num px-2 py-2 text-end whitespace-nowrap">{co.money(m.actual)}</td>
                  <td className={cn('num hidden px-2 py-2 text-end whitespace-nowrap sm:table-cell', Number(m.variance) < 0 && 'text-destructive')}>{co.money(m.variance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      {b.notes ? (
        <Section title={t('detail.notes')}>
          <p className="text-sm whitespace-pre-line">{b.notes}</p>
        </Section>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && (move.reset(), remove.reset(), setConfirming(null))}
        title={confirming ? t(`actions.${confirming}Title`, { name }) : ''}
        description={confirming ? t(`actions.${confirming}Body`) : ''}
        confirmLabel={confirming ? t(`actions.${confirming}`) : ''}
        destructive={confirming === 'delete'}
        busy={busy}
        error={failed ? errorText(failed, d('saveFailed'), d('network')) : null}
        onConfirm={() => confirming && run(confirming)}
      />
    </div>
  );
}
