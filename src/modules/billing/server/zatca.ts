// The simplified e-invoice QR code a Saudi company's invoice must carry (ZATCA phase 1): the
// seller's name, its VAT number, the time the invoice was issued, its total and its VAT, as TLV
// in base64 (src/core/finance/zatca.ts), drawn as a QR code for the invoice page and the PDF.
import qrcode from 'qrcode-generator';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import { zatcaPayload, type ZatcaFields } from '../../../core/finance';
import { parseMoney, type CurrencyCode } from '../../../core/money';

type InvoiceFigures = { total: string; taxAmount: string; createdAt: Date; status: string };

export type InvoiceZatca = { fields: ZatcaFields; payload: string; qrSvg: string };

/** Null unless the company is Saudi and has its VAT number set (only then does ZATCA apply). */
export async function invoiceZatca(tx: Tx, invoice: InvoiceFigures, currency: CurrencyCode): Promise<InvoiceZatca | null> {
  const [company] = await tx.select({ country: companies.country, vatNumber: companies.vatNumber, name: companies.name, nameAr: companies.nameAr }).from(companies);
  if (!company || company.country !== 'SA' || !company.vatNumber) return null;
  const fields: ZatcaFields = {
    sellerName: company.nameAr ?? company.name,
    vatNumber: company.vatNumber,
    // The moment it was issued, in UTC to the second (ISO 8601, as ZATCA's samples write it).
    timestamp: invoice.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    total: parseMoney(invoice.total, currency),
    vatTotal: parseMoney(invoice.taxAmount, currency),
  };
  const payload = zatcaPayload(fields);
  return { fields, payload, qrSvg: qrSvg(payload) };
}

/** The payload as a QR code (error correction M), an SVG that scales to its box. */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
}
