import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { normaliseNumber } from '../../../../web/components/data/numbers';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useMovePermit } from '../api/permits';
import type { PermitAction, PermitDetail } from '../api/types';
import { usePermitsT } from '../i18n';

/** One lifecycle action: approve (a confirmation), reject or cancel (a reason), start or complete (an odometer reading). */
export function PermitActionDialog({ permit, action, onClose }: { permit: PermitDetail; action: PermitAction | null; onClose: () => void }) {
  const { t } = usePermitsT();
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md" aria-describedby="permit-action-description">
        {action ? (
          <>
            <DialogTitle>{`${t(`actions.${action}`)} — ${permit.permitNumber}`}</DialogTitle>
            <DialogDescription id="permit-action-description">{action === 'approve' ? t('actions.approveBody') : `${permit.vehiclePlate}`}</DialogDescription>
            <ActionForm permit={permit} action={action} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ActionForm({ permit, action, onDone }: { permit: PermitDetail; action: PermitAction; onDone: () => void }) {
  const { t } = usePermitsT();
  const d = useDataT().t;
  const co = useCompany();
  const move = useMovePermit();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const reading = action === 'start' || action === 'complete';
  const reasoned = action === 'reject' || action === 'cancel';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = normaliseNumber(value).trim();
    if (reading && !/^\d{1,7}$/.test(text)) return setError(d('invalidNumber'));
    if (reasoned && !value.trim()) return setError(d('required'));
    setError(null);
    const body = reading ? { action, id: permit.id, odometer: Number(text) } : reasoned ? { action, id: permit.id, reason: value.trim() } : { action: 'approve' as const, id: permit.id };
    move.mutate(body as Parameters<typeof move.mutate>[0], {
      onSuccess: () => {
        toast.success(t('actions.done'));
        onDone();
      },
      onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="permit-action-form">
      {formError ? <Alert>{formError}</Alert> : null}
      {reading ? (
        <FormField
          id="permit-odometer"
          label={t('actions.odometer')}
          error={error ?? undefined}
          required
          hint={action === 'complete' && permit.odometerOut !== null ? t('actions.outReading', { km: co.f.number(permit.odometerOut) }) : undefined}
        >
          <Input inputMode="numeric" dir="ltr" className="num text-start" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        </FormField>
      ) : null}
      {reasoned ? (
        <FormField id="permit-reason" label={t('actions.reason')} error={error ?? undefined} required>
          <Textarea value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={move.isPending} variant={action === 'reject' || action === 'cancel' ? 'destructive' : 'primary'}>
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
