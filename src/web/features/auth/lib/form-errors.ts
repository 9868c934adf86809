import type { z } from 'zod';
import { isMessageCode, type MessageCode } from '../../../../core/i18n/messages';

export type FieldErrors<K extends string> = Partial<Record<K, MessageCode>>;

/**
 * Runs one of core/auth's shared schemas (the server validates with the same one).
 * Issue messages are MessageCodes; the first issue of each field wins.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = isMessageCode(issue.message) ? issue.message : 'validation_failed';
  }
  return { ok: false, errors };
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
