// Landing content management (DECISIONS 12): create, edit, reorder, switch off and delete rows;
// the public endpoint serves only the active ones, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { systemLogs } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let superCookie: string;

const publicKeys = async () => (await t.json('GET', '/api/landing-content')).body.items.map((i: { contentKey: string }) => i.contentKey);

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
});
afterAll(() => t?.stop());

describe('landing content', () => {
  it('is managed by the super admin only', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    expect((await t.json('GET', '/api/platform/landing-content', { cookie: admin })).status).toBe(403);
    expect((await t.json('POST', '/api/platform/landing-content', { cookie: admin, body: { contentKey: 'hero_title' } })).status).toBe(403);
  });

  it('creates, edits, reorders, switches off and deletes; the public list follows', async () => {
    const a = await t.json('POST', '/api/platform/landing-content', { cookie: superCookie, body: { contentKey: 'hero_title', contentValue: 'Run your fleet', contentValueAr: 'أدر أسطولك', sortOrder: 1 } });
    expect(a.status).toBe(201);
    const b = await t.json('POST', '/api/platform/landing-content', { cookie: superCookie, body: { contentKey: 'gps_card', contentValue: 'GPS\nLive map', contentValueAr: 'تتبع\nخريطة حية', sortOrder: 2 } });
    const before = await t.json('GET', '/api/platform/landing-content', { cookie: superCookie });
    const ids = before.body.items.map((i: { id: string }) => i.id);
    expect(await publicKeys()).toEqual(expect.arrayContaining(['hero_title', 'gps_card']));

    const edited = await t.json('PATCH', `/api/platform/landing-content/${a.body.id}`, { cookie: superCookie, body: { contentValueAr: 'أدر أسطولك بسهولة' } });
    expect(edited.body.contentValueAr).toBe('أدر أسطولك بسهولة');
    expect((await t.json('GET', '/api/landing-content')).body.items.find((i: { contentKey: string }) => i.contentKey === 'hero_title').valueAr).toBe('أدر أسطولك بسهولة');

    const reordered = await t.json('PUT', '/api/platform/landing-content/order', { cookie: superCookie, body: { ids: [...ids].reverse() } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    expect((await t.json('PUT', '/api/platform/landing-content/order', { cookie: superCookie, body: { ids: [ids[0]] } })).status).toBe(400);

    await t.json('PATCH', `/api/platform/landing-content/${b.body.id}`, { cookie: superCookie, body: { isActive: false } });
    expect(await publicKeys()).not.toContain('gps_card');
    expect((await t.json('DELETE', `/api/platform/landing-content/${a.body.id}`, { cookie: superCookie })).status).toBe(200);
    expect(await publicKeys()).not.toContain('hero_title');
    expect((await t.json('DELETE', `/api/platform/landing-content/${a.body.id}`, { cookie: superCookie })).status).toBe(404);

    const logs = await t.deps.handle.db.select().from(systemLogs).where(eq(systemLogs.category, 'platform'));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['landing_created', 'landing_updated', 'landing_reordered', 'landing_deleted']));
  });

  it('refuses a bad key or order with the field message', async () => {
    const res = await t.json('POST', '/api/platform/landing-content', { cookie: superCookie, body: { contentKey: 'Hero Title', sortOrder: -1 }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ contentKey: 'Codes take lower-case letters, digits and underscores only', sortOrder: 'Invalid display order' });
  });
});
