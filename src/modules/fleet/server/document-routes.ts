// Vehicle documents and photos (registration card, insurance policy, purchase papers).
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { documentRoutes } from '../../../server/files/document-routes';
import type { AppEnv } from '../../../server/http/env';
import { VEHICLE_DOCUMENT_KINDS, vehicleDocumentOut } from './schemas';
import { vehicleDocuments, vehicles } from './tables';

export function vehicleDocumentRoutes(app: OpenAPIHono<AppEnv>) {
  const match = (ownerId: string, documentId: string) => and(eq(vehicleDocuments.id, documentId), eq(vehicleDocuments.vehicleId, ownerId));
  documentRoutes(app, {
    base: '/api/fleet/vehicles/{id}',
    noun: 'vehicle',
    read: 'fleet.vehicles.read',
    write: 'fleet.vehicles.write',
    kinds: VEHICLE_DOCUMENT_KINDS,
    schema: vehicleDocumentOut,
    ownerExists: async (tx, id) => (await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id))).length > 0,
    insert: async (tx, { ownerId, ...row }) => (await tx.insert(vehicleDocuments).values({ ...row, vehicleId: ownerId }).returning())[0]!,
    find: async (tx, ownerId, documentId) => (await tx.select().from(vehicleDocuments).where(match(ownerId, documentId)))[0],
    remove: async (tx, ownerId, documentId) => (await tx.delete(vehicleDocuments).where(match(ownerId, documentId)).returning())[0],
  });
}
