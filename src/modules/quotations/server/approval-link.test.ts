// The public approval link: it ends with the validity day on the company's clock, a client may
// reject with a comment, a link past its end says so (410), and an answered link cannot be reused.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { quotations } from './tables';

let t: TestServer;
let admin: string;
let customerId: string;
let vehicleId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  const post = async (path: string, body: unknown) => (await t.json('POST', path, { cookie: admin, body })).body;
  vehicleId = (await post('/api/fleet/vehicles', { plateNumber: 'LINK 42', make: 'Kia', model: 'K5', year: 2025, dailyRate: '14' })).id;
  customerId = (await post('/api/customers', { nameAr: 'دانة الفهد', phone: '+965 55442211', civilId: '295050504242', licenseExpiry: '2031-01-01' })).id;
});
afterAll(() => t?.stop());

async function sentQuotation(validUntil: string) {
  const quotation = (await t.json('POST', '/api/quotations', { cookie: admin, body: { customerId, vehicleId, startDate: '2030-01-10', rateUnit: 'day', duration: 2, validUntil } })).body;
  const sent = await t.json('POST', `/api/quotations/${quotation.id}/send`, { cookie: admin });
  expect(sent.status).toBe(200);
  return { id: quotation.id as string, token: new URL(sent.body.approvalUrl).searchParams.get('token')!, expiresAt: sent.body.approvalExpiresAt as string };
}

describe('quotation approval link', () => {
  it('expires at the end of the validity day in Kuwait (UTC+3), not UTC', async () => {
    const link = await sentQuotation('2029-12-31');
    expect(new Date(link.expiresAt).toISOString()).toBe('2029-12-31T20:59:59.000Z');
  });

  it('lets the client reject with a comment, once', async () => {
    const link = await sentQuotation('2029-12-31');
    const rejected = await t.json('POST', `/api/public/quotations/${link.token}/decision`, { body: { decision: 'reject', comment: 'السعر مرتفع' } });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected' } });
    const again = await t.json('POST', `/api/public/quotations/${link.token}/decision`, { body: { decision: 'approve' } });
    expect(again.status).toBe(409);
    // Whoever prepared it is told once, by a notice queued with the decision (none for the refused second answer).
    const notices = await t.deps.handle.db.select().from(mailOutbox).where(like(mailOutbox.kind, 'quotation_%'));
    expect(notices.map((m) => [m.toAddress, m.kind])).toEqual([['admin@rental.masar.test', 'quotation_rejected']]);
    expect(notices[0]!.body).toContain('السعر مرتفع');
    const detail = await t.json('GET', `/api/quotations/${link.id}`, { cookie: admin });
    expect(detail.body).toMatchObject({ status: 'rejected', clientComment: 'السعر مرتفع' });
    const convert = await t.json('POST', `/api/quotations/${link.id}/convert`, { cookie: admin, body: {} });
    expect(convert.status).toBe(409);
  });

  it('answers 410 with a clear message once the link has ended, and 404 to an unknown token', async () => {
    const link = await sentQuotation('2029-12-31');
    await t.deps.handle.db.update(quotations).set({ approvalExpiresAt: new Date(Date.now() - 1000) }).where(eq(quotations.id, link.id));
    const expired = await t.json('GET', `/api/public/quotations/${link.token}`, { lang: 'en' });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('This quotation link has expired; please contact the company');
    expect((await t.json('POST', `/api/public/quotations/${link.token}/decision`, { body: { decision: 'approve' } })).status).toBe(410);
    expect((await t.json('GET', `/api/public/quotations/${'A'.repeat(43)}`)).status).toBe(404);
  });
});
