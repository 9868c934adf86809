/** Shapes of /api/fixed-assets: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { ACQUISITION_METHODS, ASSET_STATUSES, DEPRECIATION_METHODS, PROCEEDS_METHODS } from '../../../../core/assets';
export type { AcquisitionMethod, AssetStatus, DepreciationMethod, ProceedsMethod } from '../../../../core/assets';

export type AssetList = ApiResponse<'GET /api/fixed-assets'>;
export type AssetRow = AssetList['items'][number];
export type AssetDetail = ApiResponse<'GET /api/fixed-assets/{id}'>;
export type ScheduleRow = AssetDetail['schedule'][number];
export type CategoryList = ApiResponse<'GET /api/fixed-assets/categories'>;
export type Category = CategoryList['items'][number];
/** A new category: its accounts are left to the company's mappings. */
export type CategoryInput = { nameAr: string; nameEn?: string | null; defaultLifeMonths: number; defaultMethod?: string };
export type RunPreview = ApiResponse<'GET /api/fixed-assets/depreciation/preview'>;
export type RunList = ApiResponse<'GET /api/fixed-assets/depreciation/runs'>;
export type Run = ApiResponse<'POST /api/fixed-assets/depreciation/runs'>;

export type AssetSort = 'code' | 'name' | 'cost' | 'purchase';
export type AssetListParams = { search?: string; status?: string; sort?: AssetSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type AssetInput = {
  nameAr: string;
  nameEn?: string | null;
  categoryId: string;
  purchaseDate: string;
  cost: string;
  salvageValue?: string;
  lifeMonths?: number;
  method?: string;
  depreciationStart?: string;
  vehicleId?: string | null;
  acquisitionMethod: string;
  notes?: string | null;
};
export type DisposeInput = { date: string; proceeds: string; method?: string };
