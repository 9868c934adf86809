import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { fleetKeys } from './keys';
import type { Availability } from './types';

/** GET /api/fleet/availability?from&to (at most 92 days): every vehicle with its bookings. */
export const availabilityQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: fleetKeys.availability(from, to), queryFn: ({ signal }) => api<Availability>(`/api/fleet/availability?from=${from}&to=${to}`, { signal }) });

export function useAvailability(from: string, to: string) {
  return useQuery({ ...availabilityQueryOptions(from, to), placeholderData: keepPreviousData });
}
