/**
 * Input schemas of the platform console, shared by the server (validation, OpenAPI) and the web
 * forms. Issue messages are MessageCodes, translated on each side.
 */
import { z } from 'zod';
import { BUSINESS_TYPE_IDS } from '../../core/auth';
import { COUNTRY_CODES, KNOWN_MODULES } from '../../core/companies';
import type { MessageCode } from '../../core/i18n/messages';
import { CURRENCY_CODES } from '../../core/money';

const err = (code: MessageCode) => ({ error: code });

const requiredText = (max: number) => z.string(err('required')).trim().min(1, err('required')).max(max, err('too_long'));
/** Forms send '' for an empty input: stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, err('too_long'))
    .nullish()
    .transform((v) => (v ? v : null));
const email = z.string(err('required')).trim().toLowerCase().min(1, err('required')).max(254, err('too_long')).pipe(z.email(err('invalid_email')));

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'suspended', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const companyFields = {
  name: requiredText(200),
  nameAr: optionalText(200),
  businessType: z.enum(BUSINESS_TYPE_IDS, err('invalid_business_type')),
  country: z.enum(COUNTRY_CODES, err('required')),
  city: optionalText(100),
  currency: z.enum(CURRENCY_CODES, err('invalid_currency')),
  email: z.union([z.literal(''), email]).nullish().transform((v) => (v ? v : null)),
  phone: optionalText(30),
  activeModules: z.array(z.enum(KNOWN_MODULES as [string, ...string[]], err('unknown_module'))).max(40),
};

/** /super-admin/companies/create: the company and its first company_admin, invited by email. */
export const createCompanySchema = z.object({
  ...companyFields,
  planCode: z.string().trim().min(1, err('required')).max(50),
  /** Start on a trial (the platform's trial length) or active on the plan at once. */
  startTrial: z.boolean().default(true),
  admin: z.object({
    email,
    firstName: requiredText(100),
    lastName: requiredText(100),
    firstNameAr: optionalText(100),
    lastNameAr: optionalText(100),
  }),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const updateCompanySchema = z.object(companyFields).partial().strict();
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

export const companyListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  businessType: z.enum(BUSINESS_TYPE_IDS).optional(),
  plan: z.string().trim().max(50).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  country: z.string().trim().max(2).optional(),
});

export const userListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  companyId: z.string().uuid().optional(),
  role: z.string().trim().max(40).optional(),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const COMPANY_ROLES = ['company_admin', 'manager', 'accountant', 'fleet_manager', 'sales_agent', 'employee'] as const;

export const moveUserSchema = z.object({
  companyId: z.string(err('required')).uuid(err('required')),
  role: z.enum(COMPANY_ROLES, err('invalid_role')),
});

export const platformSettingsSchema = z.object({
  platformName: requiredText(100),
  platformNameAr: requiredText(100),
  supportEmail: z.union([z.literal(''), email]).nullish().transform((v) => (v ? v : null)),
  supportPhone: optionalText(30),
  defaultPlanCode: z.string().trim().min(1, err('required')).max(50),
  trialDays: z.coerce.number(err('required')).int(err('required')).min(0, err('required')).max(365, err('too_long')),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsSchema>;
