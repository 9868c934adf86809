import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { integerOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateVendor } from '../api/payables';
import { usePayablesT } from '../i18n';

const FIELDS = ['nameAr', 'nameEn', 'vatNumber', 'contactName', 'phone', 'email', 'bankName', 'iban'] as const;
const LTR = new Set(['nameEn', 'vatNumber', 'phone', 'email', 'iban']);

/** A new vendor: names, VAT number, contact, bank and IBAN, payment terms; opens its page when saved. */
export function VendorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = usePayablesT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="vendor-form-description">
        <DialogTitle>{t('vendorForm.title')}</DialogTitle>
        <DialogDescription id="vendor-form-description">{t('vendorForm.body')}</DialogDescription>
        {open ? <VendorForm onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VendorForm({ onDone }: { onDone: () => void }) {
  const { t } = usePayablesT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const create = useCreateVendor();
  const [values, setValues] = useState<Record<string, string>>({ paymentTermsDays: '30' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.nameAr?.trim()) return setErrors({ nameAr: d('required') });
    const terms = integerOf(values.paymentTermsDays ?? '');
    const text = (k: string) => values[k]?.trim() || null;
    setErrors({});
    create.mutate(
      { nameAr: values.nameAr.trim(), ...Object.fromEntries(FIELDS.slice(1).map((k) => [k, text(k)])), paymentTermsDays: terms ?? 30 },
      {
        onSuccess: (vendor) => {
          toast.success(t('vendorForm.saved'));
          onDone();
          navigate(withBase(co.base, `/finance/vendors/${vendor.id}`));
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="vendor-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((k) => (
          <FormField key={k} id={`vendor-${k}`} label={t(`fields.${k}`)} error={errors[k]} required={k === 'nameAr'}>
            <Input dir={LTR.has(k) ? 'ltr' : undefined} className={LTR.has(k) ? 'text-start' : undefined} value={values[k] ?? ''} onChange={(e) => setValues({ ...values, [k]: e.target.value })} autoFocus={k === 'nameAr'} />
          </FormField>
        ))}
        <FormField id="vendor-paymentTermsDays" label={t('fields.paymentTermsDays')} error={errors.paymentTermsDays}>
          <Input inputMode="numeric" dir="ltr" className="num text-start" value={values.paymentTermsDays ?? ''} onChange={(e) => setValues({ ...values, paymentTermsDays: e.target.value })} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('vendorForm.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onDone}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
