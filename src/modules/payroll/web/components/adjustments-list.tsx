// The one-off additions and deductions in a run's month, shown on its card: who, what, how much,
// which approved month a correction makes good; removable while the run awaits approval.
import X from 'lucide-react/icons/x';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { monthLabel } from '../../../../web/components/data/month';
import { Badge } from '../../../../web/components/data/badge';
import { useCompany } from '../../../../web/components/data/company';
import { Button } from '../../../../web/components/ui/button';
import { useAdjustments, useRemoveAdjustment } from '../api/payroll';
import type { RunDetail } from '../api/types';
import { usePayrollT } from '../i18n';

export function AdjustmentsList({ run }: { run: RunDetail }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const list = useAdjustments(run.month);
  const remove = useRemoveAdjustment();
  const items = list.data?.items ?? [];
  if (!items.length) return null;
  const removable = run.status === 'calculated' && co.can('hr.payroll.write');
  return (
    <section className="mb-4 rounded-md border border-border" data-testid="payroll-adjustments">
      <h3 className="border-b border-border px-3 py-2 text-sm font-semibold">{t('adjust.listTitle')}</h3>
      <ul className="divide-y divide-border text-sm">
        {items.map((a) => {
          const label = en ? (a.labelEn ?? a.labelAr) : a.labelAr;
          return (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-testid="payroll-adjustment-row">
              <span className="min-w-0 grow">
                <span className="font-medium">{label}</span>
                <span className="text-muted-foreground">{` · ${en ? a.nameEn : a.nameAr}`}</span>
                {a.reason ? <span className="block text-xs text-muted-foreground">{a.reason}</span> : null}
              </span>
              {a.correctsMonth ? <Badge tone="info">{t('adjust.correction', { month: monthLabel(co, a.correctsMonth) })}</Badge> : null}
              <span className={a.kind === 'deduction' ? 'num font-medium text-destructive' : 'num font-medium'}>{`${a.kind === 'deduction' ? '−' : '+'}${co.money(a.amount)}`}</span>
              {removable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('adjust.removeLabel', { label })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(a.id, { onSuccess: () => toast.success(t('adjust.removed')), onError: (err) => toast.error(errorText(err, d('saveFailed'), d('network'))) })}
                  data-testid="payroll-adjustment-remove"
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
