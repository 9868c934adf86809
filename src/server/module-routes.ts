// The server-side registry of business modules: one line per module folder (src/modules/<id>).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/env';

export const MODULE_ROUTES: ReadonlyArray<(app: OpenAPIHono<AppEnv>) => void> = [];
