// Platform tables: companies and plans (platform-wide), and the per-company tables every
// module relies on (profiles, employees, roles, grants, module settings, logs, audit).
// Row-level security for every table with company_id is applied by tenancy-sql.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  planCode: text('plan_code').notNull().unique().default('free'),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  description: text('description'),
  price: numeric('price', { precision: 14, scale: 3 }).notNull().default('0'),
  priceMonthly: numeric('price_monthly', { precision: 14, scale: 3 }),
  priceYearly: numeric('price_yearly', { precision: 14, scale: 3 }),
  billingCycle: text('billing_cycle').notNull().default('monthly'),
  maxUsers: integer('max_users'),
  maxVehicles: integer('max_vehicles'),
  maxContracts: integer('max_contracts'),
  maxCustomers: integer('max_customers'),
  storageLimitGb: integer('storage_limit_gb'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  ...timestamps,
});

export const featureGates = pgTable('feature_gates', {
  id: uuid('id').primaryKey().defaultRandom(),
  featureCode: text('feature_code').notNull().unique(),
  featureName: text('feature_name').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  requiredPlans: text('required_plans').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  businessType: text('business_type').notNull().default('car_rental'),
  activeModules: text('active_modules').array().notNull().default(sql`'{}'::text[]`),
  industryConfig: jsonb('industry_config').$type<Record<string, unknown>>().notNull().default({}),
  customBranding: jsonb('custom_branding').$type<Record<string, unknown>>().notNull().default({}),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  currentPlanId: uuid('current_plan_id').references(() => subscriptionPlans.id),
  subscriptionStatus: text('subscription_status').notNull().default('trial'),
  subscriptionPlan: text('subscription_plan').notNull().default('free'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  addressAr: text('address_ar'),
  country: text('country'),
  city: text('city'),
  currency: text('currency').notNull().default('QAR'),
  timezone: text('timezone').notNull().default('Asia/Qatar'),
  // ISO weekday numbers (1 = Monday … 7 = Sunday); Gulf default Sunday–Thursday.
  workWeek: integer('work_week').array().notNull().default(sql`'{7,1,2,3,4}'::int[]`),
  // Standard VAT in percent, the default of new invoices; set from the country (decision 027).
  vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  // The tax registration number (TRN / الرقم الضريبي) printed on invoices and in the ZATCA QR code.
  vatNumber: text('vat_number'),
  // Prices are entered tax-inclusive (the VAT is taken out of them) or exclusive (added on top).
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
  commercialRegister: text('commercial_register'),
  licenseNumber: text('license_number'),
  logoUrl: text('logo_url'),
  officeLatitude: numeric('office_latitude', { precision: 10, scale: 7 }),
  officeLongitude: numeric('office_longitude', { precision: 10, scale: 7 }),
  allowedRadius: integer('allowed_radius'),
  workStartTime: text('work_start_time'),
  workEndTime: text('work_end_time'),
  lateGraceMinutes: integer('late_grace_minutes').notNull().default(15),
  autoCheckoutEnabled: boolean('auto_checkout_enabled').notNull().default(false),
  // The dashboard's setup checklist, dismissed by a company admin (decision 027).
  setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true }),
  ...timestamps,
});

