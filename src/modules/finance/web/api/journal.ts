import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../../web/lib/api';
import { api } from '../../../../web/lib/api';
import { booksKeys } from './books-keys';
import type { DraftInput, EntryDetail, EntryList, EntryListParams, JournalEntry } from './books-types';

/** GET /api/finance/journal-entries: newest first; status, source (manual/automatic), dates, search. */
export function useEntries(params: EntryListParams) {
  return useQuery({ queryKey: booksKeys.entries(params), queryFn: ({ signal }) => api<EntryList>(`/api/finance/journal-entries${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

/** GET /api/finance/journal-entries/{id}: header, lines, totals. */
export function useEntry(id: string | undefined) {
  return useQuery({ queryKey: booksKeys.entry(id ?? ''), queryFn: ({ signal }) => api<EntryDetail>(`/api/finance/journal-entries/${encodeURIComponent(id!)}`, { signal }), enabled: Boolean(id) });
}

function useBooksMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  // Any change to an entry can change the list, the entry pages and the accounts' balances.
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

/** POST /api/finance/journal-entries (a draft), or PUT /api/finance/journal-entries/{id} (replace a draft). */
export const useSaveDraft = () =>
  useBooksMutation(({ id, input }: { id?: string; input: DraftInput }) =>
    id ? api<EntryDetail>(`/api/finance/journal-entries/${encodeURIComponent(id)}`, { method: 'PUT', body: input }) : api<EntryDetail>('/api/finance/journal-entries', { method: 'POST', body: input }),
  );

/** POST /api/finance/journal-entries/{id}/post: balanced, period open; numbered. */
export const usePostEntry = () => useBooksMutation((id: string) => api<EntryDetail>(`/api/finance/journal-entries/${encodeURIComponent(id)}/post`, { method: 'POST' }));

/** DELETE /api/finance/journal-entries/{id} (drafts only). */
export const useDeleteEntry = () => useBooksMutation((id: string) => api<{ ok: true }>(`/api/finance/journal-entries/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** POST /api/finance/journal-entries/{id}/reverse: the mirror entry on a chosen date. */
export const useReverseEntry = () =>
  useBooksMutation(({ id, date }: { id: string; date: string }) => api<{ original: JournalEntry; reversal: JournalEntry }>(`/api/finance/journal-entries/${encodeURIComponent(id)}/reverse`, { method: 'POST', body: { date } }));
