// The signed-in user's own profile, preferences, photo and sessions (the /profile page).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { access } from '../../http/access';
import type { AppEnv } from '../../http/env';
import { notFound, unauthorized } from '../../http/errors';
import { fileResponse } from '../../http/openapi';
import { platformRoute } from '../../http/route';
import { profiles, sessions } from '../../db/schema';
import { setScope, withTenant } from '../../tenancy/with-tenant';
import { companyHasAttachment } from '../../../modules/support/server/service';
import { readStored, removeStored, saveImage, STORED_IMAGE_TYPES } from '../../files/storage';

const text = (max: number) => z.string().trim().max(max, 'too_long');
const optionalText = (max: number) => text(max).nullable().transform((v) => (v === '' ? null : v));

export const profilePatchSchema = z
  .object({
    firstName: text(80).min(1, 'required'),
    lastName: text(80),
    firstNameAr: optionalText(80),
    lastNameAr: optionalText(80),
    position: optionalText(120),
    positionAr: optionalText(120),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid_phone')
      .nullable()
      .or(z.literal('').transform(() => null)),
    languagePreference: z.enum(['ar', 'en']),
    theme: z.enum(['light', 'dark', 'system']),
    numberingSystem: z.enum(['latn', 'arab']),
    calendar: z.enum(['gregory', 'islamic-umalqura']),
  })
  .partial()
  .strict();

export const profileOut = z.object({
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  position: z.string().nullable(),
  positionAr: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  languagePreference: z.string(),
  theme: z.string(),
  numberingSystem: z.string(),
  calendar: z.string(),
});

export const toProfileOut = (p: typeof profiles.$inferSelect): z.infer<typeof profileOut> => ({
  firstName: p.firstName,
  lastName: p.lastName,
  firstNameAr: p.firstNameAr,
  lastNameAr: p.lastNameAr,
  position: p.position,
  positionAr: p.positionAr,
  phone: p.phone,
  avatarUrl: p.avatarUrl,
  languagePreference: p.languagePreference,
  theme: p.theme,
  numberingSystem: p.numberingSystem,
  calendar: p.calendar,
});

const sessionOut = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

const fileSchema = z
  .custom<File>((v) => v instanceof File, 'required')
  .openapi({ type: 'string', format: 'binary' });

export function profileRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'patch',
      path: '/api/me/profile',
      access: access.signedIn,
      summary: 'Update my names, position, phone and display preferences',
      request: { body: { content: { 'application/json': { schema: profilePatchSchema } }, required: true } },
      responses: { 200: { description: 'Profile', content: { 'application/json': { schema: profileOut } } } },
    },
    async (c, { db, actor, ip }) => {
      if (!actor) throw unauthorized();
      const patch = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        await setScope(tx, { companyId: actor.homeCompanyId, userId: actor.userId, ip });
        const [updated] = await tx.update(profiles).set({ ...patch, updatedAt: new Date() }).where(eq(profiles.userId, actor.userId)).returning();
        return updated;
      });
      if (!row) throw notFound();
      return c.json(toProfileOut(row), 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/me/avatar',
      access: access.signedIn,
      summary: 'Upload my photo (PNG, JPEG or WebP, up to 2 MB)',
      request: { body: { content: { 'multipart/form-data': { schema: z.object({ file: fileSchema }) } }, required: true } },
      responses: { 200: { description: 'Photo', content: { 'application/json': { schema: z.object({ avatarUrl: z.string() }) } } } },
    },
    async (c, { db, actor, ip }) => {
      if (!actor) throw unauthorized();
      const { file } = c.req.valid('form');
      const { files } = c.get('deps');
      // The photo is kept with the profile that shows it (the user's home company, none for the
      // platform team), and the one it replaces goes in the same transaction.
      const avatarUrl = await db.transaction(async (tx) => {
        await setScope(tx, { companyId: actor.homeCompanyId, userId: actor.userId, ip });
        const url = await saveImage(files, tx, 'avatars', actor.homeCompanyId, file);
        const [old] = await tx.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, actor.userId));
        await tx.update(profiles).set({ avatarUrl: url, updatedAt: new Date() }).where(eq(profiles.userId, actor.userId));
        await removeStored(files, tx, 'avatars', old?.avatarUrl ?? null);
        return url;
      });
      return c.json({ avatarUrl }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/me/sessions',
      access: access.signedIn,
      summary: 'My active sessions (devices), newest first',
      responses: { 200: { description: 'Sessions', content: { 'application/json': { schema: z.object({ items: z.array(sessionOut) }) } } } },
    },
    async (c, { db, actor }) => {
      if (!actor) throw unauthorized();
      const current = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt));
      const items = rows.map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        current: s.id === current?.session.id,
      }));
      return c.json({ items }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'delete',
      path: '/api/me/sessions/{id}',
      access: access.signedIn,
      summary: 'Sign one of my sessions out (use "others" for all but this one)',
      request: { params: z.object({ id: z.union([z.literal('others'), z.string().uuid()]) }) },
      responses: { 200: { description: 'Revoked', content: { 'application/json': { schema: z.object({ revoked: z.number() }) } } } },
    },
    async (c, { db, actor }) => {
      if (!actor) throw unauthorized();
      const { id } = c.req.valid('param');
      const current = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
      const where =
        id === 'others'
          ? and(eq(sessions.userId, actor.userId), ne(sessions.id, current?.session.id ?? ''))
          : and(eq(sessions.userId, actor.userId), eq(sessions.id, id));
      const deleted = await db.transaction((tx) => tx.delete(sessions).where(where).returning({ id: sessions.id }));
      if (id !== 'others' && deleted.length === 0) throw notFound();
      return c.json({ revoked: deleted.length }, 200);
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/files/{kind}/{name}',
      access: access.signedIn,
      summary: 'An uploaded image (photo or logo)',
      request: { params: z.object({ kind: z.string(), name: z.string() }) },
      responses: { 200: fileResponse('The image', ...STORED_IMAGE_TYPES) },
    },
    async (c, { db, actor }) => {
      const { kind, name } = c.req.valid('param');
      // Avatars and logos are shown wherever their person or company appears; a ticket's
      // screenshot only to its company and the platform team.
      if (kind === 'attachments' && !actor!.isSuperAdmin) {
        const url = `/api/files/${kind}/${name}`;
        const companyId = actor!.companyId;
        if (!companyId || !(await withTenant(db, { companyId, userId: actor!.userId }, (tx) => companyHasAttachment(tx, url)))) throw notFound();
      }
      const { bytes, contentType } = await readStored(c.get('deps').files, db, kind, name);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': contentType, 'Cache-Control': 'private, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
    },
  );
}
