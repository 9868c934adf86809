// The caller's own company: read by any member, changed by its company admin. Runs in the
// tenant transaction, so row-level security confines it to that one company row.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { badRequest, notFound } from '../../http/errors';
import { tenantRoute } from '../../http/route';
import { companies, moduleSettings } from '../../db/schema';
import { isCurrencyCode } from '../../../core/money';
import { isSaudiVatNumber } from '../../../core/finance';
import { timeZoneName } from '../../../core/dates/date-schemas';
import { COUNTRY_CODES, KNOWN_MODULES, countryDefaults } from '../../../core/companies';
import { removeStored, saveImage } from '../../files/storage';

const fileSchema = z.custom<File>((v) => v instanceof File, 'required').openapi({ type: 'string', format: 'binary' });

const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  businessType: z.string(),
  activeModules: z.array(z.string()),
  currency: z.string(),
  timezone: z.string(),
  workWeek: z.array(z.number()),
  /** Standard VAT in percent, the default of new invoices. */
  vatRate: z.string(),
  /** Tax registration number (TRN), printed on invoices and in the Saudi QR code. */
  vatNumber: z.string().nullable(),
  /** Invoice prices are entered tax-inclusive (the VAT is taken out of them). */
  pricesIncludeVat: z.boolean(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressAr: z.string().nullable(),
  commercialRegister: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  logoUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
});

const text = (max: number) => z.string().trim().max(max);
const companyPatch = z
  .object({
    name: text(200).min(1),
    nameAr: text(200).nullable(),
    currency: z.string().refine(isCurrencyCode, 'invalid_currency'),
    timezone: timeZoneName,
    workWeek: z.array(z.number().int().min(1).max(7)).max(7),
    /** Changing the country also sets its currency, time zone, working days and VAT, unless given. */
    country: z.enum(COUNTRY_CODES, 'invalid_country'),
    vatRate: z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'invalid_vat_rate'),
    vatNumber: z.string().trim().regex(/^[A-Za-z0-9]{5,20}$/, 'invalid_vat_number').nullable(),
    pricesIncludeVat: z.boolean(),
    city: text(100).nullable(),
    email: z.string().email().nullable(),
    phone: text(40).nullable(),
    address: text(500).nullable(),
    addressAr: text(500).nullable(),
    commercialRegister: text(100).nullable(),
    licenseNumber: text(100).nullable(),
  })
  .partial()
  .strict();

const moduleSchema = z.object({ moduleName: z.string(), isEnabled: z.boolean(), version: z.string() });

function toCompany(row: typeof companies.$inferSelect): z.infer<typeof companySchema> {
  const { id, name, nameAr, businessType, activeModules, currency, timezone, workWeek, vatRate, vatNumber, pricesIncludeVat, country, city, email, phone } = row;
  const { address, addressAr, commercialRegister, licenseNumber, logoUrl, subscriptionStatus, subscriptionPlan } = row;
  return { id, name, nameAr, businessType, activeModules, currency, timezone, workWeek, vatRate, vatNumber, pricesIncludeVat, country, city, email, phone, address, addressAr, commercialRegister, licenseNumber, logoUrl, subscriptionStatus, subscriptionPlan };
}

