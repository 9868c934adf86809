/** Shapes of /api/dispatch-permits: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { PERMIT_PRIORITIES, PERMIT_PURPOSES, PERMIT_STATUSES } from '../../../../core/dispatch';
export type { PermitAction, PermitPriority, PermitPurpose, PermitStatus } from '../../../../core/dispatch';

export type PermitList = ApiResponse<'GET /api/dispatch-permits'>;
export type PermitRow = PermitList['items'][number];
export type PermitDetail = ApiResponse<'GET /api/dispatch-permits/{id}'>;
export type PermitHistory = PermitDetail['history'][number];
export type PermitAvailability = ApiResponse<'GET /api/dispatch-permits/availability'>;

export type PermitSort = 'start' | 'number' | 'created';
export type PermitListParams = { search?: string; status?: string; sort?: PermitSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type PermitInput = {
  vehicleId: string;
  driverId: string;
  purpose: string;
  purposeAr?: string | null;
  purposeEn?: string | null;
  destinationAr?: string | null;
  destinationEn?: string | null;
  startAt: string;
  endAt: string;
  expectedKm?: number | null;
  fuelAllowance?: string;
  priority?: string;
  notes?: string | null;
};
