import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

/** GET /api/public/quotations/{token}: what the customer sees (no account; nothing private leaks). */
export type PublicQuotation = {
  quotationNumber: string;
  status: 'draft' | 'sent' | 'approved' | 'rejected' | 'expired' | 'converted';
  company: { nameAr: string | null; name: string; logoUrl: string | null; phone: string | null };
  customer: { nameAr: string | null; nameEn: string | null };
  vehicle: { make: string; model: string; year: number } | null;
  vehicleClass: string | null;
  startDate: string;
  rateUnit: 'day' | 'week' | 'month';
  duration: number;
  rate: string;
  extras: Array<{ description: string; amount: string }>;
  subtotal: string;
  discount: string;
  total: string;
  currency: string;
  validUntil: string;
  terms: string | null;
  decidedAt: string | null;
  clientComment: string | null;
  /** The company asks the customer to sign on screen to approve. */
  signatureRequired: boolean;
};

const key = (token: string) => ['public-quotation', token] as const;

export function usePublicQuotation(token: string) {
  return useQuery({ queryKey: key(token), queryFn: ({ signal }) => api<PublicQuotation>(`/api/public/quotations/${encodeURIComponent(token)}`, { signal }), enabled: Boolean(token), retry: false, staleTime: Infinity });
}

/** POST /api/public/quotations/{token}/decision (409 quotation_already_decided). */
export function useDecide(token: string) {
  return useMutation({
    mutationFn: (body: { decision: 'approve' | 'reject'; comment?: string | null; signature?: { signerName: string; image: string } }) => api<{ status: 'approved' | 'rejected'; quotationNumber: string }>(`/api/public/quotations/${encodeURIComponent(token)}/decision`, { method: 'POST', body }),
  });
}
