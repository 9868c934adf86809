// VAT through the API (issue 18): the company's tax settings (a Saudi VAT number has ZATCA's
// shape), an invoice priced tax-inclusive posting net revenue and its VAT with the base, the
// ZATCA QR code on a Saudi invoice decoding (from the drawn SVG, through a QR reader) to the
// invoice's own figures, the PDF carrying it, and the VAT return equal to the ledger's tax accounts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';
import { readZatcaPayload } from '../../../core/finance';

let t: TestServer;
let admin: string;
let accountant: string;
let fleet: string;
let companyId: string;
let customerId: string;

async function entryLines(sourceId: string) {
  return (
    await queryRows<{ code: string; debit: string; credit: string; base: string | null }>(
      t.deps.handle.db,
      sql`select a.code, l.debit::text, l.credit::text, l.tax_base::text as base from journal_entries e join journal_entry_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id where e.company_id = ${companyId} and e.source_id = ${sourceId} and e.source_type = 'invoice' order by l.line_number`,
    )
  ).map((r) => [r.code, r.debit, r.credit, r.base]);
}

/** The QR code's text, read back from the SVG the API sends, as a phone's camera would read it. */
function readQrSvg(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const cells = [...svg.matchAll(/M(\d+),(\d+)l(\d+),0/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])] as const);
  const scale = 2;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y, cell] of cells)
    for (let dy = 0; dy < cell * scale; dy++)
      for (let dx = 0; dx < cell * scale; dx++) {
        const at = ((y * scale + dy) * width + x * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
  const found = jsQR(pixels, width, width);
  if (!found) throw new Error('the QR code does not read');
  return found.data;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  fleet = await t.signIn('fleet@rental.masar.test');
  const [row] = await queryRows<{ company_id: string }>(t.deps.handle.db, sql`select p.company_id from users u join profiles p on p.user_id = u.id where u.email = 'admin@rental.masar.test'`);
  companyId = row!.company_id;
  customerId = (await t.json('POST', '/api/customers', { cookie: admin, body: { nameAr: 'مؤسسة الضريبة', phone: '+965 9444 5555', civilId: '299900004444' } })).body.id;
  mkdirSync('test-results/pdfs', { recursive: true });
});
afterAll(() => t?.stop());

