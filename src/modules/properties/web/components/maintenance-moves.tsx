import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { nextMaintenanceStatus, type MaintenanceAction, type MaintenanceStatus } from '../../../../core/leasing';
import { useCompany } from '../../../../web/components/data/company';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { normaliseNumber } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useMoveMaintenance, type MaintenanceMove } from '../api/move-maintenance';
import type { MaintenanceDetail } from '../api/types';
import { usePropertiesT } from '../i18n';

/** The moves the request's status allows, in the order a person takes them. */
export function allowedMoves(status: string): MaintenanceAction[] {
  return (['assign', 'start', 'complete', 'cancel'] as const).filter((a) => nextMaintenanceStatus(status as MaintenanceStatus, a) !== null);
}

type Props = { request: MaintenanceDetail; action: MaintenanceAction | null; onClose: () => void };

/** The dialog of one move: a contractor to assign, the cost and day of completion, a reason to cancel, or a confirmation to start. */
export function MaintenanceMoveDialog({ request: r, action, onClose }: Props) {
  const { t } = usePropertiesT();
  const d = useDataT().t;
  const co = useCompany();
  const move = useMoveMaintenance();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [values, setValues] = useState({ contractorName: r.contractorName ?? '', contractorPhone: r.contractorPhone ?? '', scheduledFor: r.scheduledFor ?? '', actualCost: r.estimatedCost ?? '', completedOn: co.today });
  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFields(({ [key]: _, ...rest }) => rest);
  };
  const close = () => {
    setError(null);
    setFields({});
    onClose();
  };
  const run = (m: MaintenanceMove) =>
    move.mutate(m, {
      onSuccess: () => {
        toast.success(t(`maintenance.detail.done.${m.action}`));
        close();
      },
      onError: (e) => {
        if (isApiError(e) && e.fields) setFields(e.fields);
        setError(errorText(e, d('saveFailed'), d('network')));
      },
    });

  if (action === 'start' || action === 'cancel') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && close()}
        title={t(action === 'start' ? 'maintenance.detail.startTitle' : 'maintenance.detail.cancelTitle', { number: r.requestNumber })}
        description={t(action === 'start' ? 'maintenance.detail.startBody' : 'maintenance.detail.cancelBody')}
        confirmLabel={t(`maintenance.detail.${action}`)}
        destructive={action === 'cancel'}
        reason={action === 'cancel' ? { label: t('maintenance.fields.reason'), required: true } : undefined}
        busy={move.isPending}
        error={error}
        onConfirm={(reason) => run(action === 'start' ? { action, id: r.id } : { action, id: r.id, body: { reason } })}
      />
    );
  }
  if (action !== 'assign' && action !== 'complete') return null;

  const field = (key: keyof typeof values, label: string, opts: { type?: string; ltr?: boolean; required?: boolean; hint?: ReactNode } = {}) => (
    <FormField id={`move-${key}`} label={label} required={opts.required} error={fields[key]} hint={opts.hint}>
      <Input type={opts.type ?? 'text'} inputMode={key === 'actualCost' ? 'decimal' : undefined} dir={opts.ltr ? 'ltr' : undefined} className={opts.ltr ? 'num text-start' : undefined} value={values[key]} onChange={(e) => set(key, e.target.value)} />
    </FormField>
  );
  const submit = () => {
    if (action === 'assign') {
      if (!values.contractorName.trim()) return setFields({ contractorName: d('required') });
      return run({ action, id: r.id, body: { contractorName: values.contractorName.trim(), contractorPhone: values.contractorPhone.trim() || null, scheduledFor: values.scheduledFor || null } });
    }
    const cost = normaliseNumber(values.actualCost);
    const missing = { ...(!/^\d{1,12}(\.\d{1,6})?$/.test(cost) ? { actualCost: cost ? d('invalidAmount') : d('required') } : {}), ...(!values.completedOn ? { completedOn: d('required') } : {}) };
    if (Object.keys(missing).length) return setFields(missing);
    run({ action, id: r.id, body: { actualCost: cost, completedOn: values.completedOn } });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <div className="flex flex-col gap-2">
          <DialogTitle>{t(action === 'assign' ? 'maintenance.detail.assignTitle' : 'maintenance.detail.completeTitle', { number: r.requestNumber })}</DialogTitle>
          {action === 'complete' ? <DialogDescription>{t('maintenance.detail.completeBody', { payer: t(`maintenance.payer.${r.payer}`) })}</DialogDescription> : <DialogDescription className="sr-only">{t('maintenance.detail.assign')}</DialogDescription>}
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {action === 'assign' ? (
            <>
              {field('contractorName', t('maintenance.fields.contractorName'), { required: true })}
              {field('contractorPhone', t('maintenance.fields.contractorPhone'), { ltr: true })}
              {field('scheduledFor', t('maintenance.fields.scheduledFor'), { type: 'date' })}
            </>
          ) : (
            <>
              {field('actualCost', `${t('maintenance.fields.actualCost')} (${co.currency})`, { ltr: true, required: true })}
              {field('completedOn', t('maintenance.fields.completedOn'), { type: 'date', required: true })}
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={move.isPending}>
              {move.isPending ? <Spinner /> : null}
              {t(`maintenance.detail.${action}`)}
            </Button>
            <Button variant="ghost" onClick={close} disabled={move.isPending}>
              {d('cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
