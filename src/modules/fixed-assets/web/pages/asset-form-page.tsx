import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { errorText } from '../../../../web/components/data/error-text';
import { useDataT } from '../../../../web/components/data/i18n';
import { amountOf, integerOf } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { Textarea } from '../../../../web/components/data/textarea';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { Input } from '../../../../web/components/ui/input';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Spinner } from '../../../../web/components/ui/spinner';
import { isApiError } from '../../../../web/lib/api';
import { useSaveShortcut } from '../../../../web/lib/use-save-shortcut';
import { useVehicleOptions, type Vehicle } from '../../../fleet/web';
import { useCategories, useCreateAsset } from '../api/assets';
import { ACQUISITION_METHODS, DEPRECIATION_METHODS, type AssetInput, type Category } from '../api/types';
import { CategoryDialog } from '../components/category-dialog';
import { useAssetsT } from '../i18n';

type Values = Record<'nameAr' | 'nameEn' | 'categoryId' | 'purchaseDate' | 'cost' | 'salvageValue' | 'lifeMonths' | 'method' | 'depreciationStart' | 'acquisitionMethod' | 'notes', string>;
type Field = keyof Values | 'vehicleId';

/** Every vehicle may be an asset: the fleet's picker with nothing greyed out. */
function useAnyVehicle(search: string) {
  const { options, loading } = useVehicleOptions(search);
  return { options: options.map((o) => ({ ...o, disabled: false })), loading };
}

