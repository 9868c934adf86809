import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { hrKeys } from './keys';
import type { Assignable } from './types';

/** GET /api/hr/assignable: only the roles and permissions the caller may give (spec §6 "can assign"). */
export function fetchAssignable(signal?: AbortSignal): Promise<Assignable> {
  return api<Assignable>('/api/hr/assignable', { signal });
}

export const assignableQueryOptions = queryOptions({ queryKey: hrKeys.assignable, queryFn: ({ signal }) => fetchAssignable(signal), staleTime: 300_000 });

export function useAssignable() {
  return useQuery(assignableQueryOptions);
}
