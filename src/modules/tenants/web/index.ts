// What other modules' pages may use from tenants (the lease form's tenant, names and badges).
export { fetchTenants } from './api/get-tenants';
export type { Tenant, TenantRow, TenantStatus } from './api/types';
export { TenantBadges } from './components/tenant-badges';
export { TenantFormDialog } from './components/tenant-form-dialog';
export { tenantName } from './components/tenant-name';
