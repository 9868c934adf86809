// How every API route is declared: zod input (which also feeds /api/openapi.json), the access
// rule, and a handler. Tenant handlers receive the request's transaction, never the raw client.
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Database, Tx } from '../db/client';
import type { Actor } from '../tenancy/actor';
import { withTenant } from '../tenancy/with-tenant';
import { describeAccess, guard, type Access } from './access';
import type { AppEnv } from './env';
import { languageOf, type Lang } from './lang';
import { clientIp } from './client-ip';
import { systemLogs } from '../db/schema';
import { AppError } from './errors';
import { errorBody, jsonResponse } from './openapi';

type TenantAccess = Extract<Access, { kind: 'permission' | 'member' | 'company-admin' }>;
type PlatformAccess = Extract<Access, { kind: 'public' | 'signed-in' | 'super-admin' }>;

type HandlerContext<R extends RouteConfig> = Parameters<RouteHandler<R, AppEnv>>[0];

export type TenantCtx = {
  tx: Tx;
  actor: Actor;
  companyId: string;
  lang: Lang;
  /** Runs after the transaction commits (mail, notifications): never I/O inside it. */
  afterCommit: (fn: () => Promise<void>) => void;
};
export type PlatformCtx = { db: Database; actor: Actor | null; lang: Lang; ip: string | null };

/** `query`: the names of the query parameters the route declares (none when it declares no query). */
export type RegisteredRoute = { method: string; path: string; access: string; query: string[] };
/** A route's declared responses (status → content type → zod schema), for the test hook. */
export type DeclaredResponses = RouteConfig['responses'];
type RouteRecord = RegisteredRoute & { responses: DeclaredResponses };
const registry = new WeakMap<object, RouteRecord[]>();

/** Every route of an app with its access rule, for the permission snapshot test. */
export function registeredRoutes(app: object): RegisteredRoute[] {
  return (registry.get(app) ?? []).map(({ method, path, access, query }) => ({ method, path, access, query }));
}

/**
 * The declared responses of the route that serves `method` `path` (a concrete path such as
 * /api/contracts/1f…), or undefined. A `{param}` segment matches one path segment; a literal
 * segment wins over a parameter (/api/contracts/duplicates over /api/contracts/{id}).
 */
export function declaredResponses(app: object, method: string, path: string): { path: string; responses: DeclaredResponses } | undefined {
  const segments = path.split('/');
  let best: { path: string; responses: DeclaredResponses; params: number } | undefined;
  for (const route of registry.get(app) ?? []) {
    if (route.method !== method.toUpperCase()) continue;
    const template = route.path.split('/');
    if (template.length !== segments.length) continue;
    let params = 0;
    const matches = template.every((part, i) => {
      if (/^\{[^}]+\}$/.test(part)) return segments[i] !== '' && ++params > 0;
      return part === segments[i];
    });
    if (matches && (!best || params < best.params)) best = { path: route.path, responses: route.responses, params };
  }
  return best && { path: best.path, responses: best.responses };
}

function register(app: object, route: RouteConfig, rule: Access) {
  const list = registry.get(app) ?? [];
  const query = route.request?.query as { shape?: Record<string, unknown> } | undefined;
  list.push({ method: route.method.toUpperCase(), path: route.path, access: describeAccess(rule), query: Object.keys(query?.shape ?? {}), responses: route.responses });
  registry.set(app, list);
}

/** Every route documents the one error body it can answer with (errors.ts). */
const withErrorResponse = <R extends RouteConfig>(route: R): R => ({
  ...route,
  responses: { ...route.responses, default: jsonResponse(errorBody, 'Error: { error: { code, message, fields? } } in the request language') },
});

/**
 * Browse mode (issue 6): every request a super admin makes inside a company, reads included, is
 * kept in that company's system_logs with the real actor; writes are audited by the trigger too.
 */
async function logBrowsedRequest(tx: Tx, actor: Actor, method: string, path: string, ip: string | null, failure?: { status: number; code?: string }) {
  await tx.insert(systemLogs).values({
    companyId: actor.companyId,
    userId: actor.userId,
    level: failure === undefined ? 'info' : 'warn',
    category: 'browse',
    action: method === 'GET' ? 'read' : 'write',
    message: `${method} ${path}`,
    metadata: { email: actor.email, realUserId: actor.userId, ...(failure ? { failed: failure } : {}) },
    ipAddress: ip,
  });
}

