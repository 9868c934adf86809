/** The shape of GET /api/me (the server's contract; web never imports server code). */
export type MeUser = {
  id: string;
  email: string;
  name: string;
  requiresPasswordChange: boolean;
};

export type MeProfile = {
  firstName: string | null;
  lastName: string | null;
  firstNameAr: string | null;
  lastNameAr: string | null;
  position: string | null;
  positionAr: string | null;
  phone: string | null;
  avatarUrl: string | null;
  /** Display preferences, applied app-wide by features/profile (ar|en, light|dark|system, latn|arab, gregory|islamic-umalqura). */
  languagePreference: string;
  theme: string;
  numberingSystem: string;
  calendar: string;
};

export type MeCompany = {
  id: string;
  name: string;
  nameAr: string | null;
  businessType: string;
  activeModules: string[];
  currency: string;
  plan: string;
  subscriptionStatus?: string;
  trialEndsAt?: string | null;
  /** decision 007: 'suspended' refuses everything, 'read_only' refuses writes (trial ended). */
  restriction?: 'ok' | 'suspended' | 'read_only';
};

export type MeAccess = { ok: true } | { ok: false; reason: string; message: string };

export type Me = {
  user: MeUser;
  profile: MeProfile | null;
  company: MeCompany | null;
  roles: string[];
  permissions: string[];
  isSuperAdmin: boolean;
  /** A super admin acting inside a browsed company (X-Browse-Company). */
  browsing: boolean;
  access: MeAccess;
};
