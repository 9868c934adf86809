import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { propertyKeys } from './keys';
import type { Property, PropertyInput } from './types';

/** POST /api/properties (a unit with parentId) or PATCH /api/properties/{id}; field errors come back in `fields`. */
export function saveProperty({ id, body }: { id: string | null; body: PropertyInput }): Promise<Property> {
  return id ? api<Property>(`/api/properties/${encodeURIComponent(id)}`, { method: 'PATCH', body }) : api<Property>('/api/properties', { method: 'POST', body });
}

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProperty, onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }) });
}
