/** Shapes of /api/fleet/maintenance…: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from '../../../../core/fleet';
export type { MaintenancePriority, MaintenanceStatus, MaintenanceType, WorkOrderAction } from '../../../../core/fleet';

export type WorkOrderList = ApiResponse<'GET /api/fleet/maintenance'>;
export type WorkOrderRow = WorkOrderList['items'][number];
export type WorkOrder = ApiResponse<'GET /api/fleet/maintenance/{id}'>;
export type PlanList = ApiResponse<'GET /api/fleet/maintenance-plans'>;
export type Plan = PlanList['items'][number];
export type DueList = ApiResponse<'GET /api/fleet/maintenance-due'>;
export type DueRow = DueList['items'][number];
export type AlertList = ApiResponse<'GET /api/fleet/vehicle-alerts'>;
export type VehicleAlert = AlertList['items'][number];
export type VehicleRow = ApiResponse<'GET /api/fleet/vehicles'>['items'][number];

export const WORK_ORDER_DOCUMENT_KINDS = ['photo', 'invoice', 'report', 'other'] as const;

export type WorkOrderSort = 'scheduled' | 'number' | 'priority' | 'created';
export type WorkOrderListParams = { search?: string; status?: string; priority?: string; vehicleId?: string; sort?: WorkOrderSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type PartInput = { name: string; quantity: string; unitPrice: string };
export type WorkOrderInput = {
  vehicleId: string;
  maintenanceType: string;
  priority: string;
  description: string | null;
  workshopName: string | null;
  scheduledAt: string;
  expectedEndAt: string;
  estimatedCost: string;
  labourCost: string;
  parts: PartInput[];
  paidBy: 'payable' | 'cash';
  planId?: string | null;
  notes: string | null;
};
export type PlanInput = {
  name: string;
  maintenanceType: string;
  vehicleId: string | null;
  make: string | null;
  model: string | null;
  intervalKm: number | null;
  intervalMonths: number | null;
  isActive: boolean;
  notes: string | null;
};
