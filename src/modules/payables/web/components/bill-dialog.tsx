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
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateBill } from '../api/payables';
import type { LineInput, VendorDetail } from '../api/types';
import { usePayablesT } from '../i18n';
import { cleanLines, emptyLine, LineEditor } from './line-editor';

/** A direct vendor bill: the vendor's invoice number, dates (due from the terms by default) and lines. */
export function BillDialog({ vendor, open, onClose }: { vendor: VendorDetail; open: boolean; onClose: () => void }) {
  const { t } = usePayablesT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby="bill-form-description">
        <DialogTitle>{t('bill.title')}</DialogTitle>
        <DialogDescription id="bill-form-description">{t('bill.body')}</DialogDescription>
        {open ? <BillForm vendor={vendor} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BillForm({ vendor, onDone }: { vendor: VendorDetail; onDone: () => void }) {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const co = useCompany();
  const create = useCreateBill();
  const [reference, setReference] = useState('');
  const [billDate, setBillDate] = useState(co.today);
  const [dueDate, setDueDate] = useState('');
  const [lines, setLines] = useState<LineInput[]>([emptyLine(co.vatRate)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanLines(lines);
    if (!clean.length) return setErrors({ lines: t('payment.nothing') });
    setErrors({});
    create.mutate(
      { vendorId: vendor.id, vendorReference: reference.trim() || null, billDate: billDate || undefined, dueDate: dueDate || null, lines: clean },
      {
        onSuccess: () => {
          toast.success(t('bill.saved'));
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="bill-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="bill-reference" label={t('bill.reference')} error={errors.vendorReference}>
          <Input dir="ltr" className="num text-start" value={reference} onChange={(e) => setReference(e.target.value)} />
        </FormField>
        <FormField id="bill-date" label={t('bill.billDate')} error={errors.billDate}>
          <Input type="date" dir="ltr" className="num text-start" value={billDate} onChange={(e) => setBillDate(e.target.value)} />
        </FormField>
        <FormField id="bill-due" label={t('bill.dueDate')} error={errors.dueDate} hint={t('bill.dueHint', { days: vendor.paymentTermsDays })}>
          <Input type="date" dir="ltr" className="num text-start" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </FormField>
      </div>
      <LineEditor lines={lines} onChange={setLines} idPrefix="bill" />
      {lineError ? <p className="text-sm text-destructive">{lineError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('bill.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