export function companyRoutes(app: OpenAPIHono<AppEnv>) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/company',
      access: access.member,
      summary: 'The caller company profile',
      responses: { 200: { description: 'Company', content: { 'application/json': { schema: companySchema } } } },
    },
    async (c, { tx }) => {
      const [row] = await tx.select().from(companies);
      if (!row) throw notFound();
      return c.json(toCompany(row), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'patch',
      path: '/api/company',
      access: access.companyAdmin,
      summary: 'Update the caller company profile',
      request: { body: { content: { 'application/json': { schema: companyPatch } }, required: true } },
      responses: { 200: { description: 'Company', content: { 'application/json': { schema: companySchema } } } },
    },
    async (c, { tx, companyId }) => {
      const patch = c.req.valid('json');
      const [current] = await tx.select({ country: companies.country, vatNumber: companies.vatNumber }).from(companies);
      if (!current) throw notFound();
      // A new country brings its defaults (the same table as sign-up); what the form sent wins.
      const defaults = patch.country && patch.country !== current.country ? countryDefaults(patch.country) : {};
      // A Saudi registration number has a fixed shape (ZATCA): 15 digits, the first and last a 3.
      const vatNumber = patch.vatNumber === undefined ? current.vatNumber : patch.vatNumber;
      if (vatNumber && (patch.country ?? current.country) === 'SA' && !isSaudiVatNumber(vatNumber)) throw badRequest('validation_failed', { vatNumber: 'invalid_saudi_vat_number' });
      const [row] = await tx.update(companies).set({ ...defaults, ...patch, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning();
      if (!row) throw notFound();
      return c.json(toCompany(row), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/company/logo',
      access: access.companyAdmin,
      summary: 'Upload the company logo (PNG, JPEG or WebP, up to 2 MB)',
      request: { body: { content: { 'multipart/form-data': { schema: z.object({ file: fileSchema }) } }, required: true } },
      responses: { 200: { description: 'Logo', content: { 'application/json': { schema: z.object({ logoUrl: z.string() }) } } } },
    },
    async (c, { tx, companyId }) => {
      const { file } = c.req.valid('form');
      const { files } = c.get('deps');
      const logoUrl = await saveImage(files, tx, 'logos', companyId, file);
      const [old] = await tx.select({ logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId));
      await tx.update(companies).set({ logoUrl, updatedAt: new Date() }).where(eq(companies.id, companyId));
      // The replaced logo is no longer shown anywhere.
      await removeStored(files, tx, 'logos', old?.logoUrl ?? null);
      return c.json({ logoUrl }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/company/modules',
      access: access.member,
      summary: 'Module settings of the caller company',
      responses: { 200: { description: 'Modules', content: { 'application/json': { schema: z.object({ items: z.array(moduleSchema) }) } } } },
    },
    async (c, { tx }) => {
      const rows = await tx
        .select({ moduleName: moduleSettings.moduleName, isEnabled: moduleSettings.isEnabled, version: moduleSettings.version })
        .from(moduleSettings)
        .orderBy(moduleSettings.moduleName);
      return c.json({ items: rows }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/company/modules/{moduleName}',
      access: access.companyAdmin,
      summary: 'Enable or disable a module for the caller company',
      request: {
        params: z.object({ moduleName: z.string().refine((m) => KNOWN_MODULES.includes(m), 'unknown_module') }),
        body: { content: { 'application/json': { schema: z.object({ isEnabled: z.boolean() }).strict() } }, required: true },
      },
      responses: { 200: { description: 'Module', content: { 'application/json': { schema: moduleSchema } } } },
    },
    async (c, { tx, companyId, actor }) => {
      const { moduleName } = c.req.valid('param');
      const { isEnabled } = c.req.valid('json');
      const [row] = await tx
        .insert(moduleSettings)
        .values({ companyId, moduleName, isEnabled, updatedBy: actor.userId })
        .onConflictDoUpdate({
          target: [moduleSettings.companyId, moduleSettings.moduleName],
          set: { isEnabled, updatedBy: actor.userId, updatedAt: new Date() },
        })
        .returning({ moduleName: moduleSettings.moduleName, isEnabled: moduleSettings.isEnabled, version: moduleSettings.version });
      const [company] = await tx.select({ modules: companies.activeModules }).from(companies);
      const modules = new Set(company?.modules ?? []);
      if (isEnabled) modules.add(moduleName);
      else modules.delete(moduleName);
      await tx.update(companies).set({ activeModules: [...modules].sort() }).where(eq(companies.id, companyId));
      return c.json(row!, 200);
    },
  );
}
