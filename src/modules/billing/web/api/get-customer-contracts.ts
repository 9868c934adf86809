import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

export type ContractChoice = { id: string; contractNumber: string; status: string; plateNumber: string };

/** GET /api/contracts?customerId=: the customer's contracts, for choosing which one a payment or invoice is for. */
export function useCustomerContracts(customerId: string | null) {
  return useQuery({
    queryKey: ['contracts', 'of-customer', customerId],
    queryFn: ({ signal }) => api<{ items: ContractChoice[] }>(`/api/contracts?customerId=${encodeURIComponent(customerId ?? '')}&pageSize=100&sort=start&dir=desc`, { signal }),
    enabled: Boolean(customerId),
  });
}
