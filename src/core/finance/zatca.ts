// The simplified tax invoice QR code of Saudi Arabia (ZATCA e-invoicing phase 1): five TLV
// fields — seller name, VAT registration number, the invoice's time stamp, its total with VAT
// and its VAT — each as tag (1 byte), length (1 byte, UTF-8 bytes) and value, the whole in base64.
export type ZatcaFields = { sellerName: string; vatNumber: string; timestamp: string; total: string; vatTotal: string };

const ORDER: ReadonlyArray<keyof ZatcaFields> = ['sellerName', 'vatNumber', 'timestamp', 'total', 'vatTotal'];

export function zatcaPayload(fields: ZatcaFields): string {
  const bytes: number[] = [];
  ORDER.forEach((key, index) => {
    const value = new TextEncoder().encode(fields[key]);
    if (value.length > 255) throw new Error(`ZATCA field ${key} is longer than 255 bytes`);
    bytes.push(index + 1, value.length, ...value);
  });
  return btoa(String.fromCharCode(...bytes));
}

/** Reads a payload back (tests, and anyone checking a printed invoice). */
export function readZatcaPayload(base64: string): ZatcaFields {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const out: Partial<ZatcaFields> = {};
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    const key = ORDER[tag - 1];
    if (!key || at + 2 + length > bytes.length) throw new Error('malformed ZATCA payload');
    out[key] = new TextDecoder().decode(bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  if (ORDER.some((k) => out[k] === undefined)) throw new Error('incomplete ZATCA payload');
  return out as ZatcaFields;
}

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
export function isSaudiVatNumber(value: string): boolean {
  return /^3\d{13}3$/.test(value);
}
