import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';
import { readBrowsedCompany } from '../lib/browse-session';
import { seedSignedInUser } from './page-payload';

/** Spec §9 caching constants, in one place. */
export const QUERY_TIMINGS = {
  company: { staleTime: 300_000, gcTime: 300_000 },
  /** A super admin browsing another company sees fresher data and keeps it for less time. */
  companyBrowsing: { staleTime: 30_000, gcTime: 120_000 },
  companyRetries: 2,
  featureAccess: { staleTime: 300_000 },
  companyFeatures: { staleTime: 600_000 },
  notificationCount: { refetchInterval: 60_000, staleTime: 30_000 },
  alertList: { staleTime: 60_000 },
} as const;

/** Query keys that hold company data (the signed-in user's company, as /api/me returns it). */
const COMPANY_KEYS = [['me'], ['company']] as const;

/** Client errors (4xx) will not change on retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_TIMINGS.companyRetries;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Applies the company-data timings of spec §9 for normal use or browse mode. */
export function applyCompanyCaching(browsing: boolean): void {
  const timings = browsing ? QUERY_TIMINGS.companyBrowsing : QUERY_TIMINGS.company;
  for (const key of COMPANY_KEYS) queryClient.setQueryDefaults(key, { ...timings, retry: shouldRetry });
}

applyCompanyCaching(readBrowsedCompany() !== null);

// Before the router (which imports this module) runs its first loaders.
seedSignedInUser(queryClient);
