// Printable documents: the contract, an invoice and a receipt come back as PDFs with the
// Arabic font embedded, for the company's own records only. The files are also written to
// test-results/pdfs so a person can turn them into PNGs (pdftoppm) and look at them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  mkdirSync('test-results/pdfs', { recursive: true });
});
afterAll(() => t?.stop());

async function fetchPdf(path: string, cookie = admin) {
  const res = await t.request('GET', path, { cookie });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('PDF documents', () => {
  it('renders the contract, its invoice and a receipt with the Arabic font embedded', async () => {
    const contract = (await t.json('GET', '/api/contracts?status=closed&pageSize=1', { cookie: admin })).body.items[0];
    const detail = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin })).body;
    const docs = {
      contract: `/api/contracts/${contract.id}/pdf`,
      invoice: `/api/billing/invoices/${detail.invoices[0].id}/pdf`,
      receipt: `/api/billing/payments/${detail.payments[0].id}/pdf`,
    };
    for (const [name, path] of Object.entries(docs)) {
      const pdf = await fetchPdf(path);
      expect(pdf.status, name).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.bytes.includes(Buffer.from('IBMPlexSansArabic')), name).toBe(true);
      writeFileSync(`test-results/pdfs/${name}.pdf`, pdf.bytes);
    }
  });

  it('prints a contract’s agreed extras and discount', async () => {
    const post = async (path: string, body: unknown) => (await t.json('POST', path, { cookie: admin, body })).body;
    const vehicle = await post('/api/fleet/vehicles', { plateNumber: 'PDF 777', make: 'Toyota', model: 'Camry', year: 2025, dailyRate: '12' });
    const customer = await post('/api/customers', { nameAr: 'منيرة العتيبي', phone: '+965 66007788', civilId: '291010107788', licenseNumber: 'DL-7788', licenseExpiry: '2031-01-01' });
    const contract = await t.json('POST', '/api/contracts', {
      cookie: admin,
      body: { customerId: customer.id, vehicleId: vehicle.id, startAt: '2027-03-01T09:00:00+03:00', rateUnit: 'day', duration: 2, extras: [{ description: 'توصيل إلى المطار', amount: '3.5' }], discount: '2' },
    });
    expect(contract.status).toBe(201);
    expect(contract.body).toMatchObject({ rentalAmount: '24.000', discount: '2.000', extras: [{ amount: '3.500' }] });
    const pdf = await fetchPdf(`/api/contracts/${contract.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    writeFileSync('test-results/pdfs/contract-extras.pdf', pdf.bytes);
  });

  it('refuses another company’s documents', async () => {
    const contract = (await t.json('GET', '/api/contracts?pageSize=1', { cookie: admin })).body.items[0];
    const qatar = await t.signIn('admin@realestate.masar.test');
    expect((await fetchPdf(`/api/contracts/${contract.id}/pdf`, qatar)).status).toBe(404);
  });
});
