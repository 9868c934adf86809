import { useCompany } from '../../../../web/components/data/company';
import type { WorkOrder } from '../api/types';
import { useWorkOrdersT } from '../i18n';

/** The order's parts lines, then labour, the net, VAT and the total (actual once completed). */
export function CostTable({ order: o }: { order: WorkOrder }) {
  const { t } = useWorkOrdersT();
  const co = useCompany();
  const row = (label: string, value: string, strong = false, testId?: string) => (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" colSpan={3} className="py-1.5 text-start font-normal text-muted-foreground">
        {strong ? <span className="font-semibold text-foreground">{label}</span> : label}
      </th>
      <td className="num py-1.5 text-end whitespace-nowrap" data-testid={testId}>{co.money(value)}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="work-order-parts">
        <caption className="sr-only">{t('parts.title')}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            <th scope="col" className="py-2 text-start font-medium">{t('parts.name')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('parts.quantity')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('parts.unitPrice')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('parts.total')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {o.parts.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-3 text-muted-foreground">{t('parts.none')}</td>
            </tr>
          ) : (
            o.parts.map((p, i) => (
              <tr key={`${p.name}-${i}`}>
                <td className="py-2 pe-2 break-words">{p.name}</td>
                <td className="num py-2 text-end">{co.f.number(Number(p.quantity))}</td>
                <td className="num py-2 text-end whitespace-nowrap">{co.money(p.unitPrice)}</td>
                <td className="num py-2 text-end whitespace-nowrap">{co.money(p.total)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="border-t-2 border-border">
          {row(t('parts.partsTotal'), o.partsTotal)}
          {row(t('parts.labour'), o.labourCost)}
          {row(t('parts.net'), o.net, false, 'work-order-net')}
          {row(t('parts.vat'), o.vat, false, 'work-order-vat')}
          {row(t('parts.grandTotal'), o.total, true, 'work-order-total')}
        </tfoot>
      </table>
    </div>
  );
}
