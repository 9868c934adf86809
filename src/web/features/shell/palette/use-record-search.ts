// Record hits for the palette and /search: customers, vehicles, contracts, quotations and
// invoices found on the server (GET /api/search/records), after a short pause in typing.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

export type RecordHit = { kind: 'customer' | 'vehicle' | 'contract' | 'quotation' | 'invoice'; id: string; title: string; subtitle: string | null; href: string };

const PAUSE_MS = 250;

/** Hits for a query of two characters or more; nothing for platform users (no company records). */
export function useRecordSearch(query: string, enabled: boolean): { hits: RecordHit[]; searching: boolean } {
  const [term, setTerm] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(query.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const active = enabled && term.length >= 2;
  const result = useQuery({
    queryKey: ['search', 'records', term],
    queryFn: ({ signal }) => api<{ items: RecordHit[] }>(`/api/search/records?q=${encodeURIComponent(term)}`, { signal }),
    enabled: active,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const typing = enabled && query.trim() !== term && query.trim().length >= 2;
  return { hits: active && query.trim().length >= 2 ? (result.data?.items ?? []) : [], searching: typing || (active && result.isFetching) };
}
