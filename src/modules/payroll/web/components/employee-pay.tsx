import { useState } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Badge } from '../../../../web/components/data/badge';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { useEmployeePay } from '../api/payroll';
import { usePayrollT } from '../i18n';
import { EmployeePayMenu } from './employee-pay-menu';
import { PayDialog, type PayAction } from './pay-dialogs';

/** Today's staff with the salary structure in effect and what they owe on loans; a raise, a loan, the pay profile or the end of service from each row's menu. */
export function EmployeePaySection() {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const list = useEmployeePay();
  const [action, setAction] = useState<PayAction | null>(null);
  const canWrite = co.can('hr.payroll.write');
  const th = 'px-2 py-2 font-medium text-muted-foreground whitespace-nowrap';
  const td = 'px-2 py-2 num whitespace-nowrap';

  return (
    <Section title={t('pay.title')} testId="payroll-employees">
      {list.isError ? <Alert>{errorText(list.error, d('loadFailed'), d('network'))}</Alert> : null}
      {list.isPending ? <Spinner /> : null}
      {list.data ? (
        <div className="overflow-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('pay.caption')}</caption>
            <thead className="bg-muted text-xs">
              <tr>
                <th scope="col" className={cn(th, 'text-start')}>{t('columns.name')}</th>
                <th scope="col" className={cn(th, 'text-end max-sm:hidden')}>{t('pay.basic')}</th>
                <th scope="col" className={cn(th, 'text-end max-sm:hidden')}>{t('pay.housing')}</th>
                <th scope="col" className={cn(th, 'text-end')}>{t('pay.fixedPay')}</th>
                <th scope="col" className={cn(th, 'text-end max-sm:hidden')}>{t('pay.loanBalance')}</th>
                {canWrite ? <th scope="col" className={cn(th, 'text-end')}><span className="sr-only">{t('pay.actions')}</span></th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((e) => (
                <tr key={e.employeeId} className="border-t border-border" data-testid="payroll-employee-row">
                  <th scope="row" className="px-2 py-2 text-start font-normal">
                    <span className="block">{en ? e.nameEn : e.nameAr}</span>
                    <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                      <span className="num">{e.employeeNumber}</span>
                      {e.national ? <Badge tone="info">{t('pay.national')}</Badge> : null}
                    </span>
                  </th>
                  <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(e.basic)}</td>
                  <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(e.housing)}</td>
                  <td className={cn(td, 'text-end font-medium')} data-testid="payroll-employee-fixed">{co.money(e.fixedPay)}</td>
                  <td className={cn(td, 'text-end max-sm:hidden')}>{co.money(e.loanBalance)}</td>
                  {canWrite ? (
                    <td className="px-2 py-1 text-end">
                      <EmployeePayMenu name={en ? e.nameEn : e.nameAr} onAction={(kind) => setAction({ kind, employee: e })} />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PayDialog action={action} onClose={() => setAction(null)} />
    </Section>
  );
}
