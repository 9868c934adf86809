import { useRef, useState, type FormEvent } from 'react';
import { useSettingsT } from '../i18n';
import { toast } from 'sonner';
import { ImagePicker } from '../../../components/image-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useSaveShortcut } from '../../../lib/use-save-shortcut';
import { apiErrorMessage } from '../../auth/lib/auth-error-message';
import type { Company } from '../api/types';
import { useUpdateCompany } from '../api/update-company';
import { useUploadLogo } from '../api/upload-logo';
import { applyCountry, companyPatch, toCompanyValues, validateCompany, type CompanyField, type CompanyValues, type TextField } from '../lib/company-form';
import { CompanyTextField } from './company-text-field';
import { ContactSection, RegionalSection } from './company-sections';

const FIELD_ORDER: CompanyField[] = ['nameAr', 'name', 'email', 'phone', 'addressAr', 'address', 'city', 'commercialRegister', 'licenseNumber', 'country', 'vatRate', 'vatNumber', 'currency', 'timezone', 'workWeek'];

/** The company profile form: editable by a company admin, read-only for everyone else. Ctrl+S saves. */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useSettingsT();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CompanyValues>(() => toCompanyValues(company));
  const [errors, setErrors] = useState<Partial<Record<CompanyField, string>>>({});
  const update = useUpdateCompany();
  const logo = useUploadLogo();
  const patch = companyPatch(values, company);
  const dirty = Object.keys(patch).length > 0;
  const readOnly = !canEdit;

  const setText = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function focusFirst(found: Partial<Record<CompanyField, string>>) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(`company-${first}`)?.focus();
  }

  function save() {
    if (readOnly || update.isPending) return;
    const codes = validateCompany(values);
    const found = Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`messages.${code}`)]));
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    if (!dirty) return;
    update.mutate(patch, {
      onSuccess: (saved) => {
        setValues(toCompanyValues(saved));
        toast.success(t('form.saved'));
      },
      // One PATCH, all or nothing: the form keeps what was typed and shows why it was refused.
      onError: (error) => {
        const fromServer = isApiError(error) && error.fields ? (error.fields as Partial<Record<CompanyField, string>>) : {};
        setErrors(fromServer);
        focusFirst(fromServer);
      },
    });
  }

  useSaveShortcut(formRef, save, { enabled: canEdit, global: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  const formError = update.isError && !(isApiError(update.error) && update.error.fields) ? apiErrorMessage(update.error, t('form.saveFailed'), t) : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label={t('title')}>
      {formError ? <Alert>{formError}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('identity.title')}</CardTitle>
          <CardDescription>{t('identity.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ImagePicker
            label={t('logo.label')}
            src={company.logoUrl}
            alt={t('logo.alt')}
            shape="square"
            placeholder={<span className="px-2 text-center text-xs font-medium text-muted-foreground">{t('logo.none')}</span>}
            buttonLabel={company.logoUrl ? t('logo.change') : t('logo.upload')}
            busyLabel={t('logo.uploading')}
            hint={t('logo.hint')}
            busy={logo.isPending}
            disabled={readOnly}
            error={logo.isError ? apiErrorMessage(logo.error, t('logo.failed'), t) : null}
            onPick={(file) => logo.mutateAsync(file).then(() => toast.success(t('logo.uploaded')))}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <CompanyTextField field="nameAr" value={values.nameAr} error={errors.nameAr} readOnly={readOnly} onChange={setText} autoComplete="organization" />
            <CompanyTextField field="name" value={values.name} error={errors.name} readOnly={readOnly} onChange={setText} required autoComplete="organization" />
          </div>
        </CardContent>
      </Card>

      <ContactSection values={values} errors={errors} readOnly={readOnly} setText={setText} />
      <RegionalSection
        values={values}
        errors={errors}
        readOnly={readOnly}
        setText={setText}
        savedCurrency={company.currency}
        setCountry={(country) => setValues((current) => applyCountry(current, country))}
        setVatRate={(vatRate) => setValues((current) => ({ ...current, vatRate }))}
        setPricesIncludeVat={(pricesIncludeVat) => setValues((current) => ({ ...current, pricesIncludeVat }))}
        setCurrency={(currency) => setValues((current) => ({ ...current, currency }))}
        setTimezone={(timezone) => setValues((current) => ({ ...current, timezone }))}
        toggleDay={(day, on) =>
          setValues((current) => ({ ...current, workWeek: on ? [...current.workWeek, day] : current.workWeek.filter((d) => d !== day) }))
        }
      />

      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-5 py-4 shadow-sm sm:px-6">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? t('form.saving') : t('form.save')}
          </Button>
          <Button
            variant="ghost"
            disabled={!dirty || update.isPending}
            onClick={() => {
              setValues(toCompanyValues(company));
              setErrors({});
              update.reset();
            }}
          >
            {t('form.reset')}
          </Button>
          {dirty ? <span className="ms-auto text-sm text-muted-foreground">{t('unsaved')}</span> : null}
        </div>
      ) : null}
    </form>
  );
}
