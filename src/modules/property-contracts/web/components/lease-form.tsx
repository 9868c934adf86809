import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { compareMoney, parseMoney, resolveCurrency } from '../../../../core/money';
import { useCompany } from '../../../../web/components/data/company';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useCreateLease } from '../api/create-lease';
import { useMoveLease } from '../api/lease-action';
import type { Lease, LeaseDetail } from '../api/types';
import { useUpdateLease } from '../api/update-lease';
import { useLeasesT } from '../i18n';
import { emptyLease, toLeaseTerms, toLeaseValues, validateLease, type FieldCode, type LeaseField, type LeaseValues } from './lease-form-values';
import { PropertyPicker, TenantPicker, type PropertyChoice, type TenantChoice } from './lease-pickers';
import { LeaseTermsFields } from './lease-terms-fields';
import { SchedulePreview } from './schedule-preview';

type Props = {
  /** The draft being edited, or null for a new lease. */
  lease: LeaseDetail | null;
  /** A new lease's property and tenant named by the link that opened the form. */
  preset: { property: PropertyChoice | null; tenant: TenantChoice | null };
  onSaved: (lease: Lease) => void;
  onCancel: () => void;
};

const FIELDS: readonly LeaseField[] = ['propertyId', 'customerId', 'startDate', 'termMonths', 'endDate', 'monthlyRent', 'paymentFrequency', 'paymentDay', 'securityDeposit', 'commissionAmount', 'taxRate', 'graceDays', 'lateFeeType', 'lateFeeValue', 'renewalMonths', 'terms', 'notes'];

/**
 * A lease in sections (property and tenant, term and rent, deposit and late rent, renewal, terms)
 * beside the live schedule preview. "Save draft" (Ctrl+S) or "Save and activate"; the server's
 * field errors show under their fields, its other refusals above the form and in a toast.
 */
