// Composes the platform: deps, auth, API routes (platform + modules), OpenAPI, static web app.
import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { MessageCode } from '../core/i18n/messages';
import { mountAuth } from './auth/auth-handler';
import { apiCompress } from './http/api-compress';
import { sendError } from './http/errors';
import type { AppEnv, Deps } from './http/env';
import { onError } from './http/on-error';
import { companyRoutes } from './platform/routes/company';
import { featureRoutes } from './platform/routes/features';
import { healthRoutes } from './platform/routes/health';
import { meRoutes } from './platform/routes/me';
import { signupRoutes } from './platform/routes/signup';
import { profileRoutes } from './platform/routes/profile';
import { landingRoutes } from './platform/routes/landing';
import { MODULE_ROUTES } from './module-routes';
import { serveWeb } from './static';

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({
    // Validation failures: 400 with the failing fields, in the request's language.
    defaultHook: (result, c) => {
      if (result.success) return;
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join('.') || '_';
        fields[key] ??= issue.message;
      }
      return sendError(c, 400, 'validation_failed', fields);
    },
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // apiCompress is the inner one: it handles API JSON first, and compress() skips what is encoded.
  app.use('*', compress());
  app.use('/api/*', apiCompress());
  app.onError(onError);

  mountAuth(app);
  for (const register of [healthRoutes, signupRoutes, meRoutes, profileRoutes, featureRoutes, companyRoutes, landingRoutes, ...MODULE_ROUTES]) {
    register(app);
  }

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Masar API', version: '0.1.0', description: 'Errors: { error: { code, message } } in the request language.' },
  });
  app.all('/api/*', (c) => sendError(c, 404, 'not_found' satisfies MessageCode));
  serveWeb(app, deps.config.webDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
