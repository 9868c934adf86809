// The support module's API, registered once in src/server/module-routes.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { supportCompanyRoutes } from './company-routes';
import { supportPlatformRoutes } from './platform-routes';

export function supportRoutes(app: OpenAPIHono<AppEnv>) {
  supportCompanyRoutes(app);
  supportPlatformRoutes(app);
}
