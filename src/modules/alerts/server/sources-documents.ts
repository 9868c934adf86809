// Document-expiry alerts as spec §3 unified alerts, their count for the badge, and their
// acknowledge / confirm-all writes. Each entity kind shows only to whoever may read its records
// (Reach.documents): a vehicle's papers to fleet readers, a customer's to customer readers…
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import type { Lang } from '../../../server/http/lang';
import { notFound } from '../../../server/http/errors';
import type { AlertType, UnifiedAlert } from '../../../core/alerts';
import { DOCUMENT_LABELS, documentSeverity, type DocumentEntityType, type DocumentType } from '../../../core/alerts/documents';
import { documentExpiryAlerts as d } from './document-tables';
import type { Reach } from './sources';

/** A vehicle's papers sit with the vehicle filter; a lease is a property alert; people's papers are system alerts. */
const TYPE_OF: Record<DocumentEntityType, AlertType> = { vehicle: 'vehicle', lease: 'property', customer: 'system', employee: 'system' };

function linkOf(entityType: string, id: string): string {
  if (entityType === 'vehicle') return `/fleet/vehicles/${id}`;
  if (entityType === 'customer') return `/customers/${id}`;
  if (entityType === 'lease') return `/properties/contracts/${id}`;
  return '/hr/employees'; // HR has no page per employee: the list is where one is opened.
}

const visible = (reach: Reach) => and(eq(d.isAcknowledged, false), inArray(d.entityType, [...reach.documents]));

/** The open alerts the actor may see, most urgent (fewest days left) first. */
export async function documentExpiryItems(tx: Tx, reach: Reach, lang: Lang, limit = 50): Promise<UnifiedAlert[]> {
  if (!reach.documents.length) return [];
  const rows = await tx.select().from(d).where(visible(reach)).orderBy(d.daysUntilExpiry, desc(d.createdAt), d.id).limit(limit);
  return rows.map((r) => {
    const en = lang === 'en';
    const label = DOCUMENT_LABELS[r.documentType as DocumentType] ?? { ar: r.documentType, en: r.documentType };
    return {
      id: r.id,
      type: TYPE_OF[r.entityType as DocumentEntityType] ?? 'system',
      severity: documentSeverity(r.daysUntilExpiry),
      title: en ? `${label.en}: ${r.entityName}` : `${label.ar}: ${r.entityNameAr}`,
      // The days left are data.daysRemaining: the panel words them ("expires in 5 days").
      message: en ? r.description : r.descriptionAr,
      createdAt: r.createdAt.toISOString(),
      data: {
        source: 'document_expiry',
        alertType: r.alertType,
        documentType: r.documentType,
        entityType: r.entityType,
        entityId: r.entityId,
        daysRemaining: r.daysUntilExpiry,
        dueDate: r.expiryDate,
        propertyId: r.propertyId,
        contractId: r.contractId,
        acknowledgeable: true,
      },
      link: linkOf(r.entityType, r.entityId),
    };
  });
}

/** Head-only count of the open alerts the actor may see (the badge's `document`). */
export async function countOpenDocumentAlerts(tx: Tx, reach: Reach): Promise<number> {
  if (!reach.documents.length) return 0;
  const [row] = await tx.select({ n: count() }).from(d).where(visible(reach));
  return row?.n ?? 0;
}

/** Acknowledge one; another company's id (RLS) or a kind the actor may not read is a 404. */
export async function acknowledgeDocument(tx: Tx, id: string, userId: string, reach: Reach, now: Date) {
  const [row] = await tx
    .select({ id: d.id, isAcknowledged: d.isAcknowledged, acknowledgedAt: d.acknowledgedAt })
    .from(d)
    .where(and(eq(d.id, id), inArray(d.entityType, reach.documents.length ? [...reach.documents] : ['-'])));
  if (!row) throw notFound();
  // A second acknowledge keeps the first one's time and person.
  if (row.isAcknowledged) return { id: row.id, acknowledgedAt: row.acknowledgedAt!.toISOString() };
  const [done] = await tx.update(d).set({ isAcknowledged: true, acknowledgedAt: now, acknowledgedBy: userId, updatedAt: now }).where(eq(d.id, id)).returning({ id: d.id, acknowledgedAt: d.acknowledgedAt });
  return { id: done!.id, acknowledgedAt: done!.acknowledgedAt!.toISOString() };
}

/** 'Confirm all' (spec §4): the company's open alerts of the kinds the actor may read; returns how many. */
export async function acknowledgeAllDocuments(tx: Tx, userId: string, reach: Reach, now: Date): Promise<number> {
  if (!reach.documents.length) return 0;
  const rows = await tx.update(d).set({ isAcknowledged: true, acknowledgedAt: now, acknowledgedBy: userId, updatedAt: now }).where(visible(reach)).returning({ id: d.id });
  return rows.length;
}
