import { useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { monthLabel } from '../../../../web/components/data/month';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { useCreateRun, useRun, useRuns } from '../api/payroll';
import { EmployeePaySection } from '../components/employee-pay';
import { RunCard } from '../components/run-card';
import { RunStatusBadge } from '../components/run-status-badge';
import { SettlementsSection } from '../components/settlements-section';
import { PayrollReports } from '../components/payroll-reports';
import { PayrollSettingsDialog } from '../components/payroll-settings';
import { usePayrollT } from '../i18n';

/** /hr/payroll — calculate a month's run, review its payslips line by line, approve it, record it paid. */
export function PayrollPage() {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const runs = useRuns();
  const [month, setMonth] = useState(co.today.slice(0, 7));
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = chosen ?? runs.data?.items[0]?.id ?? null;
  const run = useRun(selectedId);
  const create = useCreateRun();
  const existing = runs.data?.items.find((r) => r.month === month);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const calculate = () =>
    create.mutate(month, {
      onSuccess: (r) => {
        setChosen(r.id);
        toast.success(t('created', { month: monthLabel(co, r.month) }));
      },
    });

  return (
    <div className="flex flex-col gap-5" data-testid="payroll-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          co.can('hr.payroll.write') ? (
            <Button variant="outline" onClick={() => setSettingsOpen(true)} data-testid="payroll-settings-open">
              {t('settings.open')}
            </Button>
          ) : null
        }
      />
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-card p-4">
        <FormField id="payroll-month" label={t('month')}>
          <Input
            type="month"
            dir="ltr"
            className="num w-48 text-start"
            value={month}
            max={co.today.slice(0, 7)}
            onChange={(e) => {
              create.reset();
              setMonth(e.target.value);
            }}
          />
        </FormField>
        {existing ? (
          <Button variant="outline" onClick={() => setChosen(existing.id)} data-testid="payroll-open-existing">
            {`${t('open')} · ${monthLabel(co, existing.month)}`}
          </Button>
        ) : (
          <Button onClick={calculate} disabled={!month || create.isPending} data-testid="payroll-create">
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? t('creating') : t('create')}
          </Button>
        )}
      </div>
      {create.isError ? <Alert>{errorText(create.error, d('saveFailed'), d('network'))}</Alert> : null}
      {runs.isError ? <Alert>{errorText(runs.error, d('loadFailed'), d('network'))}</Alert> : null}
      {run.data ? <RunCard run={run.data} onOpenSettings={() => setSettingsOpen(true)} /> : run.isFetching ? <Spinner /> : null}
      <EmployeePaySection />
      <SettlementsSection />
      {co.can('hr.payroll.read') ? <PayrollReports month={existing?.month ?? runs.data?.items[0]?.month ?? month} /> : null}
      <Section title={t('history')} testId="payroll-history">
        {runs.data?.items.length ? (
          <ul className="flex flex-col divide-y divide-border">
            {runs.data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <button type="button" className={cn('cursor-pointer text-start font-medium text-primary hover:underline', r.id === selectedId && 'underline')} onClick={() => setChosen(r.id)}>
                  {monthLabel(co, r.month)}
                </button>
                <span className="flex items-center gap-2">
                  <span className="num text-sm text-muted-foreground">{co.money(r.net)}</span>
                  <RunStatusBadge status={r.status} />
                </span>
              </li>
            ))}
          </ul>
        ) : runs.isPending ? (
          <Spinner />
        ) : (
          <p className="text-sm text-muted-foreground">{t('noRuns')}</p>
        )}
      </Section>
      <PayrollSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
