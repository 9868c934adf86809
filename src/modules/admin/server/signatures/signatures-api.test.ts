// Electronic signature (issue 20): the company admin sets the authorised signatory, the signature
// and the stamp, and which printed documents carry them; a customer signs on screen at handover
// and when approving a quotation, when the company asks for it. The signature is kept with the
// record and printed on it; without it the action is refused with nothing written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let admin: string;
let sales: string;

// A real 1×1 PNG, as a signature pad's canvas would send it (the bytes are what is checked).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const drawn = `data:image/png;base64,${PNG.toString('base64')}`;
/** How many image objects a PDF embeds (an image with transparency adds its mask as a second). */
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;

async function pdf(path: string, cookie = admin) {
  const res = await t.request('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function settings(body: unknown, cookie = admin) {
  return t.json('PUT', '/api/signature-settings', { cookie, body });
}

async function upload(image: 'signature' | 'stamp', bytes: Buffer, type: string, cookie = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), `${image}.png`);
  const res = await t.request('PUT', `/api/signature-settings/${image}`, { cookie, form });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  sales = await t.signIn('sales@rental.masar.test');
  mkdirSync('test-results/pdfs', { recursive: true });
});
afterAll(() => t?.stop());

describe('the company’s signature settings', () => {
  it('start from the demo: the company admin signs every kind of document with signature and stamp', async () => {
    const res = await t.json('GET', '/api/signature-settings', { cookie: admin });
    expect(res).toMatchObject({ status: 200, body: { signatoryName: 'خالد الصباح', signatoryTitle: 'المدير العام', hasSignature: true, hasStamp: true, documents: ['contract', 'invoice', 'receipt', 'lease'], customerSignsHandover: false } });
    const image = await t.request('GET', '/api/signature-settings/stamp', { cookie: admin });
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('are the company admin’s alone, and refuse what is not a document kind or an image', async () => {
    expect((await t.json('GET', '/api/signature-settings', { cookie: sales })).status).toBe(403);
    expect((await settings({ customerSignsHandover: true }, sales)).status).toBe(403);
    expect((await upload('signature', PNG, 'image/png', sales)).status).toBe(403);
    const bad = await settings({ documents: ['contract', 'payslip'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['documents.1']);
    const html = await upload('signature', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(html).toMatchObject({ status: 400, body: { error: { fields: { file: 'صورة التوقيع أو الختم بصيغة PNG أو JPEG، حتى 2 ميغابايت' } } } });
    // Nothing was changed by the refused requests.
    expect((await t.json('GET', '/api/signature-settings', { cookie: admin })).body).toMatchObject({ hasSignature: true, documents: ['contract', 'invoice', 'receipt', 'lease'], customerSignsHandover: false });
  });

  it('put the signature and stamp on the chosen documents only', async () => {
    const contract = (await t.json('GET', '/api/contracts?status=closed&pageSize=1', { cookie: admin })).body.items[0];
    const detail = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: admin })).body;
    const docs = { contract: `/api/contracts/${contract.id}/pdf`, invoice: `/api/billing/invoices/${detail.invoices[0].id}/pdf`, receipt: `/api/billing/payments/${detail.payments[0].id}/pdf` };
    const counts: Record<string, number> = {};
    for (const [name, path] of Object.entries(docs)) {
      const bytes = await pdf(path);
      counts[name] = imagesIn(bytes);
      expect(counts[name], name).toBeGreaterThan(0);
      writeFileSync(`test-results/pdfs/signed-${name}.pdf`, bytes);
    }
    // With the invoice left out, it carries no image; without the stamp, the contract carries fewer.
    expect((await t.json('DELETE', '/api/signature-settings/stamp', { cookie: admin })).body).toMatchObject({ hasStamp: false, hasSignature: true });
    expect((await settings({ documents: ['contract', 'receipt', 'lease'] })).body.documents).toEqual(['contract', 'receipt', 'lease']);
    expect(imagesIn(await pdf(docs.invoice))).toBe(0);
    const signatureOnly = imagesIn(await pdf(docs.contract));
    expect(signatureOnly).toBeGreaterThan(0);
    expect(signatureOnly).toBeLessThan(counts.contract!);
    // A new stamp: the contract carries it again, and the image read back is the one uploaded.
    const stamp = await upload('stamp', PNG, 'image/png');
    expect(stamp).toMatchObject({ status: 200, body: { hasStamp: true } });
    expect(Buffer.from(await (await t.request('GET', '/api/signature-settings/stamp', { cookie: admin })).arrayBuffer())).toEqual(PNG);
    expect(imagesIn(await pdf(docs.contract))).toBeGreaterThan(signatureOnly);
    // No document at all: nothing is printed, and no image is left on the invoice or contract.
    await settings({ documents: [] });
    expect(imagesIn(await pdf(docs.contract))).toBe(0);
    await settings({ documents: ['contract', 'invoice', 'receipt', 'lease'] });
  });
});

describe('a customer signing on screen', () => {
  async function reservedContract(day: number) {
    const vehicles = (await t.json('GET', '/api/fleet/vehicles?status=available&pageSize=3', { cookie: admin })).body.items as { id: string }[];
    const customer = await t.json('POST', '/api/customers', { cookie: sales, body: { nameAr: 'نورة المطيري', phone: `+965 9100 00${10 + day}`, civilId: `29001010${1000 + day}`, licenseExpiry: '2040-01-01' } });
    const startAt = new Date(Date.UTC(2032, 0, day, 9)).toISOString();
    const res = await t.json('POST', '/api/contracts', { cookie: sales, body: { customerId: customer.body.id, vehicleId: vehicles[day % vehicles.length]!.id, startAt, rateUnit: 'day', duration: 2, rate: '50', reserve: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; status: string };
  }

  it('is required at handover once the company asks for it; the signature is kept and printed', async () => {
    expect((await settings({ customerSignsHandover: true })).body.customerSignsHandover).toBe(true);
    const contract = await reservedContract(3);
    expect((await t.json('GET', `/api/contracts/${contract.id}`, { cookie: sales })).body).toMatchObject({ handoverSignatureRequired: true, customerSignature: null });
    const odometer = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: sales })).body.vehicle.odometer + 120;
    const handover = (body: object) => t.json('POST', `/api/contracts/${contract.id}/handover`, { cookie: sales, body: { odometer, fuel: 8, ...body } });
    const unsigned = await handover({});
    expect(unsigned).toMatchObject({ status: 400, body: { error: { fields: { signature: 'يجب أن يوقّع العميل على الشاشة أولاً' } } } });
    const forged = await handover({ signature: { signerName: 'نورة', image: 'data:image/png;base64,PHN2Zz4=' } });
    expect(forged).toMatchObject({ status: 400, body: { error: { fields: { signature: 'التوقيع غير صالح؛ ارسم التوقيع من جديد' } } } });
    const nameless = await handover({ signature: { signerName: ' ', image: drawn } });
    expect(nameless.status).toBe(400);
    // Nothing was written by the refused handovers.
    expect((await t.json('GET', `/api/contracts/${contract.id}`, { cookie: sales })).body).toMatchObject({ status: 'reserved', handoverOdometer: null, invoices: [] });

    const signed = await handover({ signature: { signerName: 'نورة المطيري', image: drawn } });
    expect(signed).toMatchObject({ status: 200, body: { status: 'active' } });
    const detail = (await t.json('GET', `/api/contracts/${contract.id}`, { cookie: sales })).body;
    expect(detail.customerSignature).toMatchObject({ signerName: 'نورة المطيري', imageUrl: `/api/contracts/${contract.id}/signature` });
    expect(Date.parse(detail.customerSignature.signedAt)).not.toBeNaN();
    expect(Buffer.from(await (await t.request('GET', detail.customerSignature.imageUrl, { cookie: sales })).arrayBuffer())).toEqual(PNG);
    // The renter's signature joins the company's on the printed contract.
    const printed = await pdf(`/api/contracts/${contract.id}/pdf`);
    await settings({ documents: [] });
    expect(imagesIn(printed)).toBeGreaterThan(imagesIn(await pdf(`/api/contracts/${contract.id}/pdf`)));
    expect(imagesIn(await pdf(`/api/contracts/${contract.id}/pdf`))).toBeGreaterThan(0);
    await settings({ documents: ['contract', 'invoice', 'receipt', 'lease'] });
    writeFileSync('test-results/pdfs/signed-handover.pdf', printed);
    // The audit log has the signature, who captured it and when.
    const log = await t.json('GET', '/api/admin/audit-log?entity=captured_signatures', { cookie: admin });
    expect(log.body.items[0]).toMatchObject({ entity: 'captured_signatures', entityLabel: 'توقيع العميل', action: 'insert' });

    // Another company reads neither the signature nor the settings.
    const qatar = await t.signIn('admin@realestate.masar.test');
    expect((await t.request('GET', detail.customerSignature.imageUrl, { cookie: qatar })).status).toBe(404);
    expect((await t.json('GET', '/api/signature-settings', { cookie: qatar })).body).toMatchObject({ customerSignsHandover: false, signatoryName: 'حمد آل ثاني' });
    await settings({ customerSignsHandover: false });
  });

  it('is required to approve a quotation through its link when the company asks for it', async () => {
    await settings({ customerSignsQuotation: true });
    const customer = await t.json('POST', '/api/customers', { cookie: sales, body: { nameAr: 'بدر الحربي', phone: '+965 9100 0099', civilId: '290010109099', licenseExpiry: '2040-01-01' } });
    const quotation = await t.json('POST', '/api/quotations', { cookie: sales, body: { customerId: customer.body.id, vehicleClass: 'sedan', startDate: '2032-02-01', rateUnit: 'day', duration: 3, rate: '15', validUntil: '2099-12-31' } });
    expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
    const sent = await t.json('POST', `/api/quotations/${quotation.body.id}/send`, { cookie: sales });
    const token = new URL(sent.body.approvalUrl).searchParams.get('token')!;
    expect((await t.json('GET', `/api/public/quotations/${token}`)).body.signatureRequired).toBe(true);
    const unsigned = await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve' } });
    expect(unsigned).toMatchObject({ status: 400, body: { error: { fields: { signature: 'يجب أن يوقّع العميل على الشاشة أولاً' } } } });
    expect((await t.json('GET', `/api/quotations/${quotation.body.id}`, { cookie: sales })).body).toMatchObject({ status: 'sent', clientSignature: null });
    const approved = await t.json('POST', `/api/public/quotations/${token}/decision`, { body: { decision: 'approve', signature: { signerName: 'بدر الحربي', image: drawn } } });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    const detail = (await t.json('GET', `/api/quotations/${quotation.body.id}`, { cookie: sales })).body;
    expect(detail.clientSignature).toMatchObject({ signerName: 'بدر الحربي', imageUrl: `/api/quotations/${quotation.body.id}/signature` });
    expect((await t.request('GET', detail.clientSignature.imageUrl, { cookie: sales })).headers.get('content-type')).toBe('image/png');
    await settings({ customerSignsQuotation: false });
  });
});
