// POST /api/alerts/property/dismiss (DECISIONS 10): a computed property alert cannot be
// acknowledged for everyone, so a user hides it for themselves; a colleague still sees it. The
// key must be one of the property alerts this user may see today (404 otherwise, nothing written).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { access } from '../../../server/http/access';
import { forbidden, notFound } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../server/http/openapi';
import { tenantRoute } from '../../../server/http/route';
import type { Actor } from '../../../server/tenancy/actor';
import { rememberDismissal } from './dismissals';
import { dismissedOut, dismissInput } from './schemas';
import { propertyAlertFacts } from './sources-property';
import type { Reach } from './sources';

export function propertyAlertRoutes(app: OpenAPIHono<AppEnv>, reachOf: (actor: Actor) => Reach) {
  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/alerts/property/dismiss',
      access: access.member,
      summary: 'Dismiss one computed property alert for yourself (by its key, the alert id); it shows again when it changes (a new date or a higher priority)',
      request: jsonBody(dismissInput),
      responses: { 200: jsonResponse(dismissedOut, 'Dismissed') },
    },
    async (c, { tx, actor, companyId }) => {
      const reach = reachOf(actor);
      if (!reach.contracts && !reach.properties) throw forbidden('forbidden');
      const { key } = c.req.valid('json');
      const now = new Date();
      const { facts } = await propertyAlertFacts(tx, reach, (await companyContext(tx, now)).today);
      if (!facts.some((f) => f.key === key)) throw notFound();
      return c.json(await rememberDismissal(tx, companyId, actor.userId, key, now), 200);
    },
  );
}
