// Customer documents (civil ID, passport, driving licence, commercial register).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { documentRoutes } from '../../../server/files/document-routes';
import type { AppEnv } from '../../../server/http/env';
import { CUSTOMER_DOCUMENT_KINDS, customerDocumentOut } from './schemas';
import { customerDocuments, customers } from './tables';

export function customerDocumentRoutes(app: OpenAPIHono<AppEnv>) {
  const match = (ownerId: string, documentId: string) => and(eq(customerDocuments.id, documentId), eq(customerDocuments.customerId, ownerId));
  const recount = (tx: Parameters<Parameters<typeof documentRoutes>[1]['ownerExists']>[0], id: string) =>
    tx.update(customers).set({ documentCount: sql`(select count(*) from customer_documents where customer_id = ${id})` }).where(eq(customers.id, id));
  documentRoutes(app, {
    base: '/api/customers/{id}',
    noun: 'customer',
    read: 'operations.customers.read',
    write: 'operations.customers.write',
    kinds: CUSTOMER_DOCUMENT_KINDS,
    schema: customerDocumentOut,
    ownerExists: async (tx, id) => (await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id))).length > 0,
    insert: async (tx, { ownerId, expiresOn: _expiresOn, ...row }) => {
      const [doc] = await tx.insert(customerDocuments).values({ ...row, customerId: ownerId }).returning();
      await recount(tx, ownerId);
      return doc!;
    },
    find: async (tx, ownerId, documentId) => (await tx.select().from(customerDocuments).where(match(ownerId, documentId)))[0],
    remove: async (tx, ownerId, documentId) => {
      const [doc] = await tx.delete(customerDocuments).where(match(ownerId, documentId)).returning();
      if (doc) await recount(tx, ownerId);
      return doc;
    },
  });
}
