/** Shapes of the console's /api/platform/* answers: records generated from the API's schemas, filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
// The console's records come from the API's own schemas (src/web/lib/api-types).
export type CompanyRow = ApiResponse<'GET /api/platform/companies'>['items'][number];
export type CompanyDetail = ApiResponse<'GET /api/platform/companies/{id}'>;

export type CompanyFilters = { search?: string; businessType?: string; plan?: string; status?: string; country?: string };

export type UserList = ApiResponse<'GET /api/platform/users'>;
export type UserRow = UserList['items'][number];
export type UserFilters = { search?: string; companyId?: string; role?: string; active?: string; page?: number };

export type PlanOption = { id: string; planCode: string; name: string; nameAr: string | null; isActive: boolean; isDefault: boolean };
