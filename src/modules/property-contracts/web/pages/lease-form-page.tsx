import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { ltr } from '../../../../web/components/data/numbers';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { Alert } from '../../../../web/components/ui/alert';
import { Button } from '../../../../web/components/ui/button';
import { useLease } from '../api/get-lease';
import { usePropertyPreset } from '../api/property-preset';
import { useTenantPreset } from '../api/tenant-preset';
import type { LeaseDetail } from '../api/types';
import { LeaseForm } from '../components/lease-form';
import type { PropertyChoice, TenantChoice } from '../components/lease-pickers';
import { leasedProperty, nameIn } from '../components/lease-names';
import { useLeasesT } from '../i18n';

/** /properties/contracts/new (`?propertyId=`, `?customerId=` pick them) and /properties/contracts/:id/edit (a draft). */
export function LeaseFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const { t, language } = useLeasesT();
  const co = useCompany();
  const navigate = useNavigate();
  const lease = useLease(id ?? '', Boolean(id));
  const propertyId = id ? null : params.get('propertyId');
  const customerId = id ? null : params.get('customerId');
  const presetProperty = usePropertyPreset(propertyId);
  const presetTenant = useTenantPreset(customerId);
  const back = withBase(co.base, id ? `/properties/contracts/${id}` : '/properties/contracts');

  if ((id && lease.isPending) || (propertyId && presetProperty.isPending) || (customerId && presetTenant.isPending)) return <SkeletonPage />;
  if (id && lease.isError) return <LoadError error={lease.error} onRetry={() => void lease.refetch()} />;
  const draft = id ? (lease.data ?? null) : null;
  if (draft && draft.status !== 'draft') {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
        <PageHeader title={t('form.editTitle', { number: draft.leaseNumber })} back={back} />
        <Alert tone="warning">{t('form.notDraft', { number: draft.leaseNumber })}</Alert>
        <Button asChild className="w-fit">
          <Link to={back}>{t('form.openLease')}</Link>
        </Button>
      </div>
    );
  }

  // A link's property or tenant is shown picked only when it can be leased to (a bad id is simply not picked).
  const p = presetProperty.data;
  const property: PropertyChoice | null = draft
    ? choiceOfLeaseProperty(draft)
    : p && p.leasable
      ? { id: p.id, label: `${p.propertyCode} — ${nameIn(p, language)}`, detail: p.parent ? nameIn(p.parent, language) : undefined, value: { rentPrice: p.rentPrice } }
      : null;
  const c = presetTenant.data;
  const tenant: TenantChoice | null = draft
    ? { id: draft.tenant.id, label: `${nameIn(draft.tenant, language)} — ${ltr(draft.tenant.customerNumber)}`, detail: ltr(draft.tenant.phone), value: { phone: draft.tenant.phone } }
    : c && !c.isBlacklisted
      ? { id: c.id, label: `${nameIn(c, language)} — ${ltr(c.customerNumber)}`, detail: ltr(c.phone), value: { phone: c.phone } }
      : null;

  function choiceOfLeaseProperty(l: LeaseDetail): PropertyChoice {
    const named = leasedProperty(l.property, language);
    return { id: l.property.id, label: `${l.property.propertyCode} — ${named.name}`, detail: named.building ?? undefined, value: { rentPrice: null } };
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5" data-testid="lease-form-page">
      <PageHeader title={draft ? t('form.editTitle', { number: draft.leaseNumber }) : t('form.newTitle')} subtitle={t('form.description')} back={back} />
      <LeaseForm key={draft?.id ?? 'new'} lease={draft} preset={{ property, tenant }} onSaved={(saved) => navigate(withBase(co.base, `/properties/contracts/${saved.id}`))} onCancel={() => navigate(back)} />
    </div>
  );
}
