// A customer's papers that expire (driving licence, civil ID, passport), for the alerts center's
// daily document-expiry job. Inactive customers are left out: nobody rents to them.
import { and, between, eq, or } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { customers } from './tables';

export type CustomerDocumentExpiry = { customerId: string; nameAr: string; nameEn: string; document: 'driving_license' | 'civil_id' | 'passport'; expiryDate: string };

/** Licence, civil ID and passport dates between `from` and `to` (inclusive) of the tenant's customers. */
export async function customerDocumentExpiries(tx: Tx, from: string, to: string): Promise<CustomerDocumentExpiry[]> {
  const rows = await tx
    .select({ id: customers.id, nameAr: customers.nameAr, nameEn: customers.nameEn, licenseExpiry: customers.licenseExpiry, civilIdExpiry: customers.civilIdExpiry, passportExpiry: customers.passportExpiry })
    .from(customers)
    .where(and(eq(customers.isActive, true), or(between(customers.licenseExpiry, from, to), between(customers.civilIdExpiry, from, to), between(customers.passportExpiry, from, to))))
    .orderBy(customers.customerNumber, customers.id);
  return rows.flatMap((c) => {
    const names = { customerId: c.id, nameAr: c.nameAr ?? c.nameEn ?? '', nameEn: c.nameEn ?? c.nameAr ?? '' };
    const docs = [
      ['driving_license', c.licenseExpiry],
      ['civil_id', c.civilIdExpiry],
      ['passport', c.passportExpiry],
    ] as const;
    return docs.filter(([, d]) => d !== null && d >= from && d <= to).map(([document, expiryDate]) => ({ ...names, document, expiryDate: expiryDate! }));
  });
}
