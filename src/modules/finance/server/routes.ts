// /api/finance: the ledger's routes, one file per entity.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { accountRoutes } from './accounts/routes';
import { journalRoutes } from './journal/routes';
import { periodRoutes } from './periods/routes';
import { reportRoutes } from './reports/routes';

export function financeRoutes(app: OpenAPIHono<AppEnv>) {
  accountRoutes(app);
  journalRoutes(app);
  periodRoutes(app);
  reportRoutes(app);
}
