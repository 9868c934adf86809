import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useSaveCostCenter } from '../api/budgets';
import type { CostCenterNode } from '../api/types';
import { useBudgetsT } from '../i18n';

/** Add a centre (optionally under another) or edit one: code, names, parent. */
export function CostCenterDialog({ open, centre, centres, onClose }: { open: boolean; centre: CostCenterNode | null; centres: CostCenterNode[]; onClose: () => void }) {
  const { t, language } = useBudgetsT();
  const d = useDataT().t;
  const save = useSaveCostCenter();
  const [values, setValues] = useState({ code: centre?.code ?? '', nameAr: centre?.nameAr ?? '', nameEn: centre?.nameEn ?? '', parentId: centre?.parentId ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.code.trim()) found.code = d('required');
    if (!values.nameAr.trim()) found.nameAr = d('required');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { id: centre?.id, body: { code: values.code.trim(), nameAr: values.nameAr.trim(), nameEn: values.nameEn.trim() || null, parentId: values.parentId || null } },
      { onSuccess: () => (toast.success(t('centres.saved')), onClose()) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && (save.reset(), onClose())}>
      <DialogContent className="max-w-lg" aria-describedby={undefined}>
        <DialogTitle>{centre ? t('centres.dialogEdit') : t('centres.dialogNew')}</DialogTitle>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="cost-center-form">
          {save.isError ? <Alert>{errorText(save.error, d('saveFailed'), d('network'))}</Alert> : null}
          <FormField id="cc-code" label={t('centres.code')} error={errors.code} required>
            <Input dir="ltr" className="num text-start" value={values.code} onChange={(e) => set('code', e.target.value)} />
          </FormField>
          <FormField id="cc-nameAr" label={t('centres.nameAr')} error={errors.nameAr} required>
            <Input value={values.nameAr} onChange={(e) => set('nameAr', e.target.value)} />
          </FormField>
          <FormField id="cc-nameEn" label={t('centres.nameEn')}>
            <Input dir="ltr" className="text-start" value={values.nameEn} onChange={(e) => set('nameEn', e.target.value)} />
          </FormField>
          <FormField id="cc-parent" label={t('centres.parent')}>
            <NativeSelect value={values.parentId} onChange={(e) => set('parentId', e.target.value)}>
              <option value="">{t('centres.noParent')}</option>
              {centres
                .filter((c) => c.isActive && c.id !== centre?.id)
                .map((c) => (
                  <option key={c.id} value={c.id}>{`${c.code} · ${language === 'en' ? c.nameEn ?? c.nameAr : c.nameAr}`}</option>
                ))}
            </NativeSelect>
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {t('centres.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              {d('cancel')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
