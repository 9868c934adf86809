// The company side of the platform console: the filtered list with counts, one company's
// details, creation with its first company_admin (invited by email), edits and suspension.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../../server/db/client';
import { companies, moduleSettings, profiles, subscriptionPlans, userRoles, verifications } from '../../../server/db/schema';
import { badRequest, conflict, notFound } from '../../../server/http/errors';
import { addCompanyMember, createCompany, createUser, emailTaken, hashNewPassword } from '../../../server/platform/accounts';
import type { BusinessType } from '../../../core/auth';
import type { CurrencyCode } from '../../../core/money';
import { planOf, usageByCompany, usageOf } from '../../subscriptions/server/service';
import type { z } from 'zod';
import type { companyListQuery, createCompanySchema, updateCompanySchema } from '../schemas';
import { getPlatformSettings } from './service';

export const INVITE_TTL_HOURS = 72;

const columns = {
  id: companies.id,
  name: companies.name,
  nameAr: companies.nameAr,
  businessType: companies.businessType,
  country: companies.country,
  city: companies.city,
  currency: companies.currency,
  email: companies.email,
  phone: companies.phone,
  subscriptionStatus: companies.subscriptionStatus,
  subscriptionPlan: companies.subscriptionPlan,
  planName: subscriptionPlans.name,
  planNameAr: subscriptionPlans.nameAr,
  trialEndsAt: companies.trialEndsAt,
  subscriptionExpiresAt: companies.subscriptionExpiresAt,
  activeModules: companies.activeModules,
  createdAt: companies.createdAt,
};

const escapeLike = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Ordered by name (spec §7); search over both names, email and city. */
export async function listCompanies(db: Database, q: z.infer<typeof companyListQuery>) {
  const where: SQL[] = [];
  if (q.search) {
    const like = escapeLike(q.search);
    where.push(or(ilike(companies.name, like), ilike(companies.nameAr, like), ilike(companies.email, like), ilike(companies.city, like))!);
  }
  if (q.businessType) where.push(eq(companies.businessType, q.businessType));
  if (q.plan) where.push(eq(companies.subscriptionPlan, q.plan));
  if (q.status) where.push(eq(companies.subscriptionStatus, q.status));
  if (q.country) where.push(eq(companies.country, q.country.toUpperCase()));
  const rows = await db
    .select(columns)
    .from(companies)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.currentPlanId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(companies.name));
  const usage = await usageByCompany(db);
  return rows.map((row) => {
    const u = usage.get(row.id) ?? { users: 0, vehicles: 0, customers: 0, contracts: 0 };
    return { ...row, usersCount: u.users, recordsCount: u.vehicles + u.customers + u.contracts };
  });
}

export async function companyDetail(db: Database | Tx, id: string) {
  const [row] = await db.select(columns).from(companies).leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.currentPlanId)).where(eq(companies.id, id));
  if (!row) throw notFound();
  const admins = await db
    .select({ userId: profiles.userId, email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName, firstNameAr: profiles.firstNameAr, lastNameAr: profiles.lastNameAr })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(and(eq(userRoles.companyId, id), eq(userRoles.role, 'company_admin')))
    .orderBy(asc(profiles.email));
  const plan = await planOf(db, id);
  const usage = await usageOf(db, id);
  return {
    ...row,
    usersCount: usage.users,
    recordsCount: usage.vehicles + usage.customers + usage.contracts,
    usage,
    limits: { users: plan.maxUsers, vehicles: plan.maxVehicles, customers: plan.maxCustomers, contracts: plan.maxContracts, storageGb: plan.storageLimitGb },
    admins,
  };
}

