import { useCompany } from '../../../../web/components/data/company';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import type { ReturnResult } from '../api/types';
import { useContractsT } from '../i18n';

/** After a return: the charges the contract's terms produced, line by line (they are also invoiced). */
export function ChargesDialog({ result, onClose }: { result: ReturnResult | null; onClose: () => void }) {
  const { t } = useContractsT();
  const co = useCompany();
  const charges = result?.charges;
  return (
    <Dialog open={Boolean(result)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" aria-describedby="charges-description">
        <DialogTitle>{t('inspection.charges')}</DialogTitle>
        {charges ? (
          <>
            <DialogDescription id="charges-description">
              {t('inspection.kmSummary', { driven: co.f.number(charges.kmDriven), allowed: charges.kmAllowed === null ? t('inspection.unlimited') : co.f.number(charges.kmAllowed) })}
            </DialogDescription>
            {charges.lines.length === 0 ? (
              <p className="text-sm">{t('inspection.noCharges')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm" data-testid="return-charges">
                  <thead className="border-b border-border text-xs text-muted-foreground">
                    <tr>
                      <th className="py-2 text-start font-semibold">{t('inspection.columns.line')}</th>
                      <th className="py-2 text-end font-semibold">{t('inspection.columns.quantity')}</th>
                      <th className="py-2 text-end font-semibold">{t('inspection.columns.unitPrice')}</th>
                      <th className="py-2 text-end font-semibold">{t('inspection.columns.total')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {charges.lines.map((line, i) => (
                      <tr key={i}>
                        <td className="py-2 pe-2">{line.description}</td>
                        <td className="num py-2 text-end">{line.quantity}</td>
                        <td className="num py-2 text-end whitespace-nowrap">{co.money(line.unitPrice)}</td>
                        <td className="num py-2 text-end font-medium whitespace-nowrap">{co.money(line.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="border-t-2 border-border font-semibold">
                      <td className="py-2" colSpan={3}>
                        {t('inspection.chargesTotal')}
                      </td>
                      <td className="num py-2 text-end whitespace-nowrap" data-testid="return-charges-total">
                        {co.money(charges.total)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        ) : null}
        <Button className="w-fit" onClick={onClose}>
          {t('inspection.done')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
