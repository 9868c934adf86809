/** Shapes of /api/properties and /api/property-maintenance: records generated from the API's schemas, filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { MAINTENANCE_CATEGORIES, MAINTENANCE_PAYERS, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, MANUAL_PROPERTY_STATUSES, PROPERTY_FEATURES, PROPERTY_STATUSES, PROPERTY_TYPES, PROPERTY_USAGES } from '../../../../core/leasing';
export type { MaintenanceCategory, MaintenancePayer, MaintenancePriority, MaintenanceStatus, PropertyFeature, PropertyStatus, PropertyType } from '../../../../core/leasing';

export type PropertyList = ApiResponse<'GET /api/properties'>;
export type PropertyRow = PropertyList['items'][number];
export type PropertyDetail = ApiResponse<'GET /api/properties/{id}'>;
export type PropertyMap = ApiResponse<'GET /api/properties/map'>;
export type MapRow = PropertyMap['items'][number];
export type PropertyOption = ApiResponse<'GET /api/properties/options'>['items'][number];
export type Property = ApiResponse<'POST /api/properties'>;

export type PropertySort = 'code' | 'name' | 'rent' | 'created' | 'status';
export type PropertyListParams = { search?: string; status?: string; type?: string; ownerId?: string; level?: 'top' | 'units' | 'all'; sort?: PropertySort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
export type PropertyInput = Record<string, string | number | boolean | string[] | null>;

export type MaintenanceList = ApiResponse<'GET /api/property-maintenance'>;
export type MaintenanceRow = MaintenanceList['items'][number];
export type MaintenanceDetail = ApiResponse<'GET /api/property-maintenance/{id}'>;
export type MaintenanceSort = 'created' | 'number' | 'priority' | 'scheduled' | 'status';
export type MaintenanceListParams = { search?: string; status?: string; priority?: string; payer?: string; propertyId?: string; sort?: MaintenanceSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };
export type MaintenanceInput = Record<string, string | boolean | null>;
export const MAINTENANCE_DOCUMENT_KINDS = ['photo', 'invoice', 'report', 'other'] as const;
