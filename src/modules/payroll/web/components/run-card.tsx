// The run of a month on /hr/payroll: its figures and status, the action its status allows
// (recalculate and approve, then record it paid), the salary files and the ledger entries
// once approved, the month's one-off additions and deductions, and every payslip, each opening
// line by line.
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { monthLabel } from '../../../../web/components/data/month';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { usePayRun, useRunAction } from '../api/payroll';
import type { Payslip, RunDetail } from '../api/types';
import { usePayrollT } from '../i18n';
import { AdjustmentsList } from './adjustments-list';
import { PayslipDialog } from './payslip-dialog';
import { SalaryFiles } from './salary-files';
import { RunStatusBadge } from './run-status-badge';

export function RunCard({ run: r, onOpenSettings }: { run: RunDetail; onOpenSettings: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const action = useRunAction();
  const pay = usePayRun();
  const [paidOn, setPaidOn] = useState(co.today);
  const [open, setOpen] = useState<Payslip | null>(null);
  const canWrite = co.can('hr.payroll.write');
  const failed = action.error ?? pay.error;
  const th = 'px-2 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const td = 'px-2 py-2 num whitespace-nowrap';

  return (
    <Section title={monthLabel(co, r.month)} testId="payroll-run">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <RunStatusBadge status={r.status} />
        {r.approvedAt ? <span className="text-sm text-muted-foreground">{t('approvedAt', { date: co.day(r.approvedAt) })}</span> : null}
        {r.paidOn ? <span className="text-sm text-muted-foreground">{t('paidOn', { date: co.day(r.paidOn) })}</span> : null}
      </div>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label={t('summary.employees')} value={co.f.number(r.employeeCount)} />
        <Figure label={t('summary.gross')} value={co.money(r.gross)} />
        <Figure label={t('summary.deductions')} value={co.money(r.deductions)} />
        <Figure label={t('summary.net')} value={co.money(r.net)} testId="payroll-net" />
        <Figure label={t('summary.employer')} value={co.money(r.employerContributions)} />
      </dl>
      {failed ? <Alert>{errorText(failed, d('saveFailed'), d('network'))}</Alert> : null}
      {r.status !== 'calculated' ? (
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          {canWrite ? <SalaryFiles run={r} onOpenSettings={onOpenSettings} /> : null}
          {r.accrualEntryId ? (
            <Link to={withBase(co.base, `/finance/journal-entries/${r.accrualEntryId}`)} className="text-sm text-primary hover:underline" data-testid="payroll-accrual-entry">
              {t('entries.accrual')}
            </Link>
          ) : null}
          {r.paymentEntryId ? (
            <Link to={withBase(co.base, `/finance/journal-entries/${r.paymentEntryId}`)} className="text-sm text-primary hover:underline" data-testid="payroll-payment-entry">
              {t('entries.payment')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {canWrite && r.status !== 'paid' ? (
        <div className="mb-4 flex flex-wrap items-end gap-2">
          {r.status === 'calculated' ? (
            <>
              <Button variant="outline" disabled={action.isPending} onClick={() => action.mutate({ id: r.id, action: 'recalculate' }, { onSuccess: () => toast.success(t('actions.recalculated')) })} data-testid="payroll-recalculate">
                {t('actions.recalculate')}
              </Button>
              <Button disabled={action.isPending} onClick={() => action.mutate({ id: r.id, action: 'approve' }, { onSuccess: () => toast.success(t('actions.approved')) })} data-testid="payroll-approve">
                {action.isPending ? <Spinner /> : null}
                {t('actions.approve')}
              </Button>
              <p className="basis-full text-xs text-muted-foreground">{t('actions.approveHint')}</p>
            </>
          ) : (
            <>
              <FormField id="payroll-paid-on" label={t('actions.paidOn')}>
                <Input type="date" dir="ltr" className="num w-44 text-start" value={paidOn} max={co.today} onChange={(e) => setPaidOn(e.target.value)} />
              </FormField>
              <Button disabled={pay.isPending || !paidOn} onClick={() => pay.mutate({ id: r.id, paidOn }, { onSuccess: () => toast.success(t('actions.paid')) })} data-testid="payroll-pay">
                {pay.isPending ? <Spinner /> : null}
                {t('actions.pay')}
              </Button>
            </>
          )}
        </div>
      ) : null}
      <AdjustmentsList run={r} />
      <div className="overflow-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-muted text-xs">
            <tr>
              <th scope="col" className={cn(th, 'text-start max-sm:hidden')}>{t('columns.number')}</th>
              <th scope="col" className={cn(th, 'text-start')}>{t('columns.name')}</th>
              <th scope="col" className={cn(th, 'text-end max-sm:hidden')}>{t('columns.gross')}</th>
              <th scope="col" className={cn(th, 'text-end max-sm:hidden')}>{t('columns.deductions')}</th>
              <th scope="col" className={cn(th, 'text-end')}>{t('columns.net')}</th>
            </tr>
          </thead>
          <tbody>
            {r.payslips.map((p) => (
              <tr key={p.id} className="border-t border-border" data-testid="payroll-payslip-row">
                <td className={cn(td, 'text-start max-sm:hidden')}>{p.employeeNumber}</td>
                <th scope="row" className="px-2 py-2 text-start font-normal">
                  <button type="button" className="cursor-pointer text-start text-primary hover:underline" onClick={() => setOpen(p)}>
                    {en ? p.nameEn : p.nameAr}
                  </button>
                </th>
                <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(p.gross)}</td>
                <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(p.deductions)}</td>
                <td className={cn(td, 'text-end font-medium')}>{co.money(p.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border bg-muted/50 font-semibold">
              <th scope="row" className="px-2 py-2 text-start max-sm:hidden">{t('total')}</th>
              <td className="px-2 py-2 sm:hidden">{t('total')}</td>
              <td className="max-sm:hidden" />
              <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(r.gross)}</td>
              <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(r.deductions)}</td>
              <td className={cn(td, 'text-end')}>{co.money(r.net)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <PayslipDialog payslip={open} onClose={() => setOpen(null)} />
    </Section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border border-border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="num font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
