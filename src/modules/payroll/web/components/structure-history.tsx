// An employee's salary structures, newest first: each raise from its day, with the reason given.
import { useCompany } from '../../../../web/components/data/company';
import { Spinner } from '../../../../web/components/ui/spinner';
import { sumMoney } from '../../../../core/money';
import { useEmployeePayDetail } from '../api/payroll';
import { usePayrollT } from '../i18n';

export function StructureHistory({ employeeId }: { employeeId: string }) {
  const { t } = usePayrollT();
  const co = useCompany();
  const detail = useEmployeePayDetail(employeeId);
  if (!detail.data) return detail.isPending ? <Spinner /> : null;
  const rows = detail.data.history;
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3" data-testid="structure-history">
      <h3 className="text-sm font-semibold">{t('pay.historyTitle')}</h3>
      {rows.length ? (
        <ol className="flex flex-col divide-y divide-border text-sm">
          {rows.map((h) => (
            <li key={h.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
              <span className="num font-medium">{co.day(h.effectiveFrom)}</span>
              <span className="num text-muted-foreground">
                {`${t('pay.basic')} ${co.money(h.basic)} · ${t('pay.housing')} ${co.money(h.housing)} · ${t('pay.transport')} ${co.money(h.transport)}`}
              </span>
              <span className="num font-medium">{co.money(sumMoney([h.basic, h.housing, h.transport, ...h.otherAllowances.map((a) => a.amount)]))}</span>
              {h.reason ? <span className="basis-full text-xs text-muted-foreground">{h.reason}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('pay.historyFromHr')}</p>
      )}
    </section>
  );
}
