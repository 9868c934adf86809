// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type FixedAssetsSchemas = {
  AssetCategory: {
    id: string;
    nameAr: string;
    nameEn: string | null;
    defaultLifeMonths: number;
    defaultMethod: "straight_line" | "declining_balance";
    costAccountId: string | null;
    accumulatedAccountId: string | null;
    expenseAccountId: string | null;
    assetCount: number;
  };
  DepreciationPreview: {
    month: string;
    entryDate: string;
    lines: Array<{
      assetId: string;
      code: string;
      nameAr: string;
      nameEn: string | null;
      months: Array<string>;
      amount: string;
    }>;
    total: string;
    run: {
      id: string;
      journalEntryId: string | null;
      total: string;
      assetCount: number;
    } | null;
    nextMonth: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  DepreciationRun: {
    id: string;
    month: string;
    entryDate: string;
    total: string;
    assetCount: number;
    journalEntryId: string | null;
    created: boolean;
    createdAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  FixedAsset: {
    id: string;
    code: string;
    nameAr: string;
    nameEn: string | null;
    categoryId: string;
    category: {
      nameAr: string;
      nameEn: string | null;
    };
    purchaseDate: string;
    cost: string;
    salvageValue: string;
    lifeMonths: number;
    method: "straight_line" | "declining_balance";
    depreciationStart: string;
    status: "active" | "fully_depreciated" | "disposed";
    vehicle: {
      id: string;
      plateNumber: string;
      make: string;
      model: string;
      year: number;
    } | null;
    acquisitionMethod: "cash" | "cheque" | "bank_transfer" | "card" | "opening_balance" | "already_recorded";
    acquisitionEntryId: string | null;
    disposedOn: string | null;
    disposalProceeds: string | null;
    disposalMethod: "cash" | "cheque" | "bank_transfer" | "card" | null;
    disposalEntryId: string | null;
    notes: string | null;
    accumulated: string;
    bookValue: string;
    lastPostedMonth: string | null;
    createdAt: string;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
};

export type FixedAssetsResponses = {
  "GET /api/fixed-assets": {
    items: Array<Schemas["FixedAsset"]>;
    total: number;
    page: number;
    pageSize: number;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    counts: {
      [key: string]: number;
    };
    totals: {
      cost: string;
      accumulated: string;
      bookValue: string;
    };
  };
  "GET /api/fixed-assets/categories": {
    items: Array<Schemas["AssetCategory"]>;
  };
  "GET /api/fixed-assets/depreciation/preview": Schemas["DepreciationPreview"];
  "GET /api/fixed-assets/depreciation/runs": {
    items: Array<{
      id: string;
      month: string;
      entryDate: string;
      total: string;
      assetCount: number;
      journalEntryId: string | null;
      createdAt: string;
      currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
    }>;
    nextMonth: string | null;
    currency: "KWD" | "QAR" | "SAR" | "AED" | "OMR" | "BHD" | "USD" | "EUR";
  };
  "GET /api/fixed-assets/{id}": Schemas["FixedAsset"] & {
    schedule: Array<{
      sequence: number;
      month: string;
      depreciation: string;
      accumulated: string;
      bookValue: string;
      state: "posted" | "pending" | "stopped";
    }>;
  };
  "POST /api/fixed-assets": Schemas["FixedAsset"] & {
    schedule: Array<{
      sequence: number;
      month: string;
      depreciation: string;
      accumulated: string;
      bookValue: string;
      state: "posted" | "pending" | "stopped";
    }>;
  };
  "POST /api/fixed-assets/categories": Schemas["AssetCategory"];
  "POST /api/fixed-assets/depreciation/runs": Schemas["DepreciationRun"];
  "POST /api/fixed-assets/{id}/dispose": Schemas["FixedAsset"] & {
    schedule: Array<{
      sequence: number;
      month: string;
      depreciation: string;
      accumulated: string;
      bookValue: string;
      state: "posted" | "pending" | "stopped";
    }>;
  };
};
