// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
export type MeResponses = {
  "DELETE /api/me/sessions/{id}": {
    revoked: number;
  };
  "GET /api/me": {
    user: {
      id: string;
      email: string;
      name: string;
      requiresPasswordChange: boolean;
    };
    profile: {
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      position: string | null;
      positionAr: string | null;
      phone: string | null;
      avatarUrl: string | null;
      languagePreference: string;
      theme: string;
      numberingSystem: string;
      calendar: string;
    } | null;
    company: {
      id: string;
      name: string;
      nameAr: string | null;
      businessType: string;
      activeModules: Array<string>;
      currency: string;
      plan: string;
      subscriptionStatus: string;
      trialEndsAt: string | null;
      restriction: "ok" | "suspended" | "read_only";
    } | null;
    roles: Array<string>;
    permissions: Array<string>;
    isSuperAdmin: boolean;
    browsing: boolean;
    access: {
      ok: true;
    } | {
      ok: false;
      reason: string;
      message: string;
    };
  };
  "GET /api/me/sessions": {
    items: Array<{
      id: string;
      createdAt: string;
      lastActiveAt: string;
      ipAddress: string | null;
      userAgent: string | null;
      current: boolean;
    }>;
  };
  "PATCH /api/me/profile": {
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    position: string | null;
    positionAr: string | null;
    phone: string | null;
    avatarUrl: string | null;
    languagePreference: string;
    theme: string;
    numberingSystem: string;
    calendar: string;
  };
  "POST /api/me/avatar": {
    avatarUrl: string;
  };
  "POST /api/me/password": {
    ok: true;
  };
};
