// The signed-in employee's own payslips of approved runs, on /profile: month, net pay, the
// payslip line by line and its PDF. Nothing shows where the company does not run payroll here
// (the route answers no) or the user is not an employee.
import { useQuery } from '@tanstack/react-query';
import Printer from 'lucide-react/icons/printer';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { monthLabel } from '../../../../web/components/data/month';
import { Section } from '../../../../web/components/data/section';
import { Button } from '../../../../web/components/ui/button';
import { api } from '../../../../web/lib/api';
import { openFile } from '../../../../web/lib/open-file';
import type { Payslip } from '../api/types';
import { usePayrollT } from '../i18n';
import { PayslipDialog } from './payslip-dialog';

export function MyPayslips() {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const mine = useQuery({ queryKey: ['payroll', 'my-payslips'], queryFn: ({ signal }) => api<{ items: Payslip[] }>('/api/payroll/my-payslips', { signal }), retry: false });
  const [open, setOpen] = useState<Payslip | null>(null);
  if (!mine.data) return null;
  return (
    <Section title={t('mine.title')} testId="my-payslips">
      {mine.data.items.length ? (
        <ul className="flex flex-col divide-y divide-border">
          {mine.data.items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2" data-testid="my-payslip">
              <button type="button" className="cursor-pointer text-start font-medium text-primary hover:underline" onClick={() => setOpen(p)}>
                {monthLabel(co, p.month)}
              </button>
              <span className="flex items-center gap-3">
                <span className="num text-sm">{`${t('payslip.net')}: ${co.money(p.net)}`}</span>
                <Button size="sm" variant="outline" onClick={() => openFile(`/api/payroll/payslips/${encodeURIComponent(p.id)}/pdf`).catch((err: unknown) => toast.error(errorText(err, d('loadFailed'), d('network'))))}>
                  <Printer aria-hidden="true" />
                  PDF
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('mine.none')}</p>
      )}
      <PayslipDialog payslip={open} onClose={() => setOpen(null)} />
    </Section>
  );
}
