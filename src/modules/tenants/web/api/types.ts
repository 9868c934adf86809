/** The shapes of /api/tenants: generated from the API's own schemas (web/lib/api-types); inputs and filters by hand. */
import type { ApiResponse, Schemas } from '../../../../web/lib/api-types';

export type TenantStatus = 'current' | 'former' | 'prospect';
export type TenantStatusFilter = 'all' | TenantStatus | 'blacklisted';
export type TenantSort = 'created' | 'name' | 'number' | 'balance';

export type Tenant = Schemas['Tenant'];
export type TenantList = ApiResponse<'GET /api/tenants'>;
export type TenantRow = TenantList['items'][number];
export type TenantDetail = ApiResponse<'GET /api/tenants/{id}'>;
export type TenantLease = TenantDetail['leases'][number];
export type TenantMatch = ApiResponse<'GET /api/tenants/matches'>['items'][number];

type CustomerFields = Pick<Tenant, 'customerType' | 'nameAr' | 'nameEn' | 'phone' | 'alternativePhone' | 'email' | 'nationality' | 'civilId' | 'commercialRegister' | 'contactPerson' | 'address' | 'notes' | 'isBlacklisted' | 'blacklistReason'>;
type ProfileFields = Pick<Tenant['profile'], 'employer' | 'occupation' | 'monthlyIncome' | 'emergencyContactName' | 'emergencyContactPhone'>;
/** A new tenant (customer and profile fields), or a link (`customerId` with profile fields only). */
export type TenantInput = Partial<CustomerFields & ProfileFields> & { customerId?: string; confirmDuplicatePhone?: boolean };
export type TenantPatch = Partial<CustomerFields & ProfileFields> & { confirmDuplicatePhone?: boolean };

export type TenantListParams = { search?: string; status?: TenantStatusFilter; sort?: TenantSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
export type MatchParams = { civilId?: string; phone?: string; commercialRegister?: string };
