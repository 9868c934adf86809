import type { VehicleListParams } from './types';

export const fleetKeys = {
  all: ['fleet'] as const,
  list: (params: VehicleListParams) => ['fleet', 'vehicles', params] as const,
  one: (id: string) => ['fleet', 'vehicle', id] as const,
  availability: (from: string, to: string) => ['fleet', 'availability', from, to] as const,
};