describe('VAT', () => {
  it('keeps the VAT number and the inclusive-prices choice, refusing a malformed Saudi number in Arabic and English', async () => {
    const bad = await t.json('PATCH', '/api/company', { cookie: admin, body: { country: 'SA', currency: 'KWD', timezone: 'Asia/Kuwait', vatNumber: '123456789012345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.vatNumber).toBe('الرقم الضريبي السعودي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3');
    const badEn = await t.json('PATCH', '/api/company', { cookie: admin, lang: 'en', body: { vatNumber: 'no!' } });
    expect(badEn.status).toBe(400);
    expect(badEn.body.error.fields.vatNumber).toBe('The VAT number has 5 to 20 letters or digits');
    expect((await t.json('GET', '/api/company', { cookie: admin })).body).toMatchObject({ country: 'KW', vatNumber: null, pricesIncludeVat: false });
    expect((await t.json('PATCH', '/api/company', { cookie: fleet, body: { vatNumber: '300000000000003' } })).status).toBe(403);

    const ok = await t.json('PATCH', '/api/company', { cookie: admin, body: { country: 'SA', currency: 'KWD', timezone: 'Asia/Kuwait', vatRate: '15', vatNumber: '310122393500003', pricesIncludeVat: true } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ country: 'SA', currency: 'KWD', vatRate: '15.00', vatNumber: '310122393500003', pricesIncludeVat: true });
  });

  it('posts an inclusive invoice as net revenue, net discount and the VAT with its base', async () => {
    const res = await t.json('POST', '/api/billing/invoices', {
      cookie: accountant,
      body: { customerId, kind: 'rental', issueDate: '2031-07-05', dueDate: '2031-07-20', lines: [{ description: 'إيجار أسبوع', quantity: '1', unitPrice: '115' }, { description: 'يوم إضافي', quantity: '1', unitPrice: '57.5' }], discount: '11.5', taxRate: '15' },
    });
    expect(res.status).toBe(201);
    // 172.500 gross − 11.500 discount = 161.000 paid by the customer, of which VAT 161 × 15/115 = 21.000.
    expect(res.body).toMatchObject({ subtotal: '172.500', discount: '11.500', taxAmount: '21.000', total: '161.000', pricesIncludeTax: true });
    expect(await entryLines(res.body.id)).toEqual([
      ['110201', '161.000', '0.000', null],
      ['5303', '10.000', '0.000', null],
      ['4101', '0.000', '150.000', null],
      ['210301', '0.000', '21.000', '140.000'],
    ]);
  });

  it('puts the ZATCA QR code on a Saudi invoice: it reads back to the invoice’s own figures', async () => {
    const created = await t.json('POST', '/api/billing/invoices', {
      cookie: accountant,
      body: { customerId, kind: 'damages', issueDate: '2031-07-10', dueDate: '2031-07-10', lines: [{ description: 'خدش في الباب', quantity: '2', unitPrice: '23' }], taxRate: '15' },
    });
    const invoice = (await t.json('GET', `/api/billing/invoices/${created.body.id}`, { cookie: accountant })).body;
    expect(invoice.sellerVatNumber).toBe('310122393500003');
    const fields = readZatcaPayload(readQrSvg(invoice.zatca.qrSvg));
    expect(fields).toEqual({ sellerName: 'شركة عجلات الخليج لتأجير السيارات', vatNumber: '310122393500003', timestamp: new Date(invoice.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'), total: invoice.total, vatTotal: invoice.taxAmount });
    expect([fields.total, fields.vatTotal]).toEqual(['46.000', '6.000']);
    expect(invoice.zatca.payload).toBe(readQrSvg(invoice.zatca.qrSvg));

    const pdf = await t.request('GET', `/api/billing/invoices/${invoice.id}/pdf`, { cookie: accountant });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync('test-results/pdfs/invoice-zatca.pdf', bytes);
  });

  it('gives the VAT return: sales, purchases, output and input VAT equal to the ledger’s tax accounts', async () => {
    // A workshop's bill with VAT (input tax) in the same month: 40.000 labour, VAT at 15 % 6.000.
    const vehicle = (await t.json('POST', '/api/fleet/vehicles', { cookie: admin, body: { plateNumber: 'VAT 1515', make: 'Nissan', model: 'Sunny', year: 2026, dailyRate: '10' } })).body;
    const order = await t.json('POST', '/api/fleet/maintenance', { cookie: fleet, body: { vehicleId: vehicle.id, maintenanceType: 'oil', priority: 'medium', scheduledAt: '2031-07-12T08:00:00+03:00', expectedEndAt: '2031-07-12T17:00:00+03:00' } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    await t.json('POST', `/api/fleet/maintenance/${order.body.id}/start`, { cookie: fleet, body: { at: '2031-07-12T08:30:00+03:00' } });
    const done = await t.json('POST', `/api/fleet/maintenance/${order.body.id}/complete`, { cookie: fleet, body: { odometer: 100, at: '2031-07-12T12:00:00+03:00', labourCost: '40', paidBy: 'payable' } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const vat = await t.json('GET', '/api/finance/reports/vat-return?from=2031-07-01&to=2031-07-31', { cookie: accountant });
    expect(vat.status).toBe(200);
    // Sales: the inclusive invoice's base 140.000 and the damages' 40.000; purchases: the workshop's 40.000.
    expect(vat.body).toMatchObject({ salesBase: '180.000', outputTax: '27.000', purchasesBase: '40.000', inputTax: '6.000', netPayable: '21.000', reconciled: true });
    expect(vat.body.ledger).toMatchObject({ outputMovement: '27.000', inputMovement: '6.000' });
    expect((await t.json('GET', '/api/finance/reports/vat-return?from=2031-07-01&to=2031-07-31', { cookie: fleet })).status).toBe(403);

    // Over the demo's whole history too: the return's tax is the accounts' movement.
    const all = await t.json('GET', '/api/finance/reports/vat-return?from=2020-01-01&to=2031-12-31', { cookie: accountant });
    expect(all.body.reconciled).toBe(true);
    const xlsx = await t.request('GET', '/api/finance/reports/vat-return?from=2031-07-01&to=2031-07-31&format=xlsx', { cookie: accountant });
    expect(xlsx.status).toBe(200);
  });
});
