import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { ltr } from '../../../../web/components/data/numbers';
import { api, queryString } from '../../../../web/lib/api';
import type { VehicleRow } from './types';

/** The picker's option of a vehicle: any vehicle may go to the workshop (a damaged one most of all). */
export const vehicleOption = (v: Pick<VehicleRow, 'id' | 'plateNumber' | 'make' | 'model' | 'year'>): PickerOption<Pick<VehicleRow, 'id' | 'plateNumber' | 'make' | 'model' | 'year'>> => ({
  id: v.id,
  label: `${ltr(v.plateNumber)} — ${v.make} ${v.model} ${v.year}`,
  value: v,
});

/** GET /api/fleet/vehicles searched by plate, make or model. */
export function useWorkshopVehicleOptions(search: string) {
  const query = useQuery({
    queryKey: ['fleet', 'list', 'workshop-picker', search],
    queryFn: ({ signal }) => api<{ items: VehicleRow[] }>(`/api/fleet/vehicles${queryString({ search, page: 1, pageSize: 12, sort: 'plate' })}`, { signal }),
  });
  return { options: (query.data?.items ?? []).map(vehicleOption), loading: query.isFetching };
}

/** One vehicle (a due row's or a link's ?vehicleId=), to preselect it in the form. */
export function useVehicleById(id: string) {
  return useQuery({ queryKey: ['fleet', 'one', id, 'workshop'], queryFn: ({ signal }) => api<VehicleRow>(`/api/fleet/vehicles/${encodeURIComponent(id)}`, { signal }), enabled: Boolean(id) });
}

/** Every vehicle's plate by id (the plans table names a plan's vehicle); one page of up to 200. */
export function useVehicleIndex() {
  const query = useQuery({
    queryKey: ['fleet', 'list', 'workshop-index'],
    queryFn: ({ signal }) => api<{ items: VehicleRow[] }>(`/api/fleet/vehicles${queryString({ page: 1, pageSize: 200, sort: 'plate' })}`, { signal }),
  });
  return new Map((query.data?.items ?? []).map((v) => [v.id, v]));
}
