/** Shapes of /api/fleet: records generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export const VEHICLE_STATUSES = ['available', 'rented', 'reserved', 'maintenance', 'out_of_service', 'accident', 'stolen', 'police_station'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'bus', 'coupe', 'truck'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

// The records come from the API's own schemas (src/web/lib/api-types), never written twice.
export type Vehicle = ApiResponse<'GET /api/fleet/vehicles'>['items'][number];
export type ExpiryWarning = Vehicle['warnings'][number];
export type VehicleDetail = ApiResponse<'GET /api/fleet/vehicles/{id}'>;

export type VehicleSort = 'plate' | 'make' | 'year' | 'dailyRate' | 'odometer' | 'status' | 'created';
export type VehicleList = ApiResponse<'GET /api/fleet/vehicles'>;
export type VehicleListParams = { search?: string; status?: string; sort?: VehicleSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type VehicleInput = Record<string, string | number | null>;

export type Availability = ApiResponse<'GET /api/fleet/availability'>;
export type Booking = Availability['vehicles'][number]['bookings'][number];
