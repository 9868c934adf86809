import { z } from '@hono/zod-openapi';
import { ALERT_SEVERITIES, ALERT_TYPES } from '../../../core/alerts';
import { dateTimeOut } from '../../../server/http/row-schema';

/** Spec §3 unified alert, in the reader's language. */
export const unifiedAlertOut = z
  .object({
    id: z.string(),
    type: z.enum(ALERT_TYPES),
    severity: z.enum(ALERT_SEVERITIES),
    title: z.string(),
    message: z.string(),
    createdAt: dateTimeOut,
    data: z.record(z.string(), z.unknown()),
    link: z.string().nullable(),
  })
  .openapi('UnifiedAlert');

export const countsOut = z
  .object({ budget: z.number().int(), vehicle: z.number().int(), notification: z.number().int(), document: z.number().int(), total: z.number().int() })
  .openapi('AlertCounts');

export const alertListOut = z.object({ items: z.array(unifiedAlertOut), counts: countsOut }).openapi('AlertList');
export const acknowledgedOut = z.object({ id: z.string().uuid(), acknowledgedAt: dateTimeOut }).openapi('AlertAcknowledged');
export const readOut = z.object({ id: z.string().uuid(), readAt: dateTimeOut }).openapi('NotificationRead');
export const confirmAllOut = z.object({ budget: z.number().int(), vehicle: z.number().int(), notification: z.number().int(), document: z.number().int() }).openapi('AlertsConfirmed');
