/** Shapes of the /api/company calls: the record generated from the API's schema, the edit by hand. */
import type { ApiResponse } from '../../../lib/api-types';
/** The company as GET /api/company answers it (generated from the API's schema). */
export type Company = ApiResponse<'GET /api/company'>;

export type CompanyPatch = Partial<
  Pick<Company, 'name' | 'nameAr' | 'country' | 'currency' | 'timezone' | 'workWeek' | 'vatRate' | 'city' | 'email' | 'phone' | 'address' | 'addressAr' | 'commercialRegister' | 'licenseNumber' | 'vatNumber' | 'pricesIncludeVat'>
>;

export type CompanyModule = { moduleName: string; isEnabled: boolean; version: string };
