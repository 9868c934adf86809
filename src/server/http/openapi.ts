// Small helpers for route declarations.
import type { z } from '@hono/zod-openapi';

/** An application/json response entry of a route's `responses`. */
export const jsonResponse = (schema: z.ZodTypeAny, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
