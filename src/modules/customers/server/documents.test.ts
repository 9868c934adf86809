// Documents on customers and vehicles: upload a PDF or image, see it on the record, download
// it, delete it; other types and other companies are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
const PDF = new Blob([new TextEncoder().encode('%PDF-1.4\n% test licence\n')], { type: 'application/pdf' });

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('record documents', () => {
  it('keeps a customer’s licence scan: upload, list, download, delete', async () => {
    const customer = (await t.json('GET', '/api/customers?pageSize=1', { cookie: admin })).body.items[0];
    const res = await t.upload(`/api/customers/${customer.id}/documents`, admin, PDF, 'رخصة.pdf', { kind: 'licence' });
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({ kind: 'licence', fileName: 'رخصة.pdf', contentType: 'application/pdf' });
    const detail = (await t.json('GET', `/api/customers/${customer.id}`, { cookie: admin })).body;
    expect(detail.documentCount).toBe(1);
    expect(detail.documents.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    const file = await t.request('GET', `/api/customers/${customer.id}/documents/${doc.id}`, { cookie: admin });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toContain('% test licence');
    expect((await t.json('DELETE', `/api/customers/${customer.id}/documents/${doc.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.request('GET', `/api/customers/${customer.id}/documents/${doc.id}`, { cookie: admin })).status).toBe(404);
  });

  it('stores a vehicle’s insurance policy with its expiry and refuses a disguised file', async () => {
    const vehicle = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.items[0];
    const ok = await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, PDF, 'policy.pdf', { kind: 'insurance', expiresOn: '2027-06-30' });
    expect(ok.status).toBe(201);
    const detail = (await t.json('GET', `/api/fleet/vehicles/${vehicle.id}`, { cookie: admin })).body;
    expect(detail.documents[0]).toMatchObject({ kind: 'insurance', expiresOn: '2027-06-30' });
    const file = await t.request('GET', `/api/fleet/vehicles/${vehicle.id}/documents/${detail.documents[0].id}`, { cookie: admin });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.json('DELETE', `/api/fleet/vehicles/${vehicle.id}/documents/${detail.documents[0].id}`, { cookie: admin })).body).toEqual({ ok: true });
    const fake = await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, new Blob(['<html>'], { type: 'application/pdf' }), 'x.pdf');
    expect(fake.status).toBe(400);
    expect((await fake.json()).error.message).toBe('نوع الملف غير مسموح (صور أو PDF فقط)');
    const html = await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, new Blob(['<html>'], { type: 'text/html' }), 'x.html');
    expect(html.status).toBe(400);
  });

  it('never serves one company’s documents to another', async () => {
    const vehicle = (await t.json('GET', '/api/fleet/vehicles?pageSize=1', { cookie: admin })).body.items[0];
    const doc = await (await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, admin, PDF, 'reg.pdf', { kind: 'registration' })).json();
    const qatar = await t.signIn('admin@realestate.masar.test');
    expect((await t.request('GET', `/api/fleet/vehicles/${vehicle.id}/documents/${doc.id}`, { cookie: qatar })).status).toBe(404);
    expect((await t.upload(`/api/fleet/vehicles/${vehicle.id}/documents`, qatar, PDF, 'x.pdf')).status).toBe(404);
  });
});
