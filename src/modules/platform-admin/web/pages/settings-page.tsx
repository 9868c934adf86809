import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fieldErrors } from '../../../../web/components/data/error-text';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Section } from '../../../../web/components/data/section';
import { SkeletonRows } from '../../../../web/components/data/skeleton';
import { Badge } from '../../../../web/components/data/badge';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { platformSettingsSchema } from '../../schemas';
import { usePlanOptions } from '../api/companies';
import { usePlatformSettings, useSavePlatformSettings, useSmtpCheck, type PlatformSettings } from '../api/overview';
import { MailOutboxSection } from '../components/mail-outbox-section';
import { JobsSection } from '../components/jobs-section';
import { localName } from '../components/names';
import { usePlatformT } from '../i18n';

type Values = { platformName: string; platformNameAr: string; supportEmail: string; supportPhone: string; defaultPlanCode: string; trialDays: string };
const valuesOf = (s: PlatformSettings): Values => ({ ...s, supportEmail: s.supportEmail ?? '', supportPhone: s.supportPhone ?? '', trialDays: String(s.trialDays) });

/** /super-admin/settings: platform name, support contact, default plan, trial length, SMTP status. */
export function PlatformSettingsPage() {
  const { t: tr } = useTranslation();
  const { t, language } = usePlatformT();
  const settings = usePlatformSettings();
  const plans = usePlanOptions();
  const save = useSavePlatformSettings();
  const smtpCheck = useSmtpCheck();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (settings.data) setValues(valuesOf(settings.data));
  }, [settings.data]);

  function submit() {
    if (!values || save.isPending) return;
    const parsed = platformSettingsSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('common.saved')), onError: (error) => setErrors(fieldErrors(error)) });
  }
  useSaveShortcut(formRef, submit, { global: true });

  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!values || !settings.data) return <SkeletonRows />;
  const field = (name: keyof Values, type = 'text') => (
    <FormField id={`settings-${name}`} label={t(`settings.${name === 'defaultPlanCode' ? 'defaultPlan' : name}`)} required={name === 'platformName' || name === 'platformNameAr'} error={errors[name]} hint={name === 'supportEmail' ? t('settings.supportEmailHint') : undefined}>
      <Input type={type} dir={type === 'email' || type === 'tel' ? 'ltr' : undefined} value={values[name]} onChange={(event) => setValues((v) => (v ? { ...v, [name]: event.target.value } : v))} />
    </FormField>
  );
  const smtp = settings.data.smtp;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <form ref={formRef} noValidate className="flex flex-col gap-6" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
        <PageHeader subtitle={t('settings.subtitle')} />
        <Section title={t('settings.general')}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field('platformName')}
            {field('platformNameAr')}
            {field('supportEmail', 'email')}
            {field('supportPhone', 'tel')}
          </div>
        </Section>
        <Section title={t('settings.signup')}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="settings-defaultPlanCode" label={t('settings.defaultPlan')} required error={errors.defaultPlanCode}>
              <NativeSelect value={values.defaultPlanCode} onChange={(event) => setValues((v) => (v ? { ...v, defaultPlanCode: event.target.value } : v))}>
                {(plans.data ?? []).filter((p) => p.isActive).map((p) => (
                  <option key={p.planCode} value={p.planCode}>
                    {localName(p, language)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {field('trialDays', 'number')}
          </div>
        </Section>
        <Section title={t('settings.smtp')}>
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="flex items-start gap-2">
              <Badge tone={smtp.configured ? 'success' : 'warning'}>{smtp.configured ? t('settings.smtpOnShort') : t('settings.smtpOffShort')}</Badge>
              <span className="text-muted-foreground">{smtp.configured ? t('settings.smtpOn', { host: smtp.host ?? '' }) : t('settings.smtpOff')}</span>
            </p>
            {smtp.configured ? (
              <Button type="button" variant="outline" size="sm" disabled={smtpCheck.isPending} onClick={() => smtpCheck.mutate()}>
                {smtpCheck.isPending ? <Spinner /> : null}
                {t('settings.smtpCheck')}
              </Button>
            ) : null}
            {smtpCheck.data ? <p role="status">{smtpCheck.data.ok ? t('settings.smtpOk') : t('settings.smtpFailed', { error: smtpCheck.data.error ?? '' })}</p> : null}
          </div>
        </Section>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('common.save')}
        </Button>
      </form>
      <MailOutboxSection />
      <JobsSection />
    </div>
  );
}
