import Printer from 'lucide-react/icons/printer';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Button } from '../../../../web/components/ui/button';
import { openFile } from '../../../../web/lib/open-file';
import { useBillingT } from '../i18n';

/** Opens the printable bilingual receipt (PDF) of one payment. */
export function ReceiptButton({ id, number }: { id: string; number: string }) {
  const { t } = useBillingT();
  const { t: d } = useDataT();
  const label = t('payments.printReceipt', { number });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => void openFile(`/api/billing/payments/${id}/pdf`).catch((error: unknown) => toast.error(errorText(error, d('loadFailed'), d('network'))))}>
      <Printer aria-hidden="true" />
    </Button>
  );
}
