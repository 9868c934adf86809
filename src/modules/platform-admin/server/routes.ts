// The platform-admin module's API (super admin only), registered once in src/server/module-routes.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { companyAdminRoutes } from './companies-routes';
import { userAdminRoutes } from './users-routes';
import { reportAdminRoutes } from './reports-routes';

export function platformAdminRoutes(app: OpenAPIHono<AppEnv>) {
  companyAdminRoutes(app);
  userAdminRoutes(app);
  reportAdminRoutes(app);
}
