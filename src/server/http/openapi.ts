// Small helpers for route declarations.
import { z } from '@hono/zod-openapi';

/** An application/json response entry of a route's `responses`. */
export const jsonResponse = (schema: z.ZodTypeAny, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's required application/json request body (`request: { ...jsonBody(schema) }`). */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file download: the body is the bytes, sent as one of `types` (application/pdf, image/*…). */
export const fileResponse = (description: string, ...types: [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }])),
});

/** The body of every 4xx/5xx API response (errors.ts `ErrorBody`). */
export const errorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) })
  .openapi('Error');
