import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import { FINE_CHANGE_KEYS, type FineRow, type ImportMapping, type ImportResult, type PayMethod, type Sheet } from './types';

type Action =
  | { id: string; kind: 'match'; body: { to: 'contract' | 'company' | 'auto'; contractId?: string | null; note?: string | null } }
  | { id: string; kind: 'confirm' }
  | { id: string; kind: 'cancel'; body: { reason?: string | null } }
  | { id: string; kind: 'recharge'; body: { method: 'invoice' | 'deposit' } };

/** POST /api/traffic-violations/{id}/{match|confirm|cancel|recharge}. */
export function fineAction(action: Action) {
  return api<unknown>(`/api/traffic-violations/${encodeURIComponent(action.id)}/${action.kind}`, { method: 'POST', ...('body' in action ? { body: action.body } : {}) });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => FINE_CHANGE_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

export const useFineAction = () => useInvalidating(fineAction);

/** POST /api/traffic-violations/{id}/waive: the fine waived, or (202) waiting on its approval request. */
export const useWaiveFine = () =>
  useInvalidating((input: { id: string; reason: string }) => api<FineRow>(`/api/traffic-violations/${encodeURIComponent(input.id)}/waive`, { method: 'POST', body: { reason: input.reason } }));

/** POST /api/traffic-violation-payments. */
export const usePayFine = () =>
  useInvalidating((input: { violationId: string; amount: string; method: PayMethod; paidOn: string; reference?: string | null }) => api<unknown>('/api/traffic-violation-payments', { method: 'POST', body: input }));

/** POST /api/traffic-violations/import/read: the file as base64. */
export const readSheet = (input: { fileName: string; content: string }) => api<Sheet>('/api/traffic-violations/import/read', { method: 'POST', body: input });

/** POST /api/traffic-violations/import. */
export const useImportFines = () => useInvalidating((input: { mapping: ImportMapping; rows: Sheet['rows'] }) => api<ImportResult>('/api/traffic-violations/import', { method: 'POST', body: input }));

/** POST /api/traffic-violations: a fine typed by hand, matched on save. */
export const useCaptureFine = () =>
  useInvalidating((input: { violationNumber: string; vehicleId: string; violatedAt: string; amount: string; location: string | null; violationType: string | null }) => api<{ id: string }>('/api/traffic-violations', { method: 'POST', body: input }));
