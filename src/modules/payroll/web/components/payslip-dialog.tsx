import Printer from 'lucide-react/icons/printer';
import { toast } from 'sonner';
import type { Company } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Button } from '../../../../web/components/ui/button';
import { openFile } from '../../../../web/lib/open-file';
import { useCompany } from '../../../../web/components/data/company';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { cn } from '../../../../web/lib/cn';
import type { Payslip } from '../api/types';
import { usePayrollT } from '../i18n';
import { monthLabel } from '../../../../web/components/data/month';

/** One payslip: its earnings, deductions and the company's share, each line with where it came from. */
export function PayslipDialog({ payslip: p, onClose }: { payslip: Payslip | null; onClose: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  return (
    <Dialog open={Boolean(p)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" aria-describedby="payslip-description" data-testid="payslip-dialog">
        {p ? (
          <>
            <DialogTitle>{t('payslip.title', { name: en ? p.nameEn : p.nameAr })}</DialogTitle>
            <DialogDescription id="payslip-description">
              {t('payslip.body', { month: monthLabel(co, p.month), days: co.f.number(p.facts.employedDays), working: co.f.number(p.facts.workingDays) })}
            </DialogDescription>
            <div className="flex max-h-[65vh] flex-col gap-4 overflow-auto">
              <Lines co={co} en={en} title={t('payslip.earnings')} lines={p.lines.filter((l) => l.kind === 'earning')} />
              <Lines co={co} en={en} title={t('payslip.deductions')} lines={p.lines.filter((l) => l.kind === 'deduction')} />
              <Lines co={co} en={en} title={t('payslip.employer')} lines={p.lines.filter((l) => l.kind === 'employer')} />
              <div className="flex items-center justify-between rounded-md bg-muted px-3 py-2 font-semibold">
                <span>{t('payslip.net')}</span>
                <span className="num" data-testid="payslip-net">
                  {co.money(p.net)}
                </span>
              </div>
              <div>
                <Button variant="outline" onClick={() => void openFile(`/api/payroll/payslips/${p.id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))))} data-testid="payslip-pdf">
                  <Printer aria-hidden="true" />
                  {t('payslip.pdf')}
                </Button>
              </div>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Lines({ co, en, title, lines }: { co: Company; en: boolean; title: string; lines: Payslip['lines'] }) {
  if (!lines.length) return null;
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {lines.map((l) => (
          <li key={`${l.kind}-${l.code}`} className="flex items-start justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <div className="font-medium">{en ? l.labelEn : l.labelAr}</div>
              <div className={cn('text-xs text-muted-foreground', 'break-words')}>{en ? l.sourceEn : l.sourceAr}</div>
            </div>
            <span className="num shrink-0 whitespace-nowrap">{co.money(l.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
