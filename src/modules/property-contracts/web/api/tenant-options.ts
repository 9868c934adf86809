import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { ltr } from '../../../../web/components/data/numbers';
import { fetchTenants, tenantName, type TenantRow } from '../../../tenants/web';
import { useLeasesT } from '../i18n';
import { leaseKeys } from './keys';

/** GET /api/tenants?search=: the lease form's tenant picker (under the tenants key, so a new tenant refreshes it). */
export const tenantOptionsQuery = (search: string) =>
  queryOptions({ queryKey: leaseKeys.tenantOptions(search), queryFn: ({ signal }) => fetchTenants({ search: search || undefined, pageSize: 20 }, signal) });

/** "Name — CUS-00012" with the phone; a blacklisted tenant is shown but cannot be picked (the API refuses them). */
export function useTenantOptions(search: string): { options: PickerOption<TenantRow>[]; loading: boolean } {
  const { t, language } = useLeasesT();
  const query = useQuery(tenantOptionsQuery(search));
  const options = (query.data?.items ?? []).map((tenant) => ({
    id: tenant.id,
    label: `${tenantName(tenant, language)} — ${ltr(tenant.customerNumber)}`,
    detail: [ltr(tenant.phone), tenant.isBlacklisted ? t('form.blacklisted') : null].filter(Boolean).join(' · '),
    disabled: tenant.isBlacklisted,
    value: tenant,
  }));
  return { options, loading: query.isFetching };
}
