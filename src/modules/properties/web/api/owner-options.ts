import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../../web/lib/api';
import { propertyKeys } from './keys';

/** An owner as the owners module's picker endpoint gives it (GET /api/owners/options). */
export type OwnerOption = { id: string; ownerCode: string; nameAr: string; nameEn: string | null };

/**
 * The owners a property may belong to. The owners module answers GET /api/owners/options; until a
 * server has it (404), the form leaves the owner out and says so rather than failing.
 */
export const ownerOptionsQuery = queryOptions({
  queryKey: propertyKeys.owners,
  queryFn: async ({ signal }): Promise<OwnerOption[] | null> => {
    try {
      const body = await api<{ items: OwnerOption[] }>('/api/owners/options', { signal });
      return body.items;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useOwnerOptions(enabled = true) {
  return useQuery({ ...ownerOptionsQuery, enabled });
}
