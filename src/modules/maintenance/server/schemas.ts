// Input and output shapes of the maintenance API (/api/fleet/maintenance…).
import { z } from '@hono/zod-openapi';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES, MAINTENANCE_TYPES } from '../../../core/fleet';
import { currencyOut, dateOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { amount, isoDateTime, optionalText, pageQuery, requiredText, uuidRef } from '../../../server/http/fields';
import { maintenancePlans, vehicleAlerts, vehicleMaintenance, workOrderDocuments } from './tables';

const km = z.number().int('invalid_number').min(0, 'invalid_number').max(5_000_000, 'invalid_number');
const quantity = z.string().trim().regex(/^\d{1,6}(\.\d{1,3})?$/, 'invalid_number');

export const partLine = z.object({ name: requiredText(160), quantity, unitPrice: amount }).strict();

const orderFields = {
  vehicleId: uuidRef,
  maintenanceType: z.enum(MAINTENANCE_TYPES),
  priority: z.enum(MAINTENANCE_PRIORITIES).default('medium'),
  description: optionalText(2000),
  workshopName: optionalText(160),
  scheduledAt: isoDateTime,
  /** The planned end of the workshop visit; the vehicle cannot be booked until then. */
  expectedEndAt: isoDateTime,
  estimatedCost: amount.optional(),
  labourCost: amount.optional(),
  parts: z.array(partLine).max(100, 'too_long').optional(),
  paidBy: z.enum(['payable', 'cash']).optional(),
  planId: uuidRef.nullable().optional(),
  notes: optionalText(4000),
};

export const orderInput = z.object(orderFields).strict();
export const orderUpdateInput = z
  .object({ ...orderFields, vehicleId: uuidRef.optional(), maintenanceType: z.enum(MAINTENANCE_TYPES).optional(), priority: z.enum(MAINTENANCE_PRIORITIES).optional(), scheduledAt: isoDateTime.optional(), expectedEndAt: isoDateTime.optional() })
  .strict();

export const startInput = z.object({ at: isoDateTime.optional() }).strict();
export const completeInput = z
  .object({
    at: isoDateTime.optional(),
    /** The odometer at service: never below the vehicle's last reading. */
    odometer: km,
    labourCost: amount.optional(),
    parts: z.array(partLine).max(100, 'too_long').optional(),
    workshopName: optionalText(160),
    paidBy: z.enum(['payable', 'cash']).optional(),
    notes: optionalText(4000),
  })
  .strict();
export const cancelInput = z.object({ reason: requiredText(400) }).strict();

export const orderListQuery = z.object({
  ...pageQuery,
  status: z.string().max(200).optional(),
  priority: z.string().max(200).optional(),
  vehicleId: uuidRef.optional(),
  sort: z.enum(['number', 'scheduled', 'priority', 'created']).default('scheduled'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

export const WORK_ORDER_DOCUMENT_KINDS = ['photo', 'invoice', 'report', 'other'] as const;
export const workOrderDocumentOut = rowSchema(workOrderDocuments).extend({ kind: z.enum(WORK_ORDER_DOCUMENT_KINDS) }).openapi('WorkOrderDocument');

const partOut = z.object({ name: z.string(), quantity: z.string(), unitPrice: decimalOut, total: decimalOut });

export const orderOut = rowSchema(vehicleMaintenance)
  .omit({ companyId: true })
  .extend({
    maintenanceType: z.enum(MAINTENANCE_TYPES),
    priority: z.enum(MAINTENANCE_PRIORITIES),
    status: z.enum(MAINTENANCE_STATUSES),
    paidBy: z.enum(['payable', 'cash']),
    parts: z.array(partOut),
    partsTotal: decimalOut,
    /** Actual when completed, else the live figure from labour and parts. */
    net: decimalOut,
    vat: decimalOut,
    total: decimalOut,
    estimatedTotal: decimalOut,
    currency: currencyOut,
    vehicle: z.object({ id: z.string(), plateNumber: z.string(), make: z.string(), model: z.string(), status: z.string(), odometer: z.number() }),
    /** Photos and papers, newest first. */
    documents: z.array(workOrderDocumentOut),
  })
  .openapi('WorkOrder');

export const orderListItem = z
  .object({
    id: z.string(),
    maintenanceNumber: z.string(),
    maintenanceType: z.enum(MAINTENANCE_TYPES),
    priority: z.enum(MAINTENANCE_PRIORITIES),
    status: z.enum(MAINTENANCE_STATUSES),
    scheduledAt: z.string(),
    expectedEndAt: z.string(),
    completedAt: z.string().nullable(),
    workshopName: z.string().nullable(),
    vehicleId: z.string(),
    plateNumber: z.string(),
    make: z.string(),
    model: z.string(),
    estimatedCost: decimalOut,
    actualCost: decimalOut.nullable(),
  })
  .openapi('WorkOrderListItem');

export const orderListOut = z.object({ items: z.array(orderListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), currency: currencyOut, counts: z.record(z.string(), z.number().int()) }).openapi('WorkOrderList');

export const planInput = z
  .object({
    name: requiredText(160),
    maintenanceType: z.enum(MAINTENANCE_TYPES).default('routine'),
    vehicleId: uuidRef.nullable().optional(),
    make: optionalText(80),
    model: optionalText(80),
    intervalKm: z.number().int('invalid_number').min(1, 'invalid_number').max(1_000_000, 'invalid_number').nullable().optional(),
    intervalMonths: z.number().int('invalid_number').min(1, 'invalid_number').max(120, 'invalid_number').nullable().optional(),
    isActive: z.boolean().optional(),
    notes: optionalText(2000),
  })
  .strict();

export const planOut = rowSchema(maintenancePlans).omit({ companyId: true }).extend({ maintenanceType: z.enum(MAINTENANCE_TYPES) }).openapi('MaintenancePlan');
export const planListOut = z.object({ items: z.array(planOut) });

export const dueItem = z
  .object({
    planId: z.string(),
    planName: z.string(),
    maintenanceType: z.enum(MAINTENANCE_TYPES),
    vehicleId: z.string(),
    plateNumber: z.string(),
    make: z.string(),
    model: z.string(),
    odometer: z.number().int(),
    lastServiceDate: dateOut,
    lastServiceOdometer: z.number().int(),
    state: z.enum(['ok', 'due', 'overdue']),
    dueDate: dateOut.nullable(),
    dueOdometer: z.number().int().nullable(),
    daysLeft: z.number().int().nullable(),
    kmLeft: z.number().int().nullable(),
  })
  .openapi('MaintenanceDue');
export const dueQuery = z.object({ all: z.enum(['1', 'true']).optional() });
export const dueListOut = z.object({ items: z.array(dueItem), today: dateOut });

export const alertOut = rowSchema(vehicleAlerts).omit({ companyId: true }).openapi('VehicleAlert');
export const alertListOut = z.object({ items: z.array(alertOut) });
export const alertQuery = z.object({ open: z.enum(['1', 'true']).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });
