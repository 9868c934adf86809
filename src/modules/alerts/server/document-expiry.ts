// The daily document-expiry run for one company (spec §3 document_expiry_alerts): every document
// expiring within 30 days or expired within 90, read through its owning module's export, becomes one
// alert per document and expiry date. A rerun writes nothing new; open alerts get today's
// days_until_expiry; an open alert whose document no longer qualifies is closed with its reason.
import { messageDate } from '../../../core/i18n/counting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import {
  daysUntilExpiry,
  DOCUMENT_LABELS,
  documentAlertType,
  documentExpiryWindow,
  type DocumentCloseReason,
  type DocumentEntityType,
  type DocumentType,
} from '../../../core/alerts/documents';
import { customerDocumentExpiries } from '../../customers/server';
import { vehicleDocumentExpiries } from '../../fleet/server';
import { leaseExpiries } from '../../property-contracts/server';
import { documentExpiryAlerts } from './document-tables';

type Found = {
  entityType: DocumentEntityType;
  entityId: string;
  documentType: DocumentType;
  expiryDate: string;
  name: { ar: string; en: string };
  /** How the description names the document ("Vehicle insurance of 12 34567"). */
  subject: { ar: string; en: string };
  propertyId?: string;
  contractId?: string;
};

/** Everything the owning modules report as expiring in the window, under the tenant's RLS. */
async function findDocuments(tx: Tx, from: string, to: string): Promise<Found[]> {
  // One after another: one transaction's connection runs one query at a time anyway.
  const cars = await vehicleDocumentExpiries(tx, from, to);
  const people = await customerDocumentExpiries(tx, from, to);
  const leases = await leaseExpiries(tx, from, to);
  // Employees: HR keeps no document expiry dates yet (employees carry a national ID without one);
  // their reader joins here when it does (entity_type 'employee' is already allowed).
  return [
    ...cars.map((v): Found => {
      const label = DOCUMENT_LABELS[v.document];
      return { entityType: 'vehicle', entityId: v.vehicleId, documentType: v.document, expiryDate: v.expiryDate, name: { ar: v.plateNumber, en: v.plateNumber }, subject: { ar: `${label.ar} ${v.plateNumber}`, en: `${label.en} of ${v.plateNumber}` } };
    }),
    ...people.map((c): Found => {
      const label = DOCUMENT_LABELS[c.document];
      return { entityType: 'customer', entityId: c.customerId, documentType: c.document, expiryDate: c.expiryDate, name: { ar: c.nameAr, en: c.nameEn }, subject: { ar: `${label.ar} للعميل ${c.nameAr}`, en: `${label.en} of ${c.nameEn}` } };
    }),
    ...leases.map(
      (l): Found => ({
        entityType: 'lease',
        entityId: l.leaseId,
        documentType: 'lease',
        expiryDate: l.endDate,
        name: { ar: l.propertyNameAr, en: l.propertyNameEn },
        subject: { ar: `عقد الإيجار ${l.leaseNumber} (${l.propertyNameAr}، ${l.tenantNameAr})`, en: `Lease ${l.leaseNumber} (${l.propertyNameEn}, ${l.tenantNameEn})` },
        propertyId: l.propertyId,
        contractId: l.leaseId,
      }),
    ),
  ];
}

const keyOf = (r: { entityType: string; entityId: string; documentType: string }) => `${r.entityType}|${r.entityId}|${r.documentType}`;

/** One company's run for its own `today`; returns how many alerts it wrote or refreshed, and closed. */
export async function runDocumentExpiry(tx: Tx, opts: { companyId: string; today: string; now: Date }): Promise<{ written: number; closed: number }> {
  const { from, to } = documentExpiryWindow(opts.today);
  const found = await findDocuments(tx, from, to);
  let written = 0;
  if (found.length) {
    const rows = found.map((f) => {
      const days = daysUntilExpiry(f.expiryDate, opts.today);
      const expired = documentAlertType(days) === 'expired';
      return {
        companyId: opts.companyId,
        entityType: f.entityType,
        entityId: f.entityId,
        documentType: f.documentType,
        alertType: documentAlertType(days),
        expiryDate: f.expiryDate,
        daysUntilExpiry: days,
        entityName: f.name.en,
        entityNameAr: f.name.ar,
        description: `${f.subject.en} ${expired ? 'expired' : 'expires'} on ${messageDate(f.expiryDate)}`,
        // "الصلاحية" as the subject: the verb agrees whatever the document's gender.
        descriptionAr: `${f.subject.ar}: ${expired ? 'انتهت الصلاحية' : 'تنتهي الصلاحية'} في ${messageDate(f.expiryDate)}`,
        propertyId: f.propertyId ?? null,
        contractId: f.contractId ?? null,
      };
    });
    const t = documentExpiryAlerts;
    const touched = await tx
      .insert(t)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.companyId, t.entityType, t.entityId, t.documentType, t.expiryDate],
        set: { daysUntilExpiry: sql`excluded.days_until_expiry`, alertType: sql`excluded.alert_type`, entityName: sql`excluded.entity_name`, entityNameAr: sql`excluded.entity_name_ar`, description: sql`excluded.description`, descriptionAr: sql`excluded.description_ar`, updatedAt: opts.now },
        // An acknowledged alert stays as it was closed; an unchanged one is not rewritten (a
        // second run the same day writes nothing).
        setWhere: sql`not ${t.isAcknowledged} and (${t.daysUntilExpiry}, ${t.entityName}, ${t.entityNameAr}, ${t.description}, ${t.descriptionAr}) is distinct from (excluded.days_until_expiry, excluded.entity_name, excluded.entity_name_ar, excluded.description, excluded.description_ar)`,
      })
      .returning({ id: t.id });
    written = touched.length;
  }

  // Close what no longer qualifies: renewed (the same document now has another date in the
  // window), lapsed (expired more than 90 days ago, never acknowledged) or cleared (renewed past the
  // window, its date removed, the record deleted or no longer active).
  const current = new Set(found.map((f) => `${keyOf(f)}|${f.expiryDate}`));
  const documents = new Set(found.map(keyOf));
  const open = await tx
    .select({ id: documentExpiryAlerts.id, entityType: documentExpiryAlerts.entityType, entityId: documentExpiryAlerts.entityId, documentType: documentExpiryAlerts.documentType, expiryDate: documentExpiryAlerts.expiryDate })
    .from(documentExpiryAlerts)
    .where(eq(documentExpiryAlerts.isAcknowledged, false));
  const byReason = new Map<DocumentCloseReason, string[]>();
  for (const a of open) {
    if (current.has(`${keyOf(a)}|${a.expiryDate}`)) continue;
    const reason: DocumentCloseReason = a.expiryDate < from ? 'lapsed' : documents.has(keyOf(a)) ? 'renewed' : 'cleared';
    byReason.set(reason, [...(byReason.get(reason) ?? []), a.id]);
  }
  let closed = 0;
  for (const [reason, ids] of byReason) {
    const rows = await tx
      .update(documentExpiryAlerts)
      .set({ isAcknowledged: true, acknowledgedAt: opts.now, acknowledgedBy: null, closedReason: reason, updatedAt: opts.now })
      .where(and(inArray(documentExpiryAlerts.id, ids), eq(documentExpiryAlerts.isAcknowledged, false)))
      .returning({ id: documentExpiryAlerts.id });
    closed += rows.length;
  }
  return { written, closed };
}
