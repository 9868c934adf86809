// Composes the platform: deps, auth, API routes (platform + modules), OpenAPI, static web app.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { fieldErrorMap, fieldErrors } from '../core/i18n/field-errors';
import { compress } from 'hono/compress';
import type { MessageCode } from '../core/i18n/messages';
import { mountAuth } from './auth/auth-handler';
import { apiCompress } from './http/api-compress';
import { sendError } from './http/errors';
import type { AppEnv, Deps } from './http/env';
import { languageOf } from './http/lang';
import { onError } from './http/on-error';
import { refuseForeignWrites } from './http/origin-check';
import { apiNoStore, commonSecurityHeaders, htmlContentSecurityPolicy } from './http/security-headers';
import { companyRoutes } from './platform/routes/company';
import { companyExportRoutes } from './platform/routes/company-export';
import { featureRoutes } from './platform/routes/features';
import { healthRoutes } from './platform/routes/health';
import { meRoutes } from './platform/routes/me';
import { signupRoutes } from './platform/routes/signup';
import { profileRoutes } from './platform/routes/profile';
import { landingRoutes } from './platform/routes/landing';
import { MODULE_ROUTES } from './module-routes';
import { serveWeb } from './static';

// Issues no schema named a code for get one from the shared map, never zod's English text.
z.config({ customError: fieldErrorMap });

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({
    // Validation failures: 400 with the failing fields, in the request's language.
    defaultHook: (result, c) => {
      if (result.success) return;
      return sendError(c, 400, 'validation_failed', fieldErrors(result.error.issues, languageOf(c.req.header('accept-language'))));
    },
  });
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // apiCompress is the inner one: it handles API JSON first, and compress() skips what is encoded.
  app.use('*', compress());
  app.use('/api/*', apiCompress());
  app.use('*', commonSecurityHeaders(deps.config.baseUrl));
  app.use('*', htmlContentSecurityPolicy);
  app.use('/api/*', apiNoStore);
  // Before any route, better-auth's included: a browser write from another site never runs.
  app.use('/api/*', refuseForeignWrites({ baseUrl: deps.config.baseUrl, trustedOrigins: deps.config.trustedOrigins }));
  app.onError(onError);

  mountAuth(app);
  for (const register of [healthRoutes, signupRoutes, meRoutes, profileRoutes, featureRoutes, companyRoutes, companyExportRoutes, landingRoutes, ...MODULE_ROUTES]) {
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
