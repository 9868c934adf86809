// Uploaded files live in stored_files (decision 025): kept with their record's company, gone with
// their record, replaced photos and logos dropped, invisible to other tenants under row-level
// security, and never copied into the audit trail.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { storedFiles } from '../db/schema';
import { withTenant } from '../tenancy/with-tenant';
import { startTestServer, TINY_PNG as PNG, type TestServer } from '../test/test-server';

let t: TestServer;
let admin: string;
const PDF = new Blob([new TextEncoder().encode('%PDF-1.4\n% stored in the database\n')], { type: 'application/pdf' });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

const idOf = (urlOrKey: string) => /([0-9a-f-]{36})\.\w+$/.exec(urlOrKey)![1]!;
const row = async (id: string) => (await t.deps.handle.db.select({ companyId: storedFiles.companyId, kind: storedFiles.kind, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.id, id)))[0];

describe('stored files', () => {
  it('keeps a document with its company and drops it with the document', async () => {
    const vehicle = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.items[0];
    const doc = await (await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, PDF, 'reg.pdf', { kind: 'registration' })).json();
    const id = idOf(doc.storageKey);
    expect(await row(id)).toEqual({ companyId: vehicle.companyId, kind: 'documents', size: PDF.size });

    // Row-level security: the company's own transaction sees the file, another's does not.
    const own = await withTenant(t.deps.handle.db, { companyId: vehicle.companyId, userId: null }, (tx) => t.deps.files.get(tx, 'documents', id));
    expect(Buffer.from(own!.bytes).subarray(0, 4).toString()).toBe('%PDF');
    const companies = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies where id <> ${vehicle.companyId} limit 1`);
    const seen = await withTenant(t.deps.handle.db, { companyId: companies[0]!.id, userId: null }, (tx) => t.deps.files.get(tx, 'documents', id));
    expect(seen).toBeUndefined();

    expect((await t.json('DELETE', `/api/fleet/vehicles/${vehicle.id}/documents/${doc.id}`, { cookie: admin })).status).toBe(200);
    expect(await row(id)).toBeUndefined();
  });

  it('drops a replaced photo and logo, and serves a file only under its own name', async () => {
    const cookie = await t.signIn('fleet@rental.masar.test');
    const first = (await (await t.upload('/api/me/avatar', cookie, new Blob([PNG], { type: 'image/png' }), 'a.png')).json()).avatarUrl as string;
    const second = (await (await t.upload('/api/me/avatar', cookie, new Blob([PNG], { type: 'image/png' }), 'b.png')).json()).avatarUrl as string;
    expect((await t.request('GET', first, { cookie })).status).toBe(404);
    expect((await t.request('GET', second, { cookie })).status).toBe(200);
    expect((await row(idOf(second)))?.kind).toBe('avatars');
    expect((await t.request('GET', second.replace('.png', '.jpg'), { cookie })).status).toBe(404);
    expect((await t.request('GET', second.replace('/avatars/', '/logos/'), { cookie })).status).toBe(404);
    expect((await t.request('GET', '/api/files/avatars/------------------------------------.png', { cookie })).status).toBe(404);

    const logo1 = (await (await t.upload('/api/company/logo', admin, new Blob([PNG], { type: 'image/png' }), 'l.png')).json()).logoUrl as string;
    const logo2 = (await (await t.upload('/api/company/logo', admin, new Blob([PNG], { type: 'image/png' }), 'l.png')).json()).logoUrl as string;
    expect(await row(idOf(logo1))).toBeUndefined();
    expect((await row(idOf(logo2)))?.kind).toBe('logos');
  });

  it('keeps the platform team’s screenshots out of every tenant’s reach, and no bytes in the audit trail', async () => {
    const superAdmin = await t.signIn('super@masar.test');
    const res = await t.upload('/api/platform/support/attachments', superAdmin, new Blob([PNG], { type: 'image/png' }), 'shot.png');
    expect(res.status).toBe(201);
    const id = idOf((await res.json()).url);
    expect((await row(id))?.companyId).toBeNull();
    const [company] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from companies limit 1`);
    const seen = await withTenant(t.deps.handle.db, { companyId: company!.id, userId: null }, (tx) => t.deps.files.get(tx, 'attachments', id));
    expect(seen).toBeUndefined();

    const audited = await queryRows<{ n: number }>(t.deps.handle.db, sql`select count(*)::int as n from audit_log where entity = 'stored_files'`);
    expect(audited[0]!.n).toBe(0);
  });
});
