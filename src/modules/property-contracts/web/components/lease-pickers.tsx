import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { useCompany } from '../../../../web/components/data/company';
import { EntityPicker, type PickerOption } from '../../../../web/components/data/entity-picker';
import { Button } from '../../../../web/components/ui/button';
import { FormField } from '../../../../web/components/ui/form-field';
import { ltr } from '../../../../web/components/data/numbers';
import { usePropertyOptions } from '../../../properties/web';
import { TenantFormDialog, tenantName, type Tenant } from '../../../tenants/web';
import { useTenantOptions } from '../api/tenant-options';
import { useLeasesT } from '../i18n';

/** What the form keeps of a picked property: its asking rent prefills the monthly rent. */
export type PropertyChoice = PickerOption<{ rentPrice: string | null }>;
export type TenantChoice = PickerOption<{ phone: string }>;

/** Leasable properties and units only (a building with units, a sold one or one under blocking repairs is left out), with the asking rent. */
function useLeasableOptions(search: string): { options: PropertyChoice[]; loading: boolean } {
  const { t } = useLeasesT();
  const co = useCompany();
  const { options, loading } = usePropertyOptions(search, true);
  return {
    loading,
    options: options.map((o) => ({
      id: o.id,
      label: o.label,
      detail: [o.detail, o.value.rentPrice ? t('form.askingRent', { amount: co.money(o.value.rentPrice) }) : t('form.noAskingRent')].filter(Boolean).join(' · '),
      value: { rentPrice: o.value.rentPrice },
    })),
  };
}

function useTenantChoices(search: string): { options: TenantChoice[]; loading: boolean } {
  const { options, loading } = useTenantOptions(search);
  return { loading, options: options.map((o) => ({ ...o, value: { phone: o.value.phone } })) };
}

export function PropertyPicker({ selected, onSelect, error }: { selected: PropertyChoice | null; onSelect: (choice: PropertyChoice | null) => void; error?: string }) {
  const { t } = useLeasesT();
  return (
    <FormField id="lease-propertyId" label={t('form.property')} required error={error} hint={t('form.propertyHint')}>
      <EntityPicker id="lease-propertyId" selected={selected} onSelect={onSelect} useOptions={useLeasableOptions} placeholder={t('form.propertyPlaceholder')} />
    </FormField>
  );
}

/** The tenant: one of the company's tenants, or a new one added (or a customer linked) in the tenants module's dialog. */
export function TenantPicker({ selected, onSelect, error }: { selected: TenantChoice | null; onSelect: (choice: TenantChoice | null) => void; error?: string }) {
  const { t, language } = useLeasesT();
  const [adding, setAdding] = useState(false);
  const added = (tenant: Tenant) => onSelect({ id: tenant.id, label: `${tenantName(tenant, language)} — ${ltr(tenant.customerNumber)}`, detail: ltr(tenant.phone), value: { phone: tenant.phone } });
  return (
    <div className="flex flex-col gap-2">
      <FormField
        id="lease-customerId"
        label={t('form.tenant')}
        required
        error={error}
        aside={
          <Button size="sm" variant="link" className="h-auto" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('form.addTenant')}
          </Button>
        }
      >
        <EntityPicker id="lease-customerId" selected={selected} onSelect={onSelect} useOptions={useTenantChoices} placeholder={t('form.tenantPlaceholder')} />
      </FormField>
      {adding ? <TenantFormDialog open={adding} onOpenChange={setAdding} tenant={null} onSaved={added} /> : null}
    </div>
  );
}
