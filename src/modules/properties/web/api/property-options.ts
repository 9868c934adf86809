import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { api, queryString } from '../../../../web/lib/api';
import { propertyName } from '../components/property-name';
import { usePropertiesT } from '../i18n';
import { propertyKeys } from './keys';
import type { PropertyOption } from './types';

/** GET /api/properties/options?search=&leasable=1: the picker of properties and units (the lease form asks for leasable ones). */
export const propertyOptionsQuery = (search: string, leasable: boolean) =>
  queryOptions({
    queryKey: propertyKeys.options(search, leasable),
    queryFn: ({ signal }) => api<{ items: PropertyOption[]; currency: string }>(`/api/properties/options${queryString({ search, leasable: leasable ? 1 : undefined })}`, { signal }),
  });

/** For EntityPicker: "PRP-00012 — Tower A · unit 101" with its status; `leasable` keeps only what a lease can start on. */
export function usePropertyOptions(search: string, leasable = false): { options: PickerOption<PropertyOption>[]; loading: boolean } {
  const { t, language } = usePropertiesT();
  const query = useQuery(propertyOptionsQuery(search, leasable));
  const options = (query.data?.items ?? []).map((p) => ({
    id: p.id,
    label: `${p.propertyCode} — ${propertyName(p, language)}`,
    detail: [p.buildingNameAr ? `${t('detail.building')}: ${propertyName({ nameAr: p.buildingNameAr, nameEn: p.buildingNameEn }, language)}` : null, t(`status.${p.status}`)].filter(Boolean).join(' · '),
    value: p,
  }));
  return { options, loading: query.isFetching };
}
