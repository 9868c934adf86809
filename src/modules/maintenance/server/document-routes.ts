// Photos and papers of a work order (the damage, the finished work, the workshop's invoice),
// through the shared document routes: /api/fleet/maintenance/{id}/documents.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { documentRoutes } from '../../../server/files/document-routes';
import type { AppEnv } from '../../../server/http/env';
import { WORK_ORDER_DOCUMENT_KINDS, workOrderDocumentOut } from './schemas';
import { vehicleMaintenance, workOrderDocuments } from './tables';

export function workOrderDocumentRoutes(app: OpenAPIHono<AppEnv>) {
  const match = (ownerId: string, documentId: string) => and(eq(workOrderDocuments.id, documentId), eq(workOrderDocuments.workOrderId, ownerId));
  documentRoutes(app, {
    base: '/api/fleet/maintenance/{id}',
    noun: 'work order',
    read: 'fleet.maintenance.read',
    write: 'fleet.maintenance.write',
    kinds: WORK_ORDER_DOCUMENT_KINDS,
    schema: workOrderDocumentOut,
    ownerExists: async (tx, id) => (await tx.select({ id: vehicleMaintenance.id }).from(vehicleMaintenance).where(eq(vehicleMaintenance.id, id))).length > 0,
    insert: async (tx, { ownerId, ...row }) => (await tx.insert(workOrderDocuments).values({ ...row, workOrderId: ownerId }).returning())[0]!,
    find: async (tx, ownerId, documentId) => (await tx.select().from(workOrderDocuments).where(match(ownerId, documentId)))[0],
    remove: async (tx, ownerId, documentId) => (await tx.delete(workOrderDocuments).where(match(ownerId, documentId)).returning())[0],
  });
}
