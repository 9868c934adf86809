import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import { issueCode, paramsOf, type IssueLike } from '../../core/i18n/issue-code';

/**
 * A shared schema's issues as field messages in the user's language, the same words the server
 * answers (one error map, issue 12): a schema's own MessageCode when it names one, else the code
 * of the issue's kind (required, too long, wrong type…), never zod's English default. Nested paths
 * join with dots (admin.email), matching the server's fields.
 */
export function zodFieldErrors(error: ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (out[key] !== undefined) continue;
    const params = paramsOf(issue);
    const own = t(`messages.${issue.message}`, { ...params, defaultValue: '' });
    out[key] = own || t(`messages.${issueCode(issue as IssueLike)}`, { ...params, defaultValue: t('messages.validation_failed') });
  }
  return out;
}
