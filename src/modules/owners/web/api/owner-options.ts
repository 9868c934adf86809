import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../../web/components/data/entity-picker';
import { api, queryString } from '../../../../web/lib/api';
import { ownerName } from '../components/owner-name';
import { useOwnersT } from '../i18n';
import { ownerKeys } from './keys';
import type { OwnerOption } from './types';

/** GET /api/owners/options: active owners for a picker (a property's owner), with their commission. */
export function fetchOwnerOptions(search: string, signal?: AbortSignal): Promise<{ items: OwnerOption[] }> {
  return api<{ items: OwnerOption[] }>(`/api/owners/options${queryString({ search: search || undefined })}`, { signal });
}

export function useOwnerOptions(search: string): { options: PickerOption<OwnerOption>[]; loading: boolean } {
  const { language } = useOwnersT();
  const query = useQuery({ queryKey: ownerKeys.options(search), queryFn: ({ signal }) => fetchOwnerOptions(search, signal) });
  return {
    options: (query.data?.items ?? []).map((o) => ({ id: o.id, label: ownerName(o, language), detail: `${o.ownerCode} · ${Number(o.commissionRate)}%`, value: o })),
    loading: query.isFetching,
  };
}
