import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';

/**
 * A shared schema's issues as field messages in the user's language (issue messages are
 * MessageCodes). Nested paths join with dots (admin.email), matching the server's fields.
 */
export function zodFieldErrors(error: ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= t(`messages.${issue.message}`, { defaultValue: t('messages.validation_failed') });
  }
  return out;
}
