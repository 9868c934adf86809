import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { useFormatter } from '../../../../web/lib/format';
import { useFleetT } from '../i18n';
import { vehiclesQueryOptions } from './get-vehicles';
import type { Vehicle } from './types';
import { ltr } from '../../../../web/components/data/numbers';

const UNRENTABLE = ['maintenance', 'out_of_service', 'accident', 'stolen', 'police_station'];

/** The vehicle picker: search by plate/make/model; vehicles that cannot be rented are shown but not choosable. */
export function useVehicleOptions(search: string): { options: PickerOption<Vehicle>[]; loading: boolean } {
  const { t } = useFleetT();
  const f = useFormatter();
  const query = useQuery(vehiclesQueryOptions({ search, page: 1, pageSize: 12, sort: 'plate' }));
  const options = (query.data?.items ?? []).map((v) => ({
    id: v.id,
    label: `${ltr(v.plateNumber)} — ${v.make} ${v.model} ${v.year}`,
    detail: `${t(`status.${v.status}`)} · ${f.money(v.dailyRate, v.currency)}`,
    disabled: UNRENTABLE.includes(v.status),
    value: v,
  }));
  return { options, loading: query.isFetching };
}
