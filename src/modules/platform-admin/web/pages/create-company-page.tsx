import Building2 from 'lucide-react/icons/building-2';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CopyField } from '../../../../web/components/data/copy-field';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { useTranslation } from 'react-i18next';
import { createCompanySchema } from '../../schemas';
import { useCreateCompany, usePlanOptions } from '../api/companies';
import { CompanyFields, emptyCompany, type CompanyValues } from '../components/company-fields';
import { localName } from '../components/names';
import { usePlatformT } from '../i18n';

const LIST = '/super-admin/companies';

/** /super-admin/companies/create: a company, its plan and modules, and its first company_admin (invited by email). */
export function CreateCompanyPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const formRef = useRef<HTMLFormElement>(null);
  const plans = usePlanOptions();
  const create = useCreateCompany();
  const [company, setCompany] = useState<CompanyValues>(emptyCompany);
  const [planCode, setPlanCode] = useState('');
  const [startTrial, setStartTrial] = useState(true);
  const [admin, setAdmin] = useState({ email: '', firstName: '', lastName: '', firstNameAr: '', lastNameAr: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ inviteLink: string; email: string } | null>(null);
  const plan = planCode || plans.data?.find((p) => p.isDefault)?.planCode || '';

  function submit() {
    if (create.isPending) return;
    const parsed = createCompanySchema.safeParse({ ...company, planCode: plan, startTrial, admin });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(t('form.created', { email: parsed.data.admin.email }));
        setCreated({ inviteLink: result.inviteLink, email: parsed.data.admin.email });
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  }
  useSaveShortcut(formRef, submit, { global: true });

  if (created) {
    return (
      <div className="flex max-w-3xl flex-col gap-6">
        <PageHeader back={LIST} />
        <Section title={t('form.created', { email: created.email })} testId="company-created">
          <div className="flex flex-col gap-4">
            <CopyField id="invite-link" value={created.inviteLink} label={t('form.inviteLink')} />
            <Button asChild variant="outline" className="w-fit">
              <Link to={LIST}>
                <Building2 aria-hidden="true" />
                {t('form.backToList')}
              </Link>
            </Button>
          </div>
        </Section>
      </div>
    );
  }

  const adminField = (name: keyof typeof admin, required = false) => (
    <FormField id={`admin-${name}`} label={t(name === 'email' ? 'form.adminEmail' : `form.${name}`)} required={required} error={errors[`admin.${name}`]}>
      <Input type={name === 'email' ? 'email' : 'text'} dir={name === 'email' ? 'ltr' : undefined} value={admin[name]} onChange={(event) => setAdmin((a) => ({ ...a, [name]: event.target.value }))} />
    </FormField>
  );
  const formError = create.isError && Object.keys(fieldErrors(create.error)).length === 0 ? errorText(create.error, t('form.failed'), t('common.loadFailed')) : null;

  return (
    <form ref={formRef} noValidate className="flex max-w-4xl flex-col gap-6" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
      <PageHeader back={LIST} />
      <Section title={t('form.company')}>
        <CompanyFields idPrefix="company" values={company} errors={errors} onChange={(changes) => setCompany((c) => ({ ...c, ...changes }))} />
      </Section>
      <Section title={t('form.plan')}>
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2">
          <FormField id="company-plan" label={t('form.plan')} required error={errors.planCode}>
            <NativeSelect value={plan} onChange={(event) => setPlanCode(event.target.value)}>
              {(plans.data ?? []).filter((p) => p.isActive).map((p) => (
                <option key={p.planCode} value={p.planCode}>
                  {localName(p, language)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-start gap-2 pb-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={startTrial} onChange={(event) => setStartTrial(event.target.checked)} />
            <span className="flex flex-col">
              {t('form.startTrial')}
              <span className="text-xs text-muted-foreground">{t('form.startTrialHint')}</span>
            </span>
          </label>
        </div>
      </Section>
      <Section title={t('form.admin')}>
        <p className="mb-4 text-sm text-muted-foreground">{t('form.adminHint')}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {adminField('email', true)}
          <span className="max-sm:hidden" />
          {adminField('firstName', true)}
          {adminField('lastName', true)}
          {adminField('firstNameAr')}
          {adminField('lastNameAr')}
        </div>
      </Section>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('form.submit')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={LIST}>{t('common.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
