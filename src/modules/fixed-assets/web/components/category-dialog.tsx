import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorText, fieldErrors } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { integerOf } from '../../../../web/components/data/numbers';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../web/components/ui/dialog';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { useCreateCategory } from '../api/assets';
import { DEPRECIATION_METHODS, type Category } from '../api/types';
import { useAssetsT } from '../i18n';

/** A new asset category (names, default life and method), added from the asset form when the right one is missing; its accounts come from the company's mappings. */
export function CategoryDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (category: Category) => void }) {
  const { t } = useAssetsT();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg" aria-describedby="category-form-description">
        <DialogTitle>{t('category.title')}</DialogTitle>
        <DialogDescription id="category-form-description">{t('category.body')}</DialogDescription>
        {open ? <CategoryForm onCreated={onCreated} onCancel={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ onCreated, onCancel }: { onCreated: (category: Category) => void; onCancel: () => void }) {
  const { t } = useAssetsT();
  const d = useDataT().t;
  const create = useCreateCategory();
  const [values, setValues] = useState({ nameAr: '', nameEn: '', defaultLifeMonths: '60', defaultMethod: 'straight_line' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof typeof values, value: string) => setValues({ ...values, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const life = integerOf(values.defaultLifeMonths);
    const wrong: Record<string, string> = {};
    if (!values.nameAr.trim()) wrong.nameAr = d('required');
    if (life === null || life < 1) wrong.defaultLifeMonths = t('category.lifeInvalid');
    if (Object.keys(wrong).length) return setErrors(wrong);
    setErrors({});
    create.mutate(
      { nameAr: values.nameAr.trim(), nameEn: values.nameEn.trim() || null, defaultLifeMonths: life!, defaultMethod: values.defaultMethod },
      {
        onSuccess: (category) => {
          toast.success(t('category.saved'));
          onCreated(category);
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          setFormError(errorText(err, d('saveFailed'), d('network')));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="category-form">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="category-nameAr" label={t('category.nameAr')} error={errors.nameAr} required>
          <Input value={values.nameAr} onChange={(e) => set('nameAr', e.target.value)} autoFocus />
        </FormField>
        <FormField id="category-nameEn" label={t('fields.nameEn')} error={errors.nameEn}>
          <Input dir="ltr" className="text-start" value={values.nameEn} onChange={(e) => set('nameEn', e.target.value)} />
        </FormField>
        <FormField id="category-defaultLifeMonths" label={t('category.life')} error={errors.defaultLifeMonths} required>
          <Input inputMode="numeric" dir="ltr" className="num text-start" value={values.defaultLifeMonths} onChange={(e) => set('defaultLifeMonths', e.target.value)} />
        </FormField>
        <FormField id="category-defaultMethod" label={t('fields.method')} error={errors.defaultMethod}>
          <NativeSelect value={values.defaultMethod} onChange={(e) => set('defaultMethod', e.target.value)}>
            {DEPRECIATION_METHODS.map((m) => (
              <option key={m} value={m}>{t(`method.${m}`)}</option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          {t('category.save')}
        </Button>
        <Button variant="ghost" disabled={create.isPending} onClick={onCancel}>
          {d('cancel')}
        </Button>
      </div>
    </form>
  );
}
