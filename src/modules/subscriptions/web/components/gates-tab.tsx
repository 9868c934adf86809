import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../web/components/data/confirm-dialog';
import { fieldErrors } from '../../../../web/components/data/error-text';
import { Button } from '../../../../web/components/ui/button';
import { Card } from '../../../../web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { zodFieldErrors } from '../../../../web/lib/zod-errors';
import { featureGateSchema } from '../../schemas';
import { useDeleteGate, useSaveGate, type Gate, type Plan } from '../api/plans';
import { useSubscriptionsT } from '../i18n';

/** Feature gates: switch on/off in place, edit the plans that include each, add and delete. */
export function GatesTab({ gates, plans }: { gates: readonly Gate[]; plans: readonly Plan[] }) {
  const { t } = useSubscriptionsT();
  const save = useSaveGate();
  const remove = useDeleteGate();
  const [editing, setEditing] = useState<Gate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Gate | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <Button className="w-fit" onClick={() => setEditing('new')}><Plus aria-hidden="true" />{t('gates.add')}</Button>
      <Card className="divide-y divide-border" data-testid="gates-list">
        {gates.map((g) => (
          <div key={g.id} className="flex items-start gap-3 p-4">
            <input type="checkbox" role="switch" className="mt-1 size-5 shrink-0 accent-primary" aria-label={t('gates.switchLabel', { code: g.featureCode })} checked={g.isActive} disabled={save.isPending} onChange={(event) => save.mutate({ id: g.id, input: { isActive: event.target.checked } }, { onSuccess: () => toast.success(t('common.saved')) })} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-semibold">{g.featureName}</span>
              <span dir="ltr" className="text-start text-xs break-all text-muted-foreground">{g.featureCode}</span>
              <span className="text-sm text-muted-foreground">{g.requiredPlans.length ? g.requiredPlans.join(' · ') : t('gates.allPlans')}</span>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <Button variant="outline" size="sm" onClick={() => setEditing(g)}>{t('common.edit')}</Button>
              <Button variant="ghost" size="icon" aria-label={`${t('common.delete')} ${g.featureCode}`} onClick={() => setDeleting(g)}><Trash2 aria-hidden="true" /></Button>
            </div>
          </div>
        ))}
      </Card>
      <GateDialog gate={editing === 'new' ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} plans={plans} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('gates.deleteTitle', { code: deleting?.featureCode ?? '' })}
        description={t('gates.deleteBody')}
        confirmLabel={t('common.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => { toast.success(t('gates.deleted')); setDeleting(null); } })}
      />
    </div>
  );
}

const BLANK = { featureCode: '', featureName: '', description: '', isActive: true, requiredPlans: [] as string[] };

function GateDialog({ gate, open, onOpenChange, plans }: { gate: Gate | null; open: boolean; onOpenChange: (open: boolean) => void; plans: readonly Plan[] }) {
  const { t: tr } = useTranslation();
  const { t, language } = useSubscriptionsT();
  const save = useSaveGate();
  const [v, setV] = useState(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!open) return;
    setV(gate ? { ...gate, description: gate.description ?? '' } : BLANK);
    setErrors({});
  }, [open, gate]);
  function submit() {
    const parsed = featureGateSchema.safeParse(v);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, tr));
    save.mutate({ id: gate?.id ?? null, input: parsed.data }, { onSuccess: () => { toast.success(t('common.saved')); onOpenChange(false); }, onError: (error) => setErrors(fieldErrors(error)) });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{gate ? t('gates.editTitle', { code: gate.featureCode }) : t('gates.newTitle')}</DialogTitle>
        <DialogDescription className="sr-only">{t('gates.requiredHint')}</DialogDescription>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event: FormEvent) => { event.preventDefault(); submit(); }}>
          <FormField id="gate-code" label={t('gates.code')} required error={errors.featureCode}>
            <Input dir="ltr" value={v.featureCode} onChange={(event) => setV((x) => ({ ...x, featureCode: event.target.value }))} />
          </FormField>
          <FormField id="gate-name" label={t('gates.name')} required error={errors.featureName}>
            <Input value={v.featureName} onChange={(event) => setV((x) => ({ ...x, featureName: event.target.value }))} />
          </FormField>
          <FormField id="gate-description" label={t('gates.description')} error={errors.description}>
            <Input value={v.description} onChange={(event) => setV((x) => ({ ...x, description: event.target.value }))} />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('gates.requiredPlans')}</legend>
            <p className="text-xs text-muted-foreground">{t('gates.requiredHint')}</p>
            <div className="flex flex-wrap gap-3">
              {plans.map((p) => (
                <label key={p.planCode} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 accent-primary" checked={v.requiredPlans.includes(p.planCode)} onChange={(event) => setV((x) => ({ ...x, requiredPlans: event.target.checked ? [...x.requiredPlans, p.planCode] : x.requiredPlans.filter((c) => c !== p.planCode) }))} />
                  {(language === 'ar' && p.nameAr) || p.name}
                </label>
              ))}
            </div>
            {errors.requiredPlans ? <p role="alert" className="text-sm text-destructive">{errors.requiredPlans}</p> : null}
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={v.isActive} onChange={(event) => setV((x) => ({ ...x, isActive: event.target.checked }))} />
            {t('gates.active')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>{t('common.save')}</Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