export function LeaseForm({ lease, preset, onSaved, onCancel }: Props) {
  const { t } = useLeasesT();
  const d = useDataT().t;
  const co = useCompany();
  const currency = resolveCurrency(co.currency);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LeaseValues>(() => (lease ? toLeaseValues(lease) : emptyLease(co.today, { propertyId: preset.property?.id, customerId: preset.tenant?.id, monthlyRent: askingRent(preset.property) })));
  const [property, setProperty] = useState<PropertyChoice | null>(() => preset.property);
  const [tenant, setTenant] = useState<TenantChoice | null>(() => preset.tenant);
  const [rentFromProperty, setRentFromProperty] = useState(() => !lease && Boolean(askingRent(preset.property)));
  const [errors, setErrors] = useState<Partial<Record<LeaseField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateLease();
  const update = useUpdateLease();
  const move = useMoveLease();
  const pending = create.isPending || update.isPending || move.isPending;
  // VAT on rent is asked only where the company charges VAT, or where the draft already has it.
  const showTax = Boolean((co.vatRate && compareMoney(co.vatRate, '0') > 0) || (lease && compareMoney(lease.taxRate, '0') > 0));

  function askingRent(choice: PropertyChoice | null): string {
    return choice?.value.rentPrice ? parseMoney(choice.value.rentPrice, currency) : '';
  }
  const set = <K extends keyof LeaseValues>(field: K, value: LeaseValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'monthlyRent') setRentFromProperty(false);
    if (errors[field as LeaseField]) setErrors(({ [field as LeaseField]: _, ...rest }) => rest);
  };
  const pickProperty = (choice: PropertyChoice | null) => {
    setProperty(choice);
    // The asking rent fills the rent while the rent is empty or still the previous property's.
    const rent = askingRent(choice);
    const fill = Boolean(rent) && (!values.monthlyRent.trim() || rentFromProperty);
    setValues((v) => ({ ...v, propertyId: choice?.id ?? '', ...(fill ? { monthlyRent: rent } : {}) }));
    if (fill) setRentFromProperty(true);
    setErrors(({ propertyId: _, ...rest }) => rest);
  };
  const pickTenant = (choice: TenantChoice | null) => {
    setTenant(choice);
    setValues((v) => ({ ...v, customerId: choice?.id ?? '' }));
    setErrors(({ customerId: _, ...rest }) => rest);
  };

  const message = (code: FieldCode) =>
    ({
      required: d('required'),
      invalid_amount: d('invalidAmount'),
      invalid_number: d('invalidNumber'),
      invalid_payment_day: t('form.errors.paymentDay'),
      end_before_start: t('form.errors.endBeforeStart'),
      term_too_long: t('form.errors.termTooLong'),
      invalid_percent: t('form.errors.percent'),
      invalid_months: t('form.errors.months'),
    })[code];
  const focus = (field: string) => document.getElementById(`lease-${field}`)?.focus();

  function failed(error: unknown) {
    const fields = isApiError(error) ? (error.fields ?? {}) : {};
    const shown: Partial<Record<LeaseField, string>> = {};
    for (const [key, text] of Object.entries(fields)) {
      // The server names the end; in "months" mode the months field is what the user typed.
      const field = key === 'endDate' && values.termMode === 'months' ? 'termMonths' : key;
      if ((FIELDS as readonly string[]).includes(field)) shown[field as LeaseField] = text;
    }
    setErrors(shown);
    const first = Object.keys(shown)[0];
    if (first) return focus(first);
    const text = errorText(error, d('saveFailed'), d('network'));
    setFormError(text);
    toast.error(text);
  }

  async function save(activate: boolean) {
    if (pending) return;
    const found = Object.fromEntries(Object.entries(validateLease(values, currency)).map(([field, code]) => [field, message(code)]));
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) return focus(first);
    const terms = toLeaseTerms(values, showTax);
    if (!lease) {
      create.mutate(
        { ...terms, activate },
        {
          onSuccess: (saved) => {
            toast.success(t(activate ? 'form.activated' : 'form.created', { number: saved.leaseNumber }));
            onSaved(saved);
          },
          onError: failed,
        },
      );
      return;
    }
    let saved: Lease;
    try {
      saved = await update.mutateAsync({ id: lease.id, input: terms });
    } catch (error) {
      return failed(error);
    }
    if (!activate) {
      toast.success(t('form.updated', { number: saved.leaseNumber }));
      return onSaved(saved);
    }
    // The draft is saved either way; a refused activation is explained on the lease's page.
    move.mutate(
      { action: 'activate', id: lease.id },
      {
        onSuccess: () => toast.success(t('form.activated', { number: saved.leaseNumber })),
        onError: (error) => toast.error(t('form.savedNotActivated', { number: saved.leaseNumber, reason: errorText(error, d('saveFailed'), d('network')) })),
        onSettled: () => onSaved(saved),
      },
    );
  }

  useSaveShortcut(formRef, () => void save(false), { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={lease ? t('form.editTitle', { number: lease.leaseNumber }) : t('form.newTitle')}>
      {formError ? <Alert data-testid="lease-form-error">{formError}</Alert> : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section title={t('form.sections.parties')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <PropertyPicker selected={property} onSelect={pickProperty} error={errors.propertyId} />
              <TenantPicker selected={tenant} onSelect={pickTenant} error={errors.customerId} />
            </div>
          </Section>
          <LeaseTermsFields values={values} set={set} errors={errors} showTax={showTax} rentHint={rentFromProperty ? t('form.rentFromAsking') : undefined} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-20">
          <SchedulePreview values={values} showTax={showTax} />
        </div>
      </div>
      {/* Above the phone's bottom bar, like the property form's. */}
      <div className="sticky bottom-20 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card/95 p-3 shadow-lg backdrop-blur md:bottom-4">
        <Button disabled={pending} onClick={() => void save(true)}>
          {pending ? <Spinner /> : null}
          {t('form.saveActivate')}
        </Button>
        <Button type="submit" variant="outline" disabled={pending}>
          {lease ? d('save') : t('form.saveDraft')}
        </Button>
        <Button variant="ghost" disabled={pending} onClick={onCancel}>
          {d('cancel')}
        </Button>
        <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
      </div>
    </form>
  );
}
