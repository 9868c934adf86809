import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { customerOption, fetchCustomer } from '../../../customers/web';
import { QuotationForm } from '../components/quotation-form';
import { useQuotationsT } from '../i18n';

/** /quotations/new (?customerId= prefills the customer). */
export function NewQuotationPage() {
  const { t, language } = useQuotationsT();
  const co = useCompany();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = params.get('customerId');
  const customer = useQuery({ queryKey: ['customers', 'one', customerId], queryFn: ({ signal }) => fetchCustomer(customerId!, signal), enabled: Boolean(customerId) });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <PageHeader title={t('form.title')} subtitle={t('form.description')} back={withBase(co.base, '/quotations')} />
      {customerId && customer.isPending ? (
        <SkeletonPage />
      ) : (
        <QuotationForm initialCustomer={customer.data ? customerOption(customer.data, language) : null} onCreated={(q) => navigate(withBase(co.base, `/quotations/${q.id}`))} onCancel={() => navigate(-1)} />
      )}
    </div>
  );
}
