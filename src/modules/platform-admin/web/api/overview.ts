import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';
import type { PlatformSettingsInput } from '../../schemas';

export type Dashboard = {
  companiesTotal: number;
  companiesByType: Array<{ key: string; count: number }>;
  companiesByStatus: Array<{ key: string; count: number }>;
  trialsEndingThisWeek: Array<{ id: string; name: string; nameAr: string | null; trialEndsAt: string }>;
  usersTotal: number;
  activeUsers30d: number;
  ticketsWaiting: number;
  oldestWaitingTickets: Array<{ id: string; ticketNumber: string; title: string; priority: string; status: string; createdAt: string }>;
};

export type Reports = {
  months: string[];
  currencies: string[];
  signupsByMonth: Array<{ month: string; count: number }>;
  revenueByMonth: Array<{ month: string; amounts: Record<string, string> }>;
  usageByCompany: Array<{ id: string; name: string; nameAr: string | null; plan: string; status: string; users: number; vehicles: number; customers: number; contracts: number; tickets: number }>;
};

export type PlatformSettings = {
  platformName: string;
  platformNameAr: string;
  supportEmail: string | null;
  supportPhone: string | null;
  defaultPlanCode: string;
  trialDays: number;
  smtp: { configured: boolean; host: string | null };
};

export const useDashboard = () => useQuery({ queryKey: ['platform', 'dashboard'], queryFn: ({ signal }) => api<Dashboard>('/api/platform/dashboard', { signal }) });

export const useReports = (months: number) =>
  useQuery({ queryKey: ['platform', 'reports', months], queryFn: ({ signal }) => api<Reports>(`/api/platform/reports?months=${months}`, { signal }) });

export const reportsExportUrl = (months: number) => `/api/platform/reports/export?months=${months}`;

export const usePlatformSettings = () => useQuery({ queryKey: ['platform', 'settings'], queryFn: ({ signal }) => api<PlatformSettings>('/api/platform/settings', { signal }) });

export function useSavePlatformSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) => api<PlatformSettings>('/api/platform/settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(['platform', 'settings'], saved),
  });
}

export const useSmtpCheck = () =>
  useMutation({ mutationFn: () => api<{ configured: boolean; ok: boolean; error: string | null }>('/api/platform/settings/smtp-check', { method: 'POST', body: {} }) });

export type OutboxMessage = ApiResponse<'GET /api/platform/mail-outbox'>['items'][number];

export const useMailOutbox = (search: string) =>
  useQuery({
    queryKey: ['platform', 'mail-outbox', search],
    queryFn: ({ signal }) => api<{ items: OutboxMessage[] }>(`/api/platform/mail-outbox${search ? `?search=${encodeURIComponent(search)}` : ''}`, { signal }),
    // A queued message is delivered (or kept) by the job runner within seconds: follow it.
    refetchInterval: (query) => (query.state.data?.items.some((m) => m.status === 'pending') ? 2000 : false),
  });

export type JobsOverview = ApiResponse<'GET /api/platform/jobs'>;
export type JobRow = JobsOverview['items'][number];

export const useJobs = (view: 'problems' | 'all') =>
  useQuery({
    queryKey: ['platform', 'jobs', view],
    queryFn: ({ signal }) => api<JobsOverview>(`/api/platform/jobs?view=${view}`, { signal }),
    refetchInterval: 30_000,
  });

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/platform/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST', body: {} }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['platform', 'jobs'] }),
  });
}
