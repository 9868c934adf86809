// The payroll settings dialog: the employer's wage protection identifiers (the fields its
// country's file asks for) and the company's own social insurance rates, beside the law's.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCompany } from '../../../../web/components/data/company';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Badge } from '../../../../web/components/data/badge';
import { Alert } from '../../../../web/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Checkbox } from '../../../../web/components/ui/checkbox';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { usePayrollSettings, useSavePayrollSettings } from '../api/payroll';
import type { PayrollSettings, SettingsInput } from '../api/types';
import { usePayrollT } from '../i18n';
import { PayActions } from './pay-actions';

export function PayrollSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const settings = usePayrollSettings(open);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" aria-describedby="payroll-settings-description">
        <DialogTitle>{t('settings.title')}</DialogTitle>
        <DialogDescription id="payroll-settings-description">{t('settings.body')}</DialogDescription>
        {settings.data ? <SettingsForm settings={settings.data} onDone={onClose} /> : settings.isError ? <Alert>{errorText(settings.error, d('loadFailed'), d('network'))}</Alert> : <Spinner />}
      </DialogContent>
    </Dialog>
  );
}

type Rates = Record<string, { employee: string; employer: string; note: string }>;

function SettingsForm({ settings: s, onDone }: { settings: PayrollSettings; onDone: () => void }) {
  const { t } = usePayrollT();
  const d = useDataT().t;
  const co = useCompany();
  const en = co.f.language.startsWith('en');
  const save = useSavePayrollSettings();
  const [wps, setWps] = useState({ wpsEmployerId: s.wpsEmployerId ?? '', wpsPayerId: s.wpsPayerId ?? '', wpsPayerBank: s.wpsPayerBank ?? '', wpsPayerAccount: s.wpsPayerAccount ?? '' });
  const [legacy, setLegacy] = useState(s.wpsLegacyLayout);
  const [rates, setRates] = useState<Rates>(() =>
    Object.fromEntries(s.insurance.branches.map((b) => {
      const o = s.insuranceOverrides.find((x) => x.branchId === b.id);
      return [b.id, { employee: o?.employee ?? '', employer: o?.employer ?? '', note: o?.note ?? '' }];
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const format = s.wpsFormat;

  // The overrides in branch order; the server's field errors name their index.
  const overrides = s.insurance.branches.filter((b) => rates[b.id]!.employee.trim() || rates[b.id]!.employer.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: SettingsInput = {
      ...Object.fromEntries(Object.entries(wps).map(([k, v]) => [k, v.trim() || null])),
      wpsLegacyLayout: legacy,
      insuranceOverrides: overrides.map((b) => {
        const r = rates[b.id]!;
        return { branchId: b.id, employee: r.employee.trim() || null, employer: r.employer.trim() || null, ...(r.note.trim() ? { note: r.note.trim() } : {}) };
      }),
    } as SettingsInput;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('settings.saved'));
        onDone();
      },
      onError: (err) => {
        const fields = fieldErrors(err);
        // insuranceOverrides.{i}.{field} → the branch's own field.
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => {
          const m = /^insuranceOverrides\.(\d+)\.(\w+)$/.exec(k);
          return [m ? `${overrides[Number(m[1])]?.id}.${m[2]}` : k, v];
        })));
        setFormError(errorText(err, d('saveFailed'), d('network')));
      },
    });
  };
  const setRate = (branch: string, field: 'employee' | 'employer' | 'note', value: string) => setRates((r) => ({ ...r, [branch]: { ...r[branch]!, [field]: value } }));
  const wpsField = (key: keyof typeof wps, label: string, hint?: string) => (
    <FormField id={`settings-${key}`} label={label} hint={hint || undefined} error={errors[key]}>
      <Input dir="ltr" className="num text-start" value={wps[key]} maxLength={40} onChange={(ev) => setWps((w) => ({ ...w, [key]: ev.target.value }))} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="payroll-settings-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('settings.wpsTitle')}</legend>
        {format ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {wpsField('wpsEmployerId', t(`settings.employerId.${format}`))}
            {format !== 'uae_sif' ? wpsField('wpsPayerId', t(`settings.payerId.${format}`), t(`settings.payerIdHint.${format}`)) : null}
            {wpsField('wpsPayerBank', t(`settings.payerBank.${format}`))}
            {format !== 'uae_sif' ? wpsField('wpsPayerAccount', t('settings.payerAccount')) : null}
            {format === 'qatar_sif' ? (
              <label htmlFor="settings-legacy" className="flex items-start gap-2 text-sm sm:col-span-2">
                <Checkbox id="settings-legacy" className="mt-0.5" checked={legacy} onChange={(ev) => setLegacy(ev.target.checked)} />
                <span>{t('settings.legacyLayout')}</span>
              </label>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('settings.noWps')}</p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t('settings.insuranceTitle')}</legend>
        <p className="text-sm text-muted-foreground">
          {`${en ? s.insurance.authority.en : s.insurance.authority.ar} — ${en ? s.insurance.law.en : s.insurance.law.ar}`}
        </p>
        <p className="text-xs text-muted-foreground">{t('settings.insuranceBody')}</p>
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {s.insurance.branches.map((b) => (
            <li key={b.id} className="flex flex-col gap-3 p-3" data-testid="payroll-settings-branch">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{en ? b.name.en : b.name.ar}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Badge tone="muted">{t(`settings.covers.${b.covers}`)}</Badge>
                  <span className="num">{`${t('settings.lawRate')}: ${t('settings.employee')} ${b.employee}% · ${t('settings.employer')} ${b.employer}%`}</span>
                </span>
              </div>
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField id={`rate-${b.id}-employee`} label={`${t('settings.companyEmployee')} %`} error={errors[`${b.id}.employee`]}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" placeholder={b.employee} value={rates[b.id]!.employee} onChange={(ev) => setRate(b.id, 'employee', ev.target.value)} />
                </FormField>
                <FormField id={`rate-${b.id}-employer`} label={`${t('settings.companyEmployer')} %`} error={errors[`${b.id}.employer`]}>
                  <Input inputMode="decimal" dir="ltr" className="num text-start" placeholder={b.employer} value={rates[b.id]!.employer} onChange={(ev) => setRate(b.id, 'employer', ev.target.value)} />
                </FormField>
                <FormField id={`rate-${b.id}-note`} label={t('settings.note')} error={errors[`${b.id}.note`]}>
                  <Input value={rates[b.id]!.note} maxLength={200} onChange={(ev) => setRate(b.id, 'note', ev.target.value)} />
                </FormField>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      {s.updatedAt ? <p className="text-xs text-muted-foreground">{t('settings.updatedAt', { date: co.day(s.updatedAt) })}</p> : null}
      <PayActions busy={save.isPending} label={t('settings.save')} onCancel={onDone} />
    </form>
  );
}
