// Shapes of the audit trail API (/api/admin/audit-log, /api/admin/system-log): read only.
import { z } from '@hono/zod-openapi';
import { isoDate, uuidRef } from '../../../server/http/fields';

/** Keyset pages: `before` is the opaque cursor of the last row shown (time with microseconds and id). */
const cursor = z.string().max(120).regex(/^[A-Za-z0-9_-]+$/, 'invalid_format').optional();
const limit = z.coerce.number().int().min(1).max(200).default(50);
const q = z.string().trim().max(100).optional();

export const auditLogQuery = z.object({
  actorId: uuidRef.optional(),
  entity: z.string().max(60).regex(/^[a-z_]+$/, 'invalid_format').optional(),
  action: z.enum(['insert', 'update', 'delete']).optional(),
  recordId: z.string().max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q,
  before: cursor,
  limit,
});

export const systemLogQuery = z.object({
  userId: uuidRef.optional(),
  category: z.string().max(40).regex(/^[a-z_]+$/, 'invalid_format').optional(),
  level: z.enum(['info', 'warn', 'error']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q,
  before: cursor,
  limit,
});

export const recordHistoryParams = z.object({
  entity: z.string().max(60).regex(/^[a-z_]+$/, 'not_found'),
  id: z.string().max(80),
});

const person = z.object({ id: z.string(), name: z.string().nullable() });

export const auditChangeOut = z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() }).openapi('AuditChange');

export const auditEntryOut = z
  .object({
    id: z.string(),
    at: z.string(),
    action: z.enum(['insert', 'update', 'delete']),
    entity: z.string(),
    entityLabel: z.string(),
    recordId: z.string().nullable(),
    path: z.string().nullable(),
    actor: person.nullable(),
    /** The super admin who made the change while browsing the company (spec §5 browse mode). */
    browsedBy: person.nullable(),
    ip: z.string().nullable(),
    changes: z.array(auditChangeOut),
  })
  .openapi('AuditEntry');

export const auditLogOut = z.object({ items: z.array(auditEntryOut), next: z.string().nullable() }).openapi('AuditLog');

export const systemEntryOut = z
  .object({
    id: z.string(),
    at: z.string(),
    level: z.string(),
    category: z.string(),
    action: z.string(),
    message: z.string(),
    user: person.nullable(),
    ip: z.string().nullable(),
    details: z.string().nullable(),
  })
  .openapi('SystemLogEntry');

export const systemLogOut = z.object({ items: z.array(systemEntryOut), next: z.string().nullable() }).openapi('SystemLog');

export const auditFiltersOut = z
  .object({
    people: z.array(person),
    entities: z.array(z.object({ entity: z.string(), label: z.string() })),
    categories: z.array(z.string()),
  })
  .openapi('AuditFilters');
