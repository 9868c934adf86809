import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useDisposeAsset } from '../api/assets';
import { PROCEEDS_METHODS, type AssetDetail } from '../api/types';
import { useAssetsT } from '../i18n';

/** Sell or write off an asset: date, proceeds (0 = write-off) and how they came in. */
export function DisposeDialog({ asset, open, onClose }: { asset: AssetDetail; open: boolean; onClose: () => void }) {
  const { t } = useAssetsT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md" aria-describedby="asset-dispose-description">
        <DialogTitle>{t('dispose.title', { code: asset.code })}</DialogTitle>
        <DialogDescription id="asset-dispose-description">{t('dispose.body')}</DialogDescription>
        {open ? <DisposeForm asset={asset} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DisposeForm({ asset: a, onDone }: { asset: AssetDetail; onDone: () => void }) {
  const { t } = useAssetsT();
  const d = useDataT().t;
  const co = useCompany();
  const dispose = useDisposeAsset();
  const [date, setDate] = useState(co.today);
  const [proceeds, setProceeds] = useState('0');
  const [method, setMethod] = useState<string>('bank_transfer');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amountOf(proceeds);
    if (value === null || value === '') return setError(value === '' ? d('required') : d('invalidAmount'));
    setError(null);
    dispose.mutate(
      { id: a.id, body: { date, proceeds: value, ...(Number(value) > 0 ? { method } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('dispose.done'));
          onDone();
        },
        onError: (err) => setFormError(errorText(err, d('saveFailed'), d('network'))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="asset-dispose-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="asset-dispose-date" label={t('dispose.date')} required>
          <Input type="date" dir="ltr" className="num text-start" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField id="asset-dispose-proceeds" label={`${t('dispose.proceeds')} (${co.currency})`} error={error ?? undefined} required hint={`${t('detail.bookValue')}: ${co.money(a.bookValue)}`}>
          <Input inputMode="decimal" dir="ltr" className="num text-start" value={proceeds} onChange={(e) => setProceeds(e.target.value)} />
        </FormField>
      </div>
      {Number(amountOf(proceeds) ?? 0) > 0 ? (
        <FormField id="asset-dispose-method" label={t('dispose.method')}>
          <NativeSelect value={method} onChange={(e) => setMethod(e.target.value)}>
            {PROCEEDS_METHODS.map((m) => (
              <option key={m} value={m}>{t(`proceeds.${m}`)}</option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={dispose.isPending}>
          {dispose.isPending ? <Spinner /> : null}
          {t('dispose.confirm')}
        </Button>
        <Button variant="ghost" disabled={dispose.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