const companyRef = () => companies.id;

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null for platform users (super_admin) who belong to no company.
    companyId: uuid('company_id').references(companyRef, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    position: text('position'),
    positionAr: text('position_ar'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    languagePreference: text('language_preference').notNull().default('ar'),
    // Display preferences (DESIGN.md digits, DECISIONS 8 Hijri dates).
    theme: text('theme').notNull().default('system'),
    numberingSystem: text('numbering_system').notNull().default('latn'),
    calendar: text('calendar').notNull().default('gregory'),
    timezone: text('timezone'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('profiles_company_id_idx').on(t.companyId)],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(companyRef, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    firstNameAr: text('first_name_ar'),
    lastNameAr: text('last_name_ar'),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    positionAr: text('position_ar'),
    department: text('department'),
    departmentAr: text('department_ar'),
    hireDate: text('hire_date'),
    terminationDate: text('termination_date'),
    nationalId: text('national_id'),
    basicSalary: numeric('basic_salary', { precision: 14, scale: 3 }).notNull().default('0'),
    allowances: numeric('allowances', { precision: 14, scale: 3 }).notNull().default('0'),
    bankName: text('bank_name'),
    iban: text('iban'),
    notes: text('notes'),
    accountStatus: text('account_status').notNull().default('active'),
    hasSystemAccess: boolean('has_system_access').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_company_number_uq').on(t.companyId, t.employeeNumber),
    uniqueIndex('employees_company_user_uq').on(t.companyId, t.userId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null only for the platform role super_admin.
    companyId: uuid('company_id').references(companyRef, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(companyRef, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: text('permission_id').notNull(),
    granted: boolean('granted').notNull().default(true),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_permissions_user_perm_uq').on(t.userId, t.permissionId)],
);

export const moduleSettings = pgTable(
  'module_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(companyRef, { onDelete: 'cascade' }),
    moduleName: text('module_name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    moduleConfig: jsonb('module_config').$type<Record<string, unknown>>().notNull().default({}),
    version: text('version').notNull().default('1.0.0'),
    updatedBy: uuid('updated_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('module_settings_company_module_uq').on(t.companyId, t.moduleName)],
);

export const systemLogs = pgTable(
  'system_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(companyRef, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    level: text('level').notNull(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_logs_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);

// Written only by the audit_row() trigger (tenancy-sql.ts), never by hand.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id'),
    actorId: uuid('actor_id'),
    realActorId: uuid('real_actor_id'),
    entity: text('entity').notNull(),
    recordId: text('record_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>().notNull(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order of writes: the rows of one transaction share its time, and a record's history
    // must still read insert first, then each change in the order it was made.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    // Keyset pages of the audit page (issue 20): newest first per company, per person and per
    // record kind, seq breaking ties between rows of one transaction in the order they were written.
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt, t.seq),
    index('audit_log_company_actor_idx').on(t.companyId, t.actorId, t.createdAt, t.seq),
    index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.createdAt, t.seq),
    index('audit_log_entity_record_idx').on(t.entity, t.recordId),
  ],
);

/**
 * Row counts per company, table and key (a status, or type/state for customers), kept exact by
 * statement triggers (tenancy-sql.ts, RECORD_COUNTS) in the same transaction as the write. The
 * lists' status chips and unfiltered totals read these rows instead of counting the table, so
 * their cost does not grow with the data. Read-only for app_user.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    companyId: uuid('company_id').notNull(),
    entity: text('entity').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.entity, t.key] })],
);

// Outgoing mail, written in the business transaction; the mail.deliver job sends it after commit
// (src/server/mail). Without SMTP_URL it stays here (status kept) and its link goes to the log.
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  link: text('link'),
  /** Files made when the mail is sent (mail/attachments.ts): each names its kind, record, company and file name. */
  attachments: jsonb('attachments').$type<Array<{ kind: string; ref: string; companyId: string; filename: string }>>().notNull().default([]),
  /** pending (a delivery job will send it), sent, kept (no SMTP_URL: stays here and in the log), failed. */
  status: text('status').$type<'pending' | 'sent' | 'kept' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Failed sign-ins, per email, for throttling (kept in the database: DECISIONS 15).
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_created_idx').on(t.email, t.createdAt)],
);

// Public landing page texts managed by the super admin (DECISIONS 12).
export const landingContent = pgTable('landing_content', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentKey: text('content_key').notNull(),
  contentValue: text('content_value').notNull().default(''),
  contentValueAr: text('content_value_ar').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

// Per-company counters for human-readable numbers (EMP-0001, contract numbers …). Incremented
// with one UPDATE … RETURNING inside the caller's transaction, so concurrent writers never
// get the same number.
export const numberSequences = pgTable(
  'number_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(companyRef, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [uniqueIndex('number_sequences_company_name_uq').on(t.companyId, t.name)],
);
