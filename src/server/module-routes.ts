// The server-side registry of business modules: one line per module folder (src/modules/<id>).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/env';
import { hrRoutes } from '../modules/hr/server/routes';

export const MODULE_ROUTES: ReadonlyArray<(app: OpenAPIHono<AppEnv>) => void> = [hrRoutes];
