import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

export type SupportContact = { name: string; nameAr: string; email: string | null; phone: string | null };

/** The platform team's contact (set in the console's settings); it changes rarely. */
export const useSupportContact = () =>
  useQuery({ queryKey: ['support', 'contact'], queryFn: ({ signal }) => api<SupportContact>('/api/support/contact', { signal }), staleTime: 10 * 60_000 });
