/** Shapes of the console's /api/platform/* answers (the server's contract; web never imports server code). */
export type CompanyRow = {
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
  activeModules: string[];
  usersCount: number;
  recordsCount: number;
};

export type CompanyDetail = CompanyRow & {
  usage: Record<string, number>;
  limits: Record<string, number | null>;
  admins: Array<{ userId: string; email: string }>;
};

export type CompanyFilters = { search?: string; businessType?: string; plan?: string; status?: string; country?: string };

export type UserRow = {
  id: string;
  email: string;
  name: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  companyId: string | null;
  companyName: string | null;
  companyNameAr: string | null;
  roles: string[];
  active: boolean;
  requiresPasswordChange: boolean;
  lastSignInAt: string | null;
};
export type UserList = { items: UserRow[]; total: number; page: number; pageSize: number };
export type UserFilters = { search?: string; companyId?: string; role?: string; active?: string; page?: number };

export type PlanOption = { id: string; planCode: string; name: string; nameAr: string | null; isActive: boolean; isDefault: boolean };
