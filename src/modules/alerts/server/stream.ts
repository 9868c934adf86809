// GET /api/alerts/stream (issue 17, realtime): Server-Sent Events for the bell. An insert into an
// alerts source (the triggers of migration 0036) arrives as `pg_notify('masar_alerts', ids)` on
// every server process; each open stream forwards the events of its own company — and for a
// notification, of its own user — whose source the member may read. Events carry the type and id
// only: the browser fetches the alert through /api/alerts, under its own rights and language.
// No tenant ever receives another's event: the filter is on the company and user of the session
// that opened the stream, fixed when it opened.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { access } from '../../../server/http/access';
import type { AppEnv } from '../../../server/http/env';
import { tenantRoute } from '../../../server/http/route';
import type { Actor } from '../../../server/tenancy/actor';
import type { Reach } from './sources';

export const ALERTS_CHANNEL = 'masar_alerts';
/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects (EventSource does, after `retry`):
 * the session is checked again, so a signed-out or disabled account stops receiving.
 */
const MAX_LIFE_MS = 15 * 60_000;
const RETRY_MS = 2_000;

/** The stored sources whose inserts are announced (the trigger's argument). */
export const STREAM_SOURCES = ['vehicle', 'notification', 'document', 'budget'] as const;
export type StreamSource = (typeof STREAM_SOURCES)[number];
/** `kind`: a document alert's record kind (vehicle, customer, employee, lease). */
export type AlertEvent = { type: StreamSource; id: string; company: string; user: string | null; kind: string | null };

/** The trigger's payload, or null for anything else on the channel. */
export function parseAlertEvent(payload: string): AlertEvent | null {
  try {
    const v = JSON.parse(payload) as Record<string, unknown>;
    if (typeof v.id !== 'string' || typeof v.company !== 'string' || !(STREAM_SOURCES as readonly unknown[]).includes(v.type)) return null;
    return { type: v.type as StreamSource, id: v.id, company: v.company, user: typeof v.user === 'string' ? v.user : null, kind: typeof v.kind === 'string' ? v.kind : null };
  } catch {
    return null;
  }
}

/** Whether a member of `companyId` with `reach` is told of `event`: own company, own notifications, readable sources. */
export function isFor(event: AlertEvent, who: { companyId: string; userId: string; reach: Reach }): boolean {
  if (event.company !== who.companyId) return false;
  if (event.user !== null && event.user !== who.userId) return false;
  switch (event.type) {
    case 'notification':
      return event.user === who.userId;
    case 'vehicle':
      return who.reach.vehicles;
    case 'budget':
      return who.reach.budgets;
    case 'document':
      return (who.reach.documents as readonly string[]).includes(event.kind ?? '');
    default:
      return false;
  }
}

export function alertsStreamRoute(app: OpenAPIHono<AppEnv>, reachOf: (actor: Actor) => Reach) {
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/alerts/stream',
      access: access.member,
      summary:
        "Server-Sent Events: `ready` once listening, then `alert` ({ type, id }) for each new budget, vehicle or document-expiry alert of the company (when readable) and each new notification of the user; `resync` when events may have been missed (refetch). Ends after 15 minutes; the browser reconnects.",
      responses: { 200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } } },
    },
    async (c, { actor, companyId }) => {
      // Decided in the request's transaction; the stream itself holds none.
      const who = { companyId, userId: actor.userId, reach: reachOf(actor) };
      const { realtime, logger } = c.get('deps');
      c.header('Cache-Control', 'no-store, no-transform');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let ended = false;
        let wake: () => void = () => undefined;
        stream.onAbort(() => {
          ended = true;
          wake();
        });
        const queue: AlertEvent[] = [];
        let resync = false;
        const push = (event: AlertEvent) => {
          queue.push(event);
          wake();
        };
        const unsubscribe = await realtime.subscribe(ALERTS_CHANNEL, (payload) => {
          const event = parseAlertEvent(payload);
          if (event && isFor(event, who)) push(event);
        });
        const stopGap = realtime.onGap(() => {
          resync = true;
          wake();
        });
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
          const endAt = Date.now() + MAX_LIFE_MS;
          let lastWrite = Date.now();
          while (!ended && Date.now() < endAt) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, Math.min(HEARTBEAT_MS, endAt - Date.now())).unref();
              if (queue.length || resync || ended) resolve();
            });
            wake = () => undefined;
            if (ended) break;
            if (resync) {
              resync = false;
              await stream.writeSSE({ event: 'resync', data: '{}' });
              lastWrite = Date.now();
            }
            while (queue.length) {
              const event = queue.shift()!;
              await stream.writeSSE({ event: 'alert', id: event.id, data: JSON.stringify({ type: event.type, id: event.id }) });
              lastWrite = Date.now();
            }
            if (Date.now() - lastWrite >= HEARTBEAT_MS) {
              await stream.write(': keep-alive\n\n');
              lastWrite = Date.now();
            }
          }
        } finally {
          unsubscribe();
          stopGap();
        }
      }, async (err) => {
        logger.warn({ err: err.message }, 'alerts stream ended with an error');
      });
    },
  );
}
