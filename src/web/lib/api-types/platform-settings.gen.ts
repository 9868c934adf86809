// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformSettingsResponses = {
  "GET /api/platform/settings": {
    platformName: string;
    platformNameAr: string;
    supportEmail: string | null;
    supportPhone: string | null;
    defaultPlanCode: string;
    trialDays: number;
    updatedBy: string | null;
    updatedAt: string;
    smtp: {
      configured: boolean;
      host: string | null;
    };
  };
  "POST /api/platform/settings/smtp-check": {
    configured: boolean;
    ok: boolean;
    error: string | null;
  };
  "PUT /api/platform/settings": {
    platformName: string;
    platformNameAr: string;
    supportEmail: string | null;
    supportPhone: string | null;
    defaultPlanCode: string;
    trialDays: number;
    updatedBy: string | null;
    updatedAt: string;
    smtp: {
      configured: boolean;
      host: string | null;
    };
  };
};