/** `snapshot`: the handler's reads all see one moment of the database (withTenant). */
type TenantRouteConfig<R> = R & { access: TenantAccess; snapshot?: boolean };

export function tenantRoute<R extends RouteConfig>(
  app: OpenAPIHono<AppEnv>,
  config: TenantRouteConfig<R>,
  handler: (c: HandlerContext<R>, ctx: TenantCtx) => Promise<Response>,
) {
  tenantRouteWith(app, config, async () => undefined, handler);
}

/**
 * A company route with work that needs no database first (parsing an uploaded file): `prepare`
 * runs after the access check and before the tenant transaction opens, so the transaction is
 * never held open while it runs; the handler gets its result.
 */
export function tenantRouteWith<R extends RouteConfig, P>(
  app: OpenAPIHono<AppEnv>,
  config: TenantRouteConfig<R>,
  prepare: (c: HandlerContext<R>) => Promise<P>,
  handler: (c: HandlerContext<R>, ctx: TenantCtx, prepared: P) => Promise<Response>,
) {
  const { access: rule, snapshot, ...route } = config;
  register(app, route, rule);
  const wrapped = async (c: HandlerContext<R>) => {
    const actor = c.get('actor') as Actor; // guaranteed by guard()
    const companyId = actor.companyId as string;
    const { handle } = c.get('deps');
    const scope = {
      companyId,
      userId: actor.userId,
      realUserId: actor.browsing ? actor.userId : null,
      ip: clientIp(c),
    };
    const after: Array<() => Promise<void>> = [];
    const prepared = await prepare(c);
    const response = await withTenant(handle.db, scope, async (tx) => {
      if (actor.browsing) await logBrowsedRequest(tx, actor, c.req.method, c.req.path, scope.ip);
      return handler(c, { tx, actor, companyId, lang: languageOf(c.req.header('accept-language')), afterCommit: (fn) => void after.push(fn) }, prepared);
    }, { snapshot });
    loggedInTransaction.add(c.req.raw);
    for (const fn of after) {
      await fn().catch((err: unknown) => c.get('deps').logger.error({ err, path: c.req.path }, 'after-commit task failed'));
    }
    return response;
  };
  app.openapi(
    createRoute({ ...withErrorResponse(route), middleware: [logRefusedBrowsing, guard(rule)] }) as unknown as R,
    wrapped as unknown as RouteHandler<R, AppEnv>,
  );
}

const loggedInTransaction = new WeakSet<Request>();

/**
 * A browsing request that failed (invalid input, a refused rule, an error) rolled back its
 * transaction and the log row in it, or never opened one: the attempt is kept in a transaction
 * of its own.
 */
const logRefusedBrowsing: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const actor = c.get('actor');
  if (!actor?.browsing || c.res.status < 400 || loggedInTransaction.has(c.req.raw)) return;
  const failure = { status: c.res.status, ...(c.error instanceof AppError ? { code: c.error.code } : {}) };
  const scope = { companyId: actor.companyId as string, userId: actor.userId, realUserId: actor.userId, ip: clientIp(c) };
  await withTenant(c.get('deps').handle.db, scope, (tx) => logBrowsedRequest(tx, actor, c.req.method, c.req.path, scope.ip, failure)).catch((err: unknown) =>
    c.get('deps').logger.error({ err, path: c.req.path }, 'browse log failed'),
  );
};

export function platformRoute<R extends RouteConfig>(
  app: OpenAPIHono<AppEnv>,
  config: R & { access: PlatformAccess },
  handler: (c: HandlerContext<R>, ctx: PlatformCtx) => Promise<Response>,
) {
  const { access: rule, ...route } = config;
  register(app, route, rule);
  const wrapped = async (c: HandlerContext<R>) =>
    handler(c, {
      db: c.get('deps').handle.db,
      actor: c.get('actor') ?? null,
      lang: languageOf(c.req.header('accept-language')),
      ip: clientIp(c),
    });
  app.openapi(
    createRoute({ ...withErrorResponse(route), middleware: [guard(rule)] }) as unknown as R,
    wrapped as unknown as RouteHandler<R, AppEnv>,
  );
}
