// What kind of invalid input a zod issue is, as a MessageCode, and the values its message names.
// No catalogue here: the web app imports this without pulling the messages of both languages in.
import type { $ZodIssue, $ZodRawIssue } from 'zod/v4/core';
import type { MessageCode, MessageParams } from './messages';

export type IssueLike = Pick<$ZodRawIssue, 'code'> & { input?: unknown; origin?: string; format?: string; expected?: string; minimum?: unknown; divisor?: unknown };

const ID_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'xid', 'ksuid', 'nanoid']);

/** The code of an issue whose schema named none. */
export function issueCode(issue: IssueLike): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'required';
      if (issue.expected === 'int' && typeof issue.input === 'number') return 'not_whole_number';
      return 'invalid_type';
    case 'too_big':
      if (issue.origin === 'string') return 'text_too_long';
      if (issue.origin === 'array' || issue.origin === 'set') return 'too_many_items';
      return 'number_too_large';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'text_too_short';
      if (issue.origin === 'array' || issue.origin === 'set') return issue.minimum === 1 ? 'required' : 'too_few_items';
      return 'number_too_small';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'url') return 'invalid_url';
      if (issue.format === 'datetime') return 'invalid_datetime';
      if (issue.format === 'date') return 'invalid_date';
      if (issue.format === 'time') return 'invalid_time';
      if (issue.format && ID_FORMATS.has(issue.format)) return 'invalid_id';
      return 'invalid_format';
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'not_whole_number' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_choice';
    case 'unrecognized_keys':
      return 'unknown_field';
    case 'invalid_union':
      return issue.input === undefined ? 'required' : 'invalid_format';
    default:
      return 'validation_failed';
  }
}

/** For `z.config({ customError })`: the issue's code is its message, translated when answered. */
export const fieldErrorMap = (issue: IssueLike): string => issueCode(issue);

/** The bounds and refinement values an issue's message names ({max}, {min}). */
export function paramsOf(issue: $ZodIssue): MessageParams {
  const params: MessageParams = {};
  const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? String(value) : value instanceof Date ? value.toISOString().slice(0, 10) : undefined);
  if ('maximum' in issue && bound(issue.maximum) !== undefined) params.max = bound(issue.maximum)!;
  if ('minimum' in issue && bound(issue.minimum) !== undefined) params.min = bound(issue.minimum)!;
  // A refinement may carry its own values (a date range's ends).
  if (issue.code === 'custom' && issue.params) {
    for (const [k, v] of Object.entries(issue.params)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  return params;
}
