/** Shapes of /api/vehicle-inspections: answers generated from the API's schemas, inputs by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { CAR_VIEWS, CHECK_STATUSES, DAMAGE_SEVERITIES, DAMAGE_TYPES, INSPECTION_KINDS } from '../../../../core/fleet/condition';
export type { CarView, CheckStatus, DamageSeverity, DamageType, InspectionKind } from '../../../../core/fleet/condition';

export type InspectionList = ApiResponse<'GET /api/vehicle-inspections'>;
export type InspectionRow = InspectionList['items'][number];
export type InspectionDetail = ApiResponse<'GET /api/vehicle-inspections/{id}'>;
export type InspectionPoint = InspectionDetail['damagePoints'][number];
export type ChargeResult = ApiResponse<'POST /api/vehicle-inspections/{id}/charge'>;
export type InspectionListParams = { search?: string; kind?: string; dir?: 'asc' | 'desc'; page?: number; pageSize?: number; contractId?: string };

export type PointInput = { view: string; x: number; y: number; type: string; severity: string; note?: string | null; photoDocumentId?: string | null };
export type ConditionInput = { damagePoints: PointInput[]; customerSignature: string | null; customerSignerName?: string | null; inspectorSignature: string | null };
