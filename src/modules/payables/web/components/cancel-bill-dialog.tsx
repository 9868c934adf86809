import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { useCancelBill } from '../api/payables';
import type { BillRow } from '../api/types';
import { usePayablesT } from '../i18n';

/** Cancels a bill entered in error, with its reason; the server reverses its entry and refuses a bill with payments. */
export function CancelBillDialog({ bill, onClose }: { bill: BillRow | null; onClose: () => void }) {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const cancel = useCancelBill();
  return (
    <ConfirmDialog
      open={bill !== null}
      onOpenChange={(open) => !open && (cancel.reset(), onClose())}
      title={t('bill.cancelTitle', { number: bill?.number ?? '' })}
      description={t('bill.cancelBody')}
      confirmLabel={t('bill.cancel')}
      reason={{ label: t('bill.cancelReason'), required: true }}
      destructive
      busy={cancel.isPending}
      error={cancel.error ? errorText(cancel.error, d('saveFailed'), d('network')) : null}
      onConfirm={(reason) =>
        bill &&
        cancel.mutate(
          { id: bill.id, reason },
          {
            onSuccess: () => {
              toast.success(t('bill.cancelled'));
              onClose();
            },
          },
        )
      }
    />
  );
}
