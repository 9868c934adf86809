import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveProperty } from '../api/save-property';
import { MANUAL_PROPERTY_STATUSES, type PropertyDetail } from '../api/types';
import { usePropertiesT } from '../i18n';

/** Sets a status a person may set (vacant, for sale, maintenance, reserved, sold); 'rented' is the leases'. */
export function StatusDialog({ open, onOpenChange, property }: { open: boolean; onOpenChange: (open: boolean) => void; property: PropertyDetail }) {
  const { t } = usePropertiesT();
  const d = useDataT().t;
  const [status, setStatus] = useState<string>(property.status === 'rented' ? 'available' : property.status);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProperty();
  const confirm = () =>
    save.mutate(
      { id: property.id, body: { status } },
      {
        onSuccess: () => {
          toast.success(t('statusDialog.saved'));
          onOpenChange(false);
        },
        onError: (e) => setError(errorText(e, d('saveFailed'), d('network'))),
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <div className="flex flex-col gap-2">
          <DialogTitle>{t('statusDialog.title', { code: property.propertyCode })}</DialogTitle>
          <DialogDescription>{t('statusDialog.description')}</DialogDescription>
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <FormField id="property-new-status" label={t('statusDialog.label')}>
          <NativeSelect value={status} onChange={(e) => setStatus(e.target.value)}>
            {MANUAL_PROPERTY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button onClick={confirm} disabled={save.isPending || status === property.status}>
            {save.isPending ? <Spinner /> : null}
            {d('save')}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            {d('cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
