import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { Spinner } from '../../../../web/components/ui/spinner';
import { CURRENCY_CODES } from '../../../../core/money';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { planSchema } from '../../schemas';
import { useSavePlan, type Plan } from '../api/plans';
import { useSubscriptionsT } from '../i18n';

const LIMITS = ['maxUsers', 'maxVehicles', 'maxCustomers', 'maxContracts', 'storageLimitGb'] as const;
type Limit = (typeof LIMITS)[number];
type Values = { planCode: string; name: string; nameAr: string; description: string; features: string; isActive: boolean; isDefault: boolean } & Record<Limit, string> & { prices: Record<string, { monthly: string; yearly: string }> };

const valuesOf = (p: Plan | null): Values => ({
  planCode: p?.planCode ?? '',
  name: p?.name ?? '',
  nameAr: p?.nameAr ?? '',
  description: p?.description ?? '',
  features: p?.features.join(', ') ?? '',
  isActive: p?.isActive ?? true,
  isDefault: p?.isDefault ?? false,
  ...(Object.fromEntries(LIMITS.map((l) => [l, p?.[l] == null ? '' : String(p[l])])) as Record<Limit, string>),
  prices: Object.fromEntries(CURRENCY_CODES.map((c) => { const price = p?.prices.find((x) => x.currency === c); return [c, { monthly: price?.monthly ?? '', yearly: price?.yearly ?? '' }]; })),
});

/** Creates or edits a plan: names, limits (empty = unlimited), features and prices per currency. */
export function PlanDialog({ plan, open, onOpenChange }: { plan: Plan | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t: tr } = useTranslation();
  const { t, language } = useSubscriptionsT();
  const save = useSavePlan();
  const [v, setV] = useState<Values>(() => valuesOf(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => { if (open) { setV(valuesOf(plan)); setErrors({}); } }, [open, plan]);

  function submit() {
    const input = {
      planCode: v.planCode.trim(),
      name: v.name,
      nameAr: v.nameAr,
      description: v.description,
      features: v.features.split(/[,،\s]+/).map((f) => f.trim()).filter(Boolean),
      isActive: v.isActive,
      isDefault: v.isDefault,
      ...Object.fromEntries(LIMITS.map((l) => [l, v[l].trim() === '' ? null : Number(v[l])])),
      prices: Object.entries(v.prices).filter(([, p]) => p.monthly.trim() || p.yearly.trim()).map(([currency, p]) => ({ currency, monthly: p.monthly.trim(), yearly: p.yearly.trim() })),
    };
    const parsed = planSchema.safeParse(input);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    const { planCode, ...patch } = parsed.data;
    save.mutate({ id: plan?.id ?? null, input: plan ? { ...patch, planCode: plan.planCode } : { planCode, ...patch } }, { onSuccess: () => { toast.success(t('common.saved')); onOpenChange(false); }, onError: (error) => setErrors(fieldErrors(error)) });
  }
  const text = (name: 'planCode' | 'name' | 'nameAr' | 'description', required = false) => (
    <FormField id={`plan-${name}`} label={t(`plans.${name === 'planCode' ? 'code' : name}`)} required={required} error={errors[name]} hint={name === 'planCode' ? t('plans.codeHint') : undefined}>
      <Input dir={name === 'planCode' ? 'ltr' : undefined} disabled={name === 'planCode' && plan !== null} value={v[name]} onChange={(event) => setV((x) => ({ ...x, [name]: event.target.value }))} />
    </FormField>
  );
  const check = (name: 'isActive' | 'isDefault', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" checked={v[name]} onChange={(event) => setV((x) => ({ ...x, [name]: event.target.checked }))} />
      {label}
    </label>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogTitle>{plan ? t('plans.editTitle', { name: (language === 'ar' && plan.nameAr) || plan.name }) : t('plans.newTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('plans.limits')}</DialogDescription>
        <form noValidate className="flex flex-col gap-5" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text('planCode', true)}
            {text('description')}
            {text('name', true)}
            {text('nameAr', true)}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('plans.limits')}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {LIMITS.map((l) => (
                <FormField key={l} id={`plan-${l}`} label={t(`plans.${l}`)} error={errors[l]}>
                  <Input dir="ltr" inputMode="numeric" placeholder={t('common.unlimited')} value={v[l]} onChange={(event) => setV((x) => ({ ...x, [l]: event.target.value }))} />
                </FormField>
              ))}
            </div>
          </fieldset>
          <FormField id="plan-features" label={t('plans.features')} error={errors.features}>
            <Input dir="ltr" value={v.features} onChange={(event) => setV((x) => ({ ...x, features: event.target.value }))} />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('plans.prices')}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {CURRENCY_CODES.map((c) => (
                <div key={c} className="grid grid-cols-[3.5rem_1fr_1fr] items-center gap-2">
                  <span className="num text-sm font-semibold">{c}</span>
                  {(['monthly', 'yearly'] as const).map((k) => (
                    <Input key={k} dir="ltr" inputMode="decimal" aria-label={`${c} ${t(`plans.${k}`)}`} placeholder={t(`plans.${k}`)} value={v.prices[c]?.[k] ?? ''} onChange={(event) => setV((x) => ({ ...x, prices: { ...x.prices, [c]: { ...x.prices[c]!, [k]: event.target.value } } }))} />
                  ))}
                </div>
              ))}
            </div>
            {Object.entries(errors).filter(([k]) => k.startsWith('prices')).map(([k, m]) => <p key={k} role="alert" className="text-sm text-destructive">{m}</p>)}
          </fieldset>
          <div className="flex flex-wrap gap-5">
            {check('isActive', t('plans.active'))}
            {check('isDefault', t('plans.default'))}
          </div>
          {save.isError && Object.keys(fieldErrors(save.error)).length === 0 ? <Alert>{errorText(save.error, t('common.failed'), t('common.failed'))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>{save.isPending ? <Spinner /> : null}{t('common.save')}</Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
