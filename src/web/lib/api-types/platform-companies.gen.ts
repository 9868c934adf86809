// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type PlatformCompaniesResponses = {
  "GET /api/platform/companies": {
    items: Array<{
      id: string;
      name: string;
      nameAr: string | null;
      businessType: string;
      country: string | null;
      city: string | null;
      currency: string;
      email: string | null;
      phone: string | null;
      subscriptionStatus: string;
      subscriptionPlan: string;
      planName: string | null;
      planNameAr: string | null;
      trialEndsAt: string | null;
      subscriptionExpiresAt: string | null;
      activeModules: Array<string>;
      createdAt: string;
      usersCount: number;
      recordsCount: number;
    }>;
  };
  "GET /api/platform/companies/{id}": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "PATCH /api/platform/companies/{id}": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "POST /api/platform/companies": {
    id: string;
    adminUserId: string;
    inviteLink: string;
  };
  "POST /api/platform/companies/{id}/reactivate": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
  "POST /api/platform/companies/{id}/subscriptions": Schemas["SubscriptionRecord"];
  "POST /api/platform/companies/{id}/suspend": {
    id: string;
    name: string;
    nameAr: string | null;
    businessType: string;
    country: string | null;
    city: string | null;
    currency: string;
    email: string | null;
    phone: string | null;
    subscriptionStatus: string;
    subscriptionPlan: string;
    planName: string | null;
    planNameAr: string | null;
    trialEndsAt: string | null;
    subscriptionExpiresAt: string | null;
    activeModules: Array<string>;
    createdAt: string;
    usersCount: number;
    recordsCount: number;
    usage: {
      [key: string]: number;
    };
    limits: {
      [key: string]: number | null;
    };
    admins: Array<{
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
    }>;
  };
};
