// Creating users, companies and company members: one path shared by public sign-up, the demo
// seed and the create-super-admin command, so all of them produce the same rows.
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Tx } from '../db/client';
import {
  accounts,
  companies,
  employees,
  moduleSettings,
  profiles,
  subscriptionPlans,
  userRoles,
  users,
} from '../db/schema';
import { DEFAULT_MODULES, countryByCode, countryDefaults } from '../../core/companies';
import { TRIAL_DAYS, type BusinessType } from '../../core/auth';
import { DEFAULT_CURRENCY, type CurrencyCode } from '../../core/money';
import type { Role } from '../../core/permissions';
import { formatNumber, nextNumber } from './sequences';

export type NewUser = { email: string; name: string; passwordHash: string; requiresPasswordChange?: boolean };

/** Hash outside any transaction: scrypt is slow and PGlite has one connection. */
export const hashNewPassword = (password: string) => hashPassword(password);

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return Boolean(row);
}

export async function createUser(tx: Tx, input: NewUser): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: true,
      requiresPasswordChange: input.requiresPasswordChange ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(accounts).values({
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: input.passwordHash,
  });
  return user.id;
}

export type NewCompany = {
  name: string;
  nameAr?: string | null;
  businessType: BusinessType;
  country?: string | null;
  city?: string | null;
  currency?: CurrencyCode | null;
  email?: string | null;
  phone?: string | null;
  planCode?: string;
  trial?: boolean;
  /** Trial length (platform settings); TRIAL_DAYS when not given. */
  trialDays?: number;
  /** The modules to switch on; the business type's preset when not given. */
  activeModules?: readonly string[];
  /** A company that starts fully set up (the demo data): no setup checklist on its dashboard. */
  setupDismissed?: boolean;
};

/**
 * A known country sets the currency (unless one is given), time zone, working days and VAT from
 * the one country table (core/companies); an unknown or missing one keeps the columns' defaults.
 */
export async function createCompany(tx: Tx, input: NewCompany): Promise<string> {
  const known = countryByCode(input.country);
  const defaults = known ? countryDefaults(known.code) : undefined;
  const [plan] = await tx
    .select({ id: subscriptionPlans.id, code: subscriptionPlans.planCode })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.planCode, input.planCode ?? 'free'));
  const modules = [...new Set(input.activeModules ?? DEFAULT_MODULES[input.businessType])];
  const trial = input.trial ?? true;
  const trialDays = input.trialDays ?? TRIAL_DAYS;
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      nameAr: input.nameAr ?? null,
      businessType: input.businessType,
      activeModules: modules,
      country: defaults?.country ?? input.country ?? null,
      city: input.city ?? null,
      currency: input.currency ?? defaults?.currency ?? DEFAULT_CURRENCY,
      ...(defaults ? { timezone: defaults.timezone, workWeek: defaults.workWeek, vatRate: defaults.vatRate } : {}),
      email: input.email ?? null,
      phone: input.phone ?? null,
      currentPlanId: plan?.id ?? null,
      subscriptionPlan: plan?.code ?? 'free',
      subscriptionStatus: trial ? 'trial' : 'active',
      trialEndsAt: trial ? new Date(Date.now() + trialDays * 86_400_000) : null,
      setupDismissedAt: input.setupDismissed ? new Date() : null,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  if (modules.length) await tx.insert(moduleSettings).values(modules.map((moduleName) => ({ companyId: company.id, moduleName })));
  return company.id;
}

export type NewMember = {
  userId: string;
  companyId: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
  position?: string | null;
  positionAr?: string | null;
  grantedBy?: string | null;
};

/** Profile + employee record with system access + role: a working company account. */
export async function addCompanyMember(tx: Tx, m: NewMember): Promise<void> {
  const names = { firstName: m.firstName, lastName: m.lastName, firstNameAr: m.firstNameAr ?? null, lastNameAr: m.lastNameAr ?? null };
  await tx.insert(profiles).values({ userId: m.userId, companyId: m.companyId, email: m.email, ...names, position: m.position ?? null, positionAr: m.positionAr ?? null });
  await tx.insert(employees).values({
    companyId: m.companyId,
    userId: m.userId,
    employeeNumber: formatNumber('EMP', await nextNumber(tx, m.companyId, 'employee')),
    email: m.email,
    ...names,
    position: m.position ?? null,
    positionAr: m.positionAr ?? null,
    hireDate: new Date().toISOString().slice(0, 10),
    accountStatus: 'active',
    hasSystemAccess: true,
    isActive: true,
    createdBy: m.grantedBy ?? null,
  });
  await tx.insert(userRoles).values({ userId: m.userId, companyId: m.companyId, role: m.role, grantedBy: m.grantedBy ?? null });
}

export async function addPlatformUser(tx: Tx, m: { userId: string; email: string; firstName: string; lastName: string; firstNameAr?: string; lastNameAr?: string }) {
  await tx.insert(profiles).values({ userId: m.userId, companyId: null, email: m.email, firstName: m.firstName, lastName: m.lastName, firstNameAr: m.firstNameAr ?? null, lastNameAr: m.lastNameAr ?? null, position: 'System administrator', positionAr: 'مدير النظام' });
  await tx.insert(userRoles).values({ userId: m.userId, companyId: null, role: 'super_admin' });
}
