// The fleet reports' calls: GET /api/fleet-reports/* for a period, and their Excel/PDF downloads.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryString, toApiError } from '../../../../web/lib/api';
import { currentLanguage } from '../../../../web/i18n';
import type { ApiResponse } from '../../../../web/lib/api-types';
import { browseHeaders } from '../../../../web/lib/browse-session';

export type Utilisation = ApiResponse<'GET /api/fleet-reports/utilisation'>;
export type MaintenanceTrend = ApiResponse<'GET /api/fleet-reports/maintenance-trend'>;
export type FinesByCustomer = ApiResponse<'GET /api/fleet-reports/fines-by-customer'>;
export type Profit = ApiResponse<'GET /api/fleet-reports/profit'>;
export type Slug = 'utilisation' | 'maintenance-trend' | 'fines-by-customer' | 'profit';
export type Period = { from?: string; to?: string };

export function useFleetReport<T>(slug: Slug, period: Period) {
  return useQuery({
    queryKey: ['fleet-reports', slug, period],
    queryFn: ({ signal }) => api<T>(`/api/fleet-reports/${slug}${queryString(period)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Fetched (not a plain link) so the request carries the language and the browsed company's header. */
async function download(slug: Slug, period: Period, format: 'xlsx' | 'pdf'): Promise<void> {
  const response = await fetch(`/api/fleet-reports/${slug}${queryString({ ...period, format })}`, { credentials: 'include', headers: { 'Accept-Language': currentLanguage(), ...browseHeaders() } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `fleet-${slug}${period.from ? `-${period.from}` : ''}${period.to ? `-${period.to}` : ''}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownload() {
  return useMutation({ mutationFn: (a: { slug: Slug; period: Period; format: 'xlsx' | 'pdf' }) => download(a.slug, a.period, a.format) });
}
