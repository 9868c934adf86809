import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateOrder, useVendors } from '../api/payables';
import type { LineInput } from '../api/types';
import { usePayablesT } from '../i18n';
import { cleanLines, emptyLine, LineEditor } from './line-editor';

/** A draft purchase order: the vendor, the date and the lines (nothing posts until it is billed). */
export function OrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = usePayablesT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby="order-form-description">
        <DialogTitle>{t('orders.title')}</DialogTitle>
        <DialogDescription id="order-form-description">{t('orders.body')}</DialogDescription>
        {open ? <OrderForm onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OrderForm({ onDone }: { onDone: () => void }) {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const co = useCompany();
  const vendors = useVendors({ pageSize: 200, dir: 'asc' });
  const create = useCreateOrder();
  const [vendorId, setVendorId] = useState('');
  const [orderDate, setOrderDate] = useState(co.today);
  const [lines, setLines] = useState<LineInput[]>([emptyLine(co.vatRate)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanLines(lines);
    if (!vendorId) return setErrors({ vendorId: d('required') });
    if (!clean.length) return setErrors({ lines: t('payment.nothing') });
    setErrors({});
    create.mutate(
      { vendorId, orderDate: orderDate || undefined, lines: clean },
      {
        onSuccess: () => {
          toast.success(t('orders.saved'));
          onDone();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };
  const lineError = Object.entries(errors).find(([k]) => k.startsWith('lines'))?.[1];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="order-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="order-vendor" label={t('orders.vendor')} error={errors.vendorId} required>
          <NativeSelect value={vendorId} onChange={(e) => setVendorId(e.target.value)}>
            <option value="">{t('orders.chooseVendor')}</option>
            {(vendors.data?.items ?? []).filter((v) => v.isActive).map((v) => (
              <option key={v.id} value={v.id}>{co.f.language === 'en' && v.nameEn ? v.nameEn : v.nameAr}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="order-date" label={t('orders.orderDate')} error={errors.orderDate}>
          <Input type="date" dir="ltr" className="num text-start" value={orderDate} onChange={(e) => setOrderDate(e.target.value)} />
        </FormField>
      </div>
      <LineEditor lines={lines} onChange={setLines} idPrefix="order" />
      {lineError ? <p className="text-sm text-destructive">{lineError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('orders.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
