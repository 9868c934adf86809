/** Shapes of /api/traffic-violations and /api/traffic-violation-payments: answers generated from the API's schemas. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { FINE_STATUSES, IMPORT_FIELDS, type FineStatus, type ImportField, type ImportMapping } from '../../../../core/fleet';

export type FineList = ApiResponse<'GET /api/traffic-violations'>;
export type FineRow = FineList['items'][number];
export type FineDetail = ApiResponse<'GET /api/traffic-violations/{id}'>;
export type Sheet = ApiResponse<'POST /api/traffic-violations/import/read'>;
export type ImportResult = ApiResponse<'POST /api/traffic-violations/import'>;
export type FinePaymentList = ApiResponse<'GET /api/traffic-violation-payments'>;
export type FinePaymentRow = FinePaymentList['items'][number];
export type FineSort = 'at' | 'number' | 'amount';
export type FineListParams = { search?: string; status?: string; sort?: FineSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
export type PayMethod = 'cash' | 'bank_transfer' | 'cheque' | 'card';

/** What any fines change makes stale: fines, their payments, billing (invoices), contracts (deposits), the dashboard. */
export const FINE_CHANGE_KEYS = [['fines'], ['billing'], ['contracts'], ['dashboard']] as const;
