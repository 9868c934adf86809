// One error map for every validated input (issue 12): each kind of zod issue becomes a MessageCode,
// so a field error reaches the user in Arabic or English and never as zod's English default.
// Schemas may still name their own code (`.min(1, 'required')`); this covers the rest.
import type { $ZodIssue } from 'zod/v4/core';
import { issueCode, paramsOf, type IssueLike } from './issue-code';
import { isMessageCode, message, type Lang } from './messages';

export { fieldErrorMap, issueCode } from './issue-code';

/**
 * Each failing field with its message in `lang`, keyed by its dotted path ('_' for the body
 * itself); an unknown key is reported under its own name. The first issue of a field wins.
 */
export function fieldErrors(issues: readonly $ZodIssue[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[[...issue.path, key].join('.')] ??= message('unknown_field', lang);
      continue;
    }
    const code = isMessageCode(issue.message) ? issue.message : issueCode(issue as IssueLike);
    out[issue.path.join('.') || '_'] ??= message(code, lang, paramsOf(issue));
  }
  return out;
}
