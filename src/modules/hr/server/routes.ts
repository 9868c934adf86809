// The HR module's API, registered once in src/server/module-routes.ts.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../server/http/env';
import { attendanceRoutes } from './attendance-routes';
import { locationSettingsRoutes } from './location-settings-routes';
import { employeesRoutes } from './employees-routes';
import { usersRoutes } from './users-routes';
import { leaveRoutes } from './leave-routes';
import { attendanceAdminRoutes } from './attendance-admin-routes';
import { hrReportRoutes } from './reports-routes';

export function hrRoutes(app: OpenAPIHono<AppEnv>) {
  attendanceRoutes(app);
  locationSettingsRoutes(app);
  employeesRoutes(app);
  usersRoutes(app);
  leaveRoutes(app);
  attendanceAdminRoutes(app);
  hrReportRoutes(app);
}