/** /finance/assets/new — the asset, its category (life and method suggested from it), its cost and how it was acquired. */
export function AssetFormPage() {
  const { t } = useAssetsT();
  const d = useDataT().t;
  const co = useCompany();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategories();
  const create = useCreateAsset();
  const [values, setValues] = useState<Values>({ nameAr: '', nameEn: '', categoryId: '', purchaseDate: co.today, cost: '', salvageValue: '', lifeMonths: '', method: '', depreciationStart: '', acquisitionMethod: 'bank_transfer', notes: '' });
  const [vehicle, setVehicle] = useState<PickerOption<Vehicle> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const canPickVehicle = co.can('fleet.vehicles.read');
  const [addingCategory, setAddingCategory] = useState(false);
  // A category made here is chosen at once, with its life and method suggested as any other's.
  const categoryCreated = (c: Category) => {
    setAddingCategory(false);
    setValues((v) => ({ ...v, categoryId: c.id, lifeMonths: String(c.defaultLifeMonths), method: c.defaultMethod }));
    if (errors.categoryId) setErrors(({ categoryId: _, ...rest }) => rest);
  };

  const set = (field: keyof Values, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // A category suggests its life and method.
      const category = field === 'categoryId' ? categories.data?.items.find((c) => c.id === value) : undefined;
      return category ? { ...next, lifeMonths: String(category.defaultLifeMonths), method: category.defaultMethod } : next;
    });
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function submitNow() {
    if (create.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.nameAr.trim()) found.nameAr = d('required');
    if (!values.categoryId) found.categoryId = d('required');
    if (!values.purchaseDate) found.purchaseDate = d('required');
    const cost = amountOf(values.cost);
    if (!cost) found.cost = cost === '' ? d('required') : d('invalidAmount');
    const salvage = amountOf(values.salvageValue);
    if (salvage === null) found.salvageValue = d('invalidAmount');
    const life = values.lifeMonths ? integerOf(values.lifeMonths) : undefined;
    if (life === null || (life !== undefined && (life < 1 || life > 600))) found.lifeMonths = d('invalidAmount');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`asset-${first}`)?.focus();
    setFormError(null);
    const body: AssetInput = {
      nameAr: values.nameAr.trim(),
      nameEn: values.nameEn.trim() || null,
      categoryId: values.categoryId,
      purchaseDate: values.purchaseDate,
      cost: cost!,
      ...(salvage ? { salvageValue: salvage } : {}),
      ...(life ? { lifeMonths: life } : {}),
      ...(values.method ? { method: values.method } : {}),
      ...(values.depreciationStart ? { depreciationStart: values.depreciationStart } : {}),
      vehicleId: vehicle?.id ?? null,
      acquisitionMethod: values.acquisitionMethod,
      notes: values.notes.trim() || null,
    };
    create.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('form.created', { code: saved.code }));
        navigate(withBase(co.base, `/finance/assets/${saved.id}`));
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
        setFormError(errorText(error, d('saveFailed'), d('network')));
      },
    });
  }
  useSaveShortcut(formRef, submitNow, { global: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitNow();
  };

  const text = (field: keyof Values, props: { type?: string; ltr?: boolean; label?: string; required?: boolean; numeric?: boolean } = {}) => (
    <FormField id={`asset-${field}`} label={props.label ?? t(`fields.${field as 'notes'}`)} error={errors[field]} required={props.required}>
      <Input type={props.type ?? 'text'} inputMode={props.numeric ? 'decimal' : undefined} dir={props.ltr ? 'ltr' : undefined} className={props.ltr ? 'num text-start' : undefined} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </FormField>
  );
  const en = co.f.language.startsWith('en');

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('form.newTitle')} subtitle={t('form.description')} back={withBase(co.base, '/finance/assets')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-label={t('form.newTitle')} data-testid="asset-form">
        {formError ? <Alert>{formError}</Alert> : null}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          {text('nameAr', { required: true })}
          {text('nameEn', { ltr: true })}
          <FormField
            id="asset-categoryId"
            label={t('fields.category')}
            error={errors.categoryId}
            required
            aside={
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => setAddingCategory(true)} data-testid="asset-new-category">
                {t('category.add')}
              </Button>
            }
          >
            <NativeSelect value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
              <option value="">{t('form.chooseCategory')}</option>
              {(categories.data?.items ?? []).map((c) => (
                <option key={c.id} value={c.id}>{en && c.nameEn ? c.nameEn : c.nameAr}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('purchaseDate', { type: 'date', ltr: true, required: true })}
          {text('cost', { ltr: true, numeric: true, required: true, label: `${t('fields.cost')} (${co.currency})` })}
          {text('salvageValue', { ltr: true, numeric: true, label: `${t('fields.salvageValue')} (${co.currency})` })}
          {text('lifeMonths', { ltr: true, numeric: true })}
          <FormField id="asset-method" label={t('fields.method')} error={errors.method}>
            <NativeSelect value={values.method} onChange={(e) => set('method', e.target.value)}>
              <option value="">—</option>
              {DEPRECIATION_METHODS.map((m) => (
                <option key={m} value={m}>{t(`method.${m}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {text('depreciationStart', { type: 'date', ltr: true })}
          <FormField id="asset-acquisitionMethod" label={t('fields.acquisitionMethod')} error={errors.acquisitionMethod} hint={t('form.acquisitionHint')} required>
            <NativeSelect value={values.acquisitionMethod} onChange={(e) => set('acquisitionMethod', e.target.value)}>
              {ACQUISITION_METHODS.map((m) => (
                <option key={m} value={m}>{t(`acquisition.${m}`)}</option>
              ))}
            </NativeSelect>
          </FormField>
          {canPickVehicle ? (
            <FormField id="asset-vehicleId" label={t('fields.vehicle')} error={errors.vehicleId} className="sm:col-span-2">
              <EntityPicker id="asset-vehicleId" selected={vehicle} onSelect={setVehicle} useOptions={useAnyVehicle} placeholder={t('form.chooseVehicle')} />
            </FormField>
          ) : null}
          <FormField id="asset-notes" label={t('fields.notes')} className="sm:col-span-2">
            <Textarea value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={create.isPending} data-testid="asset-save">
            {create.isPending ? <Spinner /> : null}
            {t('form.save')}
          </Button>
          <Button variant="ghost" disabled={create.isPending} onClick={() => navigate(-1)}>
            {d('cancel')}
          </Button>
          <span className="ms-auto hidden text-xs text-muted-foreground sm:inline">{d('saveShortcut')}</span>
        </div>
      </form>
      <CategoryDialog open={addingCategory} onClose={() => setAddingCategory(false)} onCreated={categoryCreated} />
    </div>
  );
}
