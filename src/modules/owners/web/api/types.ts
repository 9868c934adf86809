/** The shapes of /api/owners: generated from the API's own schemas (web/lib/api-types); inputs and filters by hand. */
import type { ApiResponse, Schemas } from '../../../../web/lib/api-types';

export type OwnerType = 'individual' | 'company';
export type OwnerStatusFilter = 'all' | 'active' | 'inactive';
export type PayoutMethod = 'cash' | 'cheque' | 'bank_transfer';

export type Owner = Schemas['PropertyOwner'];
export type OwnerPayout = Schemas['OwnerPayout'];
export type OwnerList = ApiResponse<'GET /api/owners'>;
export type OwnerRow = OwnerList['items'][number];
export type OwnerDetail = ApiResponse<'GET /api/owners/{id}'>;
export type OwnedProperty = OwnerDetail['properties'][number];
export type OwnerStatement = ApiResponse<'GET /api/owners/{id}/statement'>;
export type OwnerOption = ApiResponse<'GET /api/owners/options'>['items'][number];

/** What the owner form sends: the record's own fields, not those the server keeps. */
export type OwnerInput = Partial<Pick<Owner, 'ownerType' | 'nameAr' | 'nameEn' | 'civilId' | 'commercialRegister' | 'nationality' | 'phone' | 'email' | 'address' | 'bankName' | 'iban' | 'commissionRate' | 'notes' | 'isActive'>>;
export type PayoutInput = { payoutDate: string; amount: string; method: PayoutMethod; reference?: string | null; notes?: string | null; allowAdvance?: boolean };

export type OwnerListParams = { search?: string; type?: OwnerType | 'all'; status?: OwnerStatusFilter; sort?: 'name' | 'code' | 'created'; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
export type Period = { from: string; to: string };
