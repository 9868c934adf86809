import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { AssetDetail, AssetInput, AssetList, AssetListParams, Category, CategoryInput, CategoryList, DisposeInput, Run, RunList, RunPreview } from './types';

export const assetKeys = {
  all: ['fixed-assets'] as const,
  list: (params: AssetListParams) => ['fixed-assets', 'list', params] as const,
  one: (id: string) => ['fixed-assets', 'one', id] as const,
  categories: ['fixed-assets', 'categories'] as const,
  preview: (month: string) => ['fixed-assets', 'preview', month] as const,
  runs: ['fixed-assets', 'runs'] as const,
};
/** An asset change moves the books too: the finance views go stale with the register. */
const STALE = [['fixed-assets'], ['finance']] as const;

/** GET /api/fixed-assets: search, statuses, pages; counts by status and the totals. */
export function useAssets(params: AssetListParams) {
  return useQuery({ queryKey: assetKeys.list(params), queryFn: ({ signal }) => api<AssetList>(`/api/fixed-assets${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export const assetQueryOptions = (id: string) => queryOptions({ queryKey: assetKeys.one(id), queryFn: ({ signal }) => api<AssetDetail>(`/api/fixed-assets/${encodeURIComponent(id)}`, { signal }) });

export function useAsset(id: string) {
  return useQuery({ ...assetQueryOptions(id), enabled: Boolean(id) });
}

/** GET /api/fixed-assets/categories. */
export function useCategories() {
  return useQuery({ queryKey: assetKeys.categories, queryFn: ({ signal }) => api<CategoryList>('/api/fixed-assets/categories', { signal }) });
}

/** GET /api/fixed-assets/depreciation/preview?month= (nothing is saved). */
export function useRunPreview(month: string | null) {
  return useQuery({ queryKey: assetKeys.preview(month ?? ''), queryFn: ({ signal }) => api<RunPreview>(`/api/fixed-assets/depreciation/preview${queryString({ month: month! })}`, { signal }), enabled: Boolean(month), retry: false });
}

/** GET /api/fixed-assets/depreciation/runs. */
export function useRuns() {
  return useQuery({ queryKey: assetKeys.runs, queryFn: ({ signal }) => api<RunList>('/api/fixed-assets/depreciation/runs', { signal }) });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => STALE.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })) });
}

/** POST /api/fixed-assets. */
export const useCreateAsset = () => useInvalidating((body: AssetInput) => api<AssetDetail>('/api/fixed-assets', { method: 'POST', body }));

/** POST /api/fixed-assets/categories. */
export const useCreateCategory = () => useInvalidating((body: CategoryInput) => api<Category>('/api/fixed-assets/categories', { method: 'POST', body }));

/** POST /api/fixed-assets/{id}/dispose. */
export const useDisposeAsset = () => useInvalidating(({ id, body }: { id: string; body: DisposeInput }) => api<AssetDetail>(`/api/fixed-assets/${encodeURIComponent(id)}/dispose`, { method: 'POST', body }));

/** POST /api/fixed-assets/depreciation/runs. */
export const usePostRun = () => useInvalidating((month: string) => api<Run>('/api/fixed-assets/depreciation/runs', { method: 'POST', body: { month } }));
