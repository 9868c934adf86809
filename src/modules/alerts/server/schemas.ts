import { z } from '@hono/zod-openapi';
import { ALERT_SEVERITIES, ALERT_TYPES } from '../../../core/alerts';
import { parsePropertyAlertKey } from '../../../core/alerts/property';
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

/** DECISIONS 10: dismiss one computed property alert by its key (the alert's id). */
export const dismissInput = z
  .object({ key: z.string().max(200).refine((key) => parsePropertyAlertKey(key) !== null, 'invalid_alert_key') })
  .strict()
  .openapi('PropertyAlertDismiss');
export const dismissedOut = z.object({ key: z.string(), dismissedAt: dateTimeOut }).openapi('PropertyAlertDismissed');
