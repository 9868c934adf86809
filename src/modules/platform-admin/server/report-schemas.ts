// Output shapes of the super admin's dashboard, reports, settings and mail outbox.
import { z } from '@hono/zod-openapi';
import { dateTimeOut, decimalOut, rowSchema } from '../../../server/http/row-schema';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../support/schemas';
import { platformSettings } from './tables';

const keyed = z.array(z.object({ key: z.string(), count: z.number() }));

export const platformDashboardOut = z.object({
  companiesTotal: z.number(),
  companiesByType: keyed,
  companiesByStatus: keyed,
  trialsEndingThisWeek: z.array(z.object({ id: z.string(), name: z.string(), nameAr: z.string().nullable(), trialEndsAt: dateTimeOut.nullable() })),
  usersTotal: z.number(),
  activeUsers30d: z.number(),
  ticketsWaiting: z.number(),
  oldestWaitingTickets: z.array(
    z.object({ id: z.string(), ticketNumber: z.string(), title: z.string(), priority: z.enum(TICKET_PRIORITIES), status: z.enum(TICKET_STATUSES), createdAt: dateTimeOut, companyId: z.string() }),
  ),
});

const month = z.string().regex(/^\d{4}-\d{2}$/);
export const platformReportsOut = z.object({
  months: z.array(month),
  currencies: z.array(z.string()),
  signupsByMonth: z.array(z.object({ month, count: z.number() })),
  /** Paid subscription revenue per currency code (never added across currencies). */
  revenueByMonth: z.array(z.object({ month, amounts: z.record(z.string(), decimalOut) })),
  usageByCompany: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameAr: z.string().nullable(),
      plan: z.string(),
      status: z.string(),
      currency: z.string(),
      users: z.number(),
      vehicles: z.number(),
      customers: z.number(),
      contracts: z.number(),
      tickets: z.number(),
    }),
  ),
});

/** The settings and whether mail goes out over SMTP (never the URL: it may carry a password). */
export const platformSettingsOut = rowSchema(platformSettings)
  .omit({ id: true })
  .extend({ smtp: z.object({ configured: z.boolean(), host: z.string().nullable() }) });
export const smtpCheckOut = z.object({ configured: z.boolean(), ok: z.boolean(), error: z.string().nullable() });

export const mailOutboxOut = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      kind: z.string(),
      status: z.enum(['pending', 'sent', 'kept', 'failed']).describe('kept: no SMTP_URL, the message stays here and in the log'),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: dateTimeOut,
      sentAt: dateTimeOut.nullable(),
      link: z.string().nullable().describe('Only while undelivered'),
    }),
  ),
});

export const jobsOut = z.object({
  counts: z.object({
    waiting: z.number().int(),
    retrying: z.number().int().describe('Failed at least once, next attempt scheduled'),
    running: z.number().int(),
    failed: z.number().int().describe('Out of attempts: waits for the operator'),
    doneLastDay: z.number().int(),
  }),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.enum(['pending', 'retrying', 'running', 'done', 'failed']),
      attempts: z.number().int(),
      maxAttempts: z.number().int(),
      lastError: z.string().nullable(),
      runAt: dateTimeOut.nullable(),
      createdAt: dateTimeOut,
      finishedAt: dateTimeOut.nullable(),
      lockedBy: z.string().nullable(),
      companyName: z.string().nullable(),
      companyNameAr: z.string().nullable(),
    }),
  ),
});
export const jobRetriedOut = z.object({ id: z.string(), kind: z.string(), status: z.literal('pending') });
