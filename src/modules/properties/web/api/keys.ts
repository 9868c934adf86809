import type { MaintenanceListParams, PropertyListParams } from './types';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (params: PropertyListParams) => ['properties', 'list', params] as const,
  one: (id: string) => ['properties', 'one', id] as const,
  map: ['properties', 'map'] as const,
  options: (search: string, leasable: boolean) => ['properties', 'options', search, leasable] as const,
  owners: ['owners', 'options'] as const,
};

export const maintenanceKeys = {
  all: ['property-maintenance'] as const,
  list: (params: MaintenanceListParams) => ['property-maintenance', 'list', params] as const,
  one: (id: string) => ['property-maintenance', 'one', id] as const,
};

/** A maintenance change may move its property's status (a blocking request) and the property page's lists. */
export const MAINTENANCE_CHANGE_KEYS = [maintenanceKeys.all, propertyKeys.all] as const;
