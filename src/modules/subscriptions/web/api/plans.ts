import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { FeatureGateInput, PlanInput, RecordSubscriptionInput } from '../../schemas';

export type Plan = {
  id: string;
  planCode: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  maxUsers: number | null;
  maxVehicles: number | null;
  maxCustomers: number | null;
  maxContracts: number | null;
  storageLimitGb: number | null;
  features: string[];
  isActive: boolean;
  isDefault: boolean;
  prices: Array<{ currency: string; monthly: string; yearly: string }>;
};
export type Gate = { id: string; featureCode: string; featureName: string; description: string | null; isActive: boolean; requiredPlans: string[] };
export type SubscriptionRecord = {
  id: string;
  companyId: string;
  companyName?: string;
  companyNameAr?: string | null;
  planCode: string;
  billingCycle: 'monthly' | 'yearly';
  periodStart: string;
  periodEnd: string;
  amount: string;
  currency: string;
  status: 'paid' | 'pending' | 'cancelled' | 'refunded';
  paymentMethod: string | null;
  reference: string | null;
};

const PLATFORM = ['platform'] as const;

export const usePlans = () => useQuery({ queryKey: ['platform', 'plans'], queryFn: ({ signal }) => api<{ items: Plan[] }>('/api/platform/plans', { signal }).then((r) => r.items) });
export const useGates = () => useQuery({ queryKey: ['platform', 'gates'], queryFn: ({ signal }) => api<{ items: Gate[] }>('/api/platform/feature-gates', { signal }).then((r) => r.items) });
export const useRecords = () =>
  useQuery({ queryKey: ['platform', 'subscriptions'], queryFn: ({ signal }) => api<{ items: SubscriptionRecord[] }>('/api/platform/subscriptions', { signal }).then((r) => r.items) });

function usePlatformMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  // Plans, gates and records also show on the company list and the dashboard: refresh them all.
  return useMutation({ mutationFn: request, onSuccess: () => void client.invalidateQueries({ queryKey: PLATFORM }) });
}

export const useSavePlan = () =>
  usePlatformMutation(({ id, input }: { id: string | null; input: PlanInput }) =>
    id ? api<Plan>(`/api/platform/plans/${id}`, { method: 'PATCH', body: input }) : api<Plan>('/api/platform/plans', { method: 'POST', body: input }),
  );

export const useSaveGate = () =>
  usePlatformMutation(({ id, input }: { id: string | null; input: Partial<FeatureGateInput> }) =>
    id ? api<Gate>(`/api/platform/feature-gates/${id}`, { method: 'PATCH', body: input }) : api<Gate>('/api/platform/feature-gates', { method: 'POST', body: input }),
  );

export const useDeleteGate = () => usePlatformMutation((id: string) => api(`/api/platform/feature-gates/${id}`, { method: 'DELETE' }));

export const useRecordPayment = () =>
  usePlatformMutation(({ companyId, input }: { companyId: string; input: RecordSubscriptionInput }) =>
    api<SubscriptionRecord>(`/api/platform/companies/${companyId}/subscriptions`, { method: 'POST', body: input }),
  );

export const useSetRecordStatus = () =>
  usePlatformMutation(({ id, status }: { id: string; status: string }) => api<SubscriptionRecord>(`/api/platform/subscriptions/${id}`, { method: 'PATCH', body: { status } }));

export type CompanySubscription = {
  status: string;
  trialEndsAt: string | null;
  trialDaysLeft: number | null;
  expiresAt: string | null;
  currency: string;
  plan: { code: string; name: string; nameAr: string | null; features: string[]; storageLimitGb: number | null; monthly: string | null; yearly: string | null };
  usage: Array<{ resource: 'users' | 'vehicles' | 'customers' | 'contracts'; used: number; limit: number | null }>;
  history: SubscriptionRecord[];
};

export const useCompanySubscription = () =>
  useQuery({ queryKey: ['subscription'], queryFn: ({ signal }) => api<CompanySubscription>('/api/subscription', { signal }), staleTime: 300_000 });