async function planByCode(tx: Tx, code: string) {
  const [plan] = await tx.select().from(subscriptionPlans).where(and(eq(subscriptionPlans.planCode, code), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw badRequest('validation_failed', { planCode: 'unknown_plan' });
  return plan;
}

/**
 * The company, its module settings and its first company_admin in one transaction. The admin's
 * user has a random password and an invitation token (a better-auth reset token) that the
 * mailed link redeems; the caller sends the mail after commit.
 */
export async function createCompanyWithAdmin(tx: Tx, input: z.infer<typeof createCompanySchema>, actorId: string) {
  if (await emailTaken(tx, input.admin.email)) throw conflict('email_taken');
  await planByCode(tx, input.planCode);
  const settings = await getPlatformSettings(tx);
  const companyId = await createCompany(tx, {
    name: input.name,
    nameAr: input.nameAr,
    businessType: input.businessType as BusinessType,
    country: input.country,
    city: input.city,
    currency: input.currency as CurrencyCode,
    email: input.email,
    phone: input.phone,
    planCode: input.planCode,
    trial: input.startTrial,
    trialDays: settings.trialDays,
    activeModules: [...new Set([...input.activeModules, 'support'])],
  });
  const passwordHash = await hashNewPassword(randomBytes(32).toString('base64url'));
  const { admin } = input;
  const userId = await createUser(tx, { email: admin.email, name: `${admin.firstName} ${admin.lastName}`, passwordHash });
  await addCompanyMember(tx, {
    userId,
    companyId,
    role: 'company_admin',
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    firstNameAr: admin.firstNameAr,
    lastNameAr: admin.lastNameAr,
    grantedBy: actorId,
  });
  const inviteToken = randomBytes(18).toString('base64url');
  await tx.insert(verifications).values({ identifier: `reset-password:${inviteToken}`, value: userId, expiresAt: new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000) });
  return { companyId, userId, inviteToken };
}

export async function updateCompany(tx: Tx, id: string, input: z.infer<typeof updateCompanySchema>) {
  const [current] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!current) throw notFound();
  const { activeModules, ...fields } = input;
  const set: Partial<typeof companies.$inferInsert> = { ...fields, updatedAt: new Date() };
  if (activeModules) set.activeModules = [...new Set([...activeModules, 'support'])];
  await tx.update(companies).set(set).where(eq(companies.id, id));
  if (activeModules) await syncModuleSettings(tx, id, set.activeModules!);
}

/** module_settings follows active_modules: new ones on, removed ones off (their data is kept). */
async function syncModuleSettings(tx: Tx, companyId: string, modules: readonly string[]) {
  await tx.update(moduleSettings).set({ isEnabled: false, updatedAt: new Date() }).where(and(eq(moduleSettings.companyId, companyId), notInArray(moduleSettings.moduleName, [...modules])));
  for (const moduleName of modules) {
    await tx
      .insert(moduleSettings)
      .values({ companyId, moduleName, isEnabled: true })
      .onConflictDoUpdate({ target: [moduleSettings.companyId, moduleSettings.moduleName], set: { isEnabled: true, updatedAt: new Date() } });
  }
}

/**
 * Suspension keeps every row and remembers the status it interrupted; reactivation restores it
 * (an ended trial comes back read-only, as before).
 */
export async function setSuspended(tx: Tx, id: string, suspend: boolean, reason: string | null) {
  const [company] = await tx.select({ status: companies.subscriptionStatus, settings: companies.settings }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound();
  if (suspend) {
    if (company.status === 'suspended') throw conflict('company_already_suspended');
    const settings = { ...company.settings, statusBeforeSuspension: company.status, suspensionReason: reason, suspendedAt: new Date().toISOString() };
    await tx.update(companies).set({ subscriptionStatus: 'suspended', settings, updatedAt: new Date() }).where(eq(companies.id, id));
    return;
  }
  if (company.status !== 'suspended') throw conflict('company_not_suspended');
  const previous = typeof company.settings.statusBeforeSuspension === 'string' ? company.settings.statusBeforeSuspension : 'active';
  const { statusBeforeSuspension: _s, suspensionReason: _r, suspendedAt: _a, ...rest } = company.settings;
  await tx.update(companies).set({ subscriptionStatus: previous, settings: rest, updatedAt: new Date() }).where(eq(companies.id, id));
}
