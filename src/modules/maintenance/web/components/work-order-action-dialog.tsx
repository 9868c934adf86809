import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, normaliseNumber } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useMoveWorkOrder, type WorkOrderMove } from '../api/work-orders';
import type { WorkOrder, WorkOrderAction } from '../api/types';
import { useWorkOrdersT } from '../i18n';

/** One lifecycle action: start (a confirmation), cancel (a reason), complete (odometer, final labour, how it is paid). */
export function WorkOrderActionDialog({ order, action, onClose }: { order: WorkOrder; action: WorkOrderAction | null; onClose: () => void }) {
  const { t } = useWorkOrdersT();
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md" aria-describedby="work-order-action-description">
        {action ? (
          <>
            <DialogTitle>{`${t(`actions.${action}`)} — ${order.maintenanceNumber}`}</DialogTitle>
            <DialogDescription id="work-order-action-description">{t(`actions.${action}Body`)}</DialogDescription>
            <ActionForm order={order} action={action} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ActionForm({ order, action, onDone }: { order: WorkOrder; action: WorkOrderAction; onDone: () => void }) {
  const { t } = useWorkOrdersT();
  const d = useDataT().t;
  const co = useCompany();
  const move = useMoveWorkOrder();
  const [reason, setReason] = useState('');
  const [odometer, setOdometer] = useState('');
  const [labour, setLabour] = useState(order.labourCost);
  const [paidBy, setPaidBy] = useState<'payable' | 'cash'>(order.paidBy);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    let body: WorkOrderMove;
    if (action === 'cancel') {
      if (!reason.trim()) found.reason = d('required');
      body = { action, id: order.id, reason: reason.trim() };
    } else if (action === 'complete') {
      const km = normaliseNumber(odometer).trim();
      if (!/^\d{1,7}$/.test(km)) found.odometer = d('invalidNumber');
      const labourCost = amountOf(labour);
      if (labourCost === null) found.labourCost = d('invalidAmount');
      body = { action, id: order.id, odometer: Number(km), labourCost: labourCost || '0', paidBy };
    } else body = { action, id: order.id };
    setErrors(found);
    if (Object.keys(found).length) return;
    setFormError(null);
    move.mutate(body, {
      onSuccess: () => {
        toast.success(t('actions.done'));
        onDone();
      },
      onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="work-order-action-form">
      {formError ? <Alert>{formError}</Alert> : null}
      {action === 'complete' ? (
        <>
          <FormField id="work-order-odometer" label={t('actions.odometer')} error={errors.odometer} required hint={t('actions.lastReading', { km: co.f.number(order.vehicle.odometer) })}>
            <Input inputMode="numeric" dir="ltr" className="num text-start" value={odometer} onChange={(e) => setOdometer(e.target.value)} autoFocus />
          </FormField>
          <FormField id="work-order-labour" label={`${t('actions.labourCost')} (${co.currency})`} error={errors.labourCost}>
            <Input inputMode="decimal" dir="ltr" className="num text-start" value={labour} onChange={(e) => setLabour(e.target.value)} />
          </FormField>
          <FormField id="work-order-paid-by" label={t('fields.paidBy')}>
            <NativeSelect value={paidBy} onChange={(e) => setPaidBy(e.target.value as 'payable' | 'cash')}>
              <option value="payable">{t('paidBy.payable')}</option>
              <option value="cash">{t('paidBy.cash')}</option>
            </NativeSelect>
          </FormField>
        </>
      ) : null}
      {action === 'cancel' ? (
        <FormField id="work-order-reason" label={t('actions.reason')} error={errors.reason} required>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={move.isPending} variant={action === 'cancel' ? 'destructive' : 'primary'}>
          {move.isPending ? <Spinner /> : null}
          {t('actions.confirm')}
        </Button>
        <Button variant="ghost" disabled={move.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
