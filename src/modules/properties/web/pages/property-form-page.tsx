import { useNavigate, useParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { LoadError } from '../../../../web/components/data/load-error';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { useProperty } from '../api/get-property';
import { PropertyForm } from '../components/property-form';
import { usePropertiesT } from '../i18n';

/** /properties/add and /properties/:id/edit: the property form as a page of sections. */
export function PropertyFormPage() {
  const { id } = useParams();
  const { t } = usePropertiesT();
  const co = useCompany();
  const navigate = useNavigate();
  const query = useProperty(id ?? '', Boolean(id));
  const back = withBase(co.base, id ? `/properties/${id}` : '/properties');
  if (id && query.isPending) return <SkeletonPage />;
  if (id && query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const property = id ? (query.data ?? null) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="property-form-page">
      <PageHeader title={property ? t('form.editTitle', { code: property.propertyCode }) : t('form.addTitle')} subtitle={t('form.description')} back={back} />
      <PropertyForm key={property?.id ?? 'new'} property={property} currency={co.currency} onSaved={(saved) => navigate(withBase(co.base, `/properties/${saved.id}`))} onCancel={() => navigate(back)} />
    </div>
  );
}
