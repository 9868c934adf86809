// Input and output shapes of /api/property-maintenance: requests on a property or a unit, their
// moves (assign, start, complete, cancel) and their photos.
import { z } from '@hono/zod-openapi';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_PAYERS, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, PROPERTY_STATUSES } from '../../../core/leasing';
import { amount, isoDate, optionalDate, optionalPhone, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { currencyOut, rowSchema } from '../../../server/http/row-schema';
import { maintenanceDocuments, propertyMaintenance } from './tables';

const requestFields = {
  category: z.enum(MAINTENANCE_CATEGORIES),
  priority: z.enum(MAINTENANCE_PRIORITIES).optional(),
  title: requiredText(200),
  description: optionalText(4000),
  /** Who bears the cost; the company unless told. */
  payer: z.enum(MAINTENANCE_PAYERS).optional(),
  /** The property cannot be leased while the request is open (a vacant one shows 'maintenance'). */
  blocksLeasing: z.boolean().optional(),
  contractorName: optionalText(160),
  contractorPhone: optionalPhone,
  reportedBy: optionalText(160),
  scheduledFor: optionalDate,
  estimatedCost: amount.nullable().optional(),
};

export const maintenanceInput = z.object({ propertyId: uuidRef, ...requestFields }).strict();

export const maintenancePatch = z.object({ ...requestFields, category: requestFields.category.optional(), title: requestFields.title.optional() }).strict();

export const assignInput = z.object({ contractorName: requiredText(160), contractorPhone: optionalPhone, scheduledFor: optionalDate }).strict();
export const completeInput = z.object({ actualCost: amount, completedOn: isoDate }).strict();
export const cancelInput = z.object({ reason: requiredText(400) }).strict();

export const MAINTENANCE_SORTS = ['created', 'number', 'priority', 'scheduled', 'status'] as const;
export const maintenanceListQuery = z.object({
  ...pageQuery,
  /** A comma list of statuses; unknown ones are ignored. */
  status: z.string().max(200).optional(),
  priority: z.enum(MAINTENANCE_PRIORITIES).optional().or(z.literal('').transform(() => undefined)),
  payer: z.enum(MAINTENANCE_PAYERS).optional().or(z.literal('').transform(() => undefined)),
  /** A property, or a building with its units. */
  propertyId: uuidRef.optional().or(z.literal('').transform(() => undefined)),
  sort: z.enum(MAINTENANCE_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const MAINTENANCE_DOCUMENT_KINDS = ['photo', 'invoice', 'report', 'other'] as const;

// Output: the request with its property's code and names, costs in the company currency's decimals.
export const maintenanceRowOut = rowSchema(propertyMaintenance)
  .extend({
    category: z.enum(MAINTENANCE_CATEGORIES),
    priority: z.enum(MAINTENANCE_PRIORITIES),
    status: z.enum(MAINTENANCE_STATUSES),
    payer: z.enum(MAINTENANCE_PAYERS),
    propertyCode: z.string(),
    propertyNameAr: z.string(),
    propertyNameEn: z.string().nullable(),
    unitNumber: z.string().nullable(),
    parentId: z.string().nullable(),
    currency: currencyOut,
  })
  .openapi('PropertyMaintenanceRequest');

export const maintenanceListOut = z.object({ items: z.array(maintenanceRowOut), total: z.number(), page: z.number(), pageSize: z.number(), counts: z.record(z.string(), z.number()) });

export const maintenanceDocumentOut = rowSchema(maintenanceDocuments).extend({ kind: z.enum(MAINTENANCE_DOCUMENT_KINDS) }).openapi('MaintenanceDocument');

export const maintenanceDetailOut = maintenanceRowOut.extend({
  property: z.object({
    id: z.string(),
    propertyCode: z.string(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    unitNumber: z.string().nullable(),
    status: z.enum(PROPERTY_STATUSES),
    buildingNameAr: z.string().nullable(),
    buildingNameEn: z.string().nullable(),
    ownerNameAr: z.string().nullable(),
    ownerNameEn: z.string().nullable(),
  }),
  /** The tenant's invoice when the tenant pays. */
  invoiceNumber: z.string().nullable(),
  documents: z.array(maintenanceDocumentOut),
});
