// Every API error leaves as { error: { code, message, fields? } } in the request's language.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isMessageCode, message, type MessageCode, type MessageParams } from '../../core/i18n/messages';
import { languageOf, type Lang } from './lang';
import type { z } from '@hono/zod-openapi';
import type { errorBody as errorBodySchema } from './openapi';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: MessageCode,
    readonly fields?: Record<string, string>,
    /** Values for the message's {placeholders} (a contract number, a reading). */
    readonly params?: MessageParams,
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageCode = 'validation_failed', fields?: Record<string, string>) =>
  new AppError(400, code, fields);
export const unauthorized = (code: MessageCode = 'not_logged_in') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = () => new AppError(404, 'not_found');
export const conflict = (code: MessageCode = 'conflict') => new AppError(409, code);

/** The body's type comes from its schema (openapi.ts), which every route documents. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function errorBody(code: MessageCode, lang: Lang, fields?: Record<string, string>, params?: MessageParams): ErrorBody {
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateField(v, lang)]))
    : undefined;
  return { error: { code, message: message(code, lang, params), ...(translated ? { fields: translated } : {}) } };
}

/** A field's MessageCode in `lang`; a message already translated (validation, fieldErrors) passes. */
function translateField(value: string, lang: Lang): string {
  return isMessageCode(value) ? message(value, lang) : value;
}

export function sendError(c: Context, status: ContentfulStatusCode, code: MessageCode, fields?: Record<string, string>, params?: MessageParams) {
  return c.json(errorBody(code, languageOf(c.req.header('accept-language')), fields, params), status);
}
