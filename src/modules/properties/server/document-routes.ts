// Documents and photos of properties (title deed, floor plan, permits, insurance, photos) and of
// maintenance requests (photos of the damage and of the work, the contractor's invoice). Images
// are served by the download route, so the pages show photos from it.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { documentRoutes } from '../../../server/files/document-routes';
import type { AppEnv } from '../../../server/http/env';
import { MAINTENANCE_DOCUMENT_KINDS, maintenanceDocumentOut } from './maintenance-schemas';
import { PROPERTY_DOCUMENT_KINDS, propertyDocumentOut } from './schemas';
import { maintenanceDocuments, properties, propertyDocuments, propertyMaintenance } from './tables';

export function propertyDocumentRoutes(app: OpenAPIHono<AppEnv>) {
  const ofProperty = (ownerId: string, documentId: string) => and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, ownerId));
  documentRoutes(app, {
    base: '/api/properties/{id}',
    noun: 'property',
    read: 'operations.properties.read',
    write: 'operations.properties.write',
    kinds: PROPERTY_DOCUMENT_KINDS,
    schema: propertyDocumentOut,
    ownerExists: async (tx, id) => (await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, id))).length > 0,
    insert: async (tx, { ownerId, ...row }) => (await tx.insert(propertyDocuments).values({ ...row, propertyId: ownerId }).returning())[0]!,
    find: async (tx, ownerId, documentId) => (await tx.select().from(propertyDocuments).where(ofProperty(ownerId, documentId)))[0],
    remove: async (tx, ownerId, documentId) => (await tx.delete(propertyDocuments).where(ofProperty(ownerId, documentId)).returning())[0],
  });

  const ofRequest = (ownerId: string, documentId: string) => and(eq(maintenanceDocuments.id, documentId), eq(maintenanceDocuments.requestId, ownerId));
  documentRoutes(app, {
    base: '/api/property-maintenance/{id}',
    noun: 'maintenance request',
    read: 'operations.properties.read',
    write: 'operations.properties.write',
    kinds: MAINTENANCE_DOCUMENT_KINDS,
    schema: maintenanceDocumentOut,
    ownerExists: async (tx, id) => (await tx.select({ id: propertyMaintenance.id }).from(propertyMaintenance).where(eq(propertyMaintenance.id, id))).length > 0,
    insert: async (tx, { ownerId, ...row }) => (await tx.insert(maintenanceDocuments).values({ ...row, requestId: ownerId }).returning())[0]!,
    find: async (tx, ownerId, documentId) => (await tx.select().from(maintenanceDocuments).where(ofRequest(ownerId, documentId)))[0],
    remove: async (tx, ownerId, documentId) => (await tx.delete(maintenanceDocuments).where(ofRequest(ownerId, documentId)).returning())[0],
  });
}
