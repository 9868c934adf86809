import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { withBase } from '../../../../core/modules';
import { useCompany } from '../../../../web/components/data/company';
import { PageHeader } from '../../../../web/components/data/page-header';
import { SkeletonPage } from '../../../../web/components/data/skeleton';
import { customerOption, fetchCustomer } from '../../../customers/web';
import { fetchVehicle } from '../../../fleet/web';
import { ContractForm } from '../components/contract-form';
import { useContractsT } from '../i18n';
import { ltr } from '../../../../web/components/data/numbers';

/** /contracts/new (?customerId=&vehicleId= prefill the pickers, e.g. from a customer or vehicle page). */
export function NewContractPage() {
  const { t, language } = useContractsT();
  const co = useCompany();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customerId = params.get('customerId');
  const vehicleId = params.get('vehicleId');
  const customer = useQuery({ queryKey: ['customers', 'one', customerId], queryFn: ({ signal }) => fetchCustomer(customerId!, signal), enabled: Boolean(customerId) });
  const vehicle = useQuery({ queryKey: ['fleet', 'vehicle', vehicleId], queryFn: ({ signal }) => fetchVehicle(vehicleId!, signal), enabled: Boolean(vehicleId) });
  const waiting = (customerId && customer.isPending) || (vehicleId && vehicle.isPending);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageHeader title={t('form.title')} subtitle={t('form.description')} back={withBase(co.base, '/contracts')} />
      {waiting ? (
        <SkeletonPage />
      ) : (
        <ContractForm
          initialCustomer={customer.data ? customerOption(customer.data, language) : null}
          initialVehicle={vehicle.data ? { id: vehicle.data.id, label: `${ltr(vehicle.data.plateNumber)} — ${vehicle.data.make} ${vehicle.data.model} ${vehicle.data.year}`, value: vehicle.data } : null}
          onCreated={(contract) => navigate(withBase(co.base, `/contracts/${contract.id}`))}
          onCancel={() => navigate(-1)}
        />
      )}
    </div>
  );
}
