// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type PlatformUsersResponses = {
  "GET /api/platform/users": {
    items: Array<{
      id: string;
      email: string;
      name: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      companyId: string | null;
      companyName: string | null;
      companyNameAr: string | null;
      requiresPasswordChange: boolean;
      roles: Array<string>;
      active: boolean;
      createdAt: string;
      lastSignInAt: string | null;
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "POST /api/platform/users/{id}/disable": {
    ok: true;
  };
  "POST /api/platform/users/{id}/enable": {
    ok: true;
  };
  "POST /api/platform/users/{id}/move": {
    ok: true;
  };
  "POST /api/platform/users/{id}/reset-password": {
    temporaryPassword: string;
  };
};
