// Turns anything thrown by a route into { error: { code, message } } with the right status.
// Database refusals map to client errors: a row-level-security refusal means another
// company's data, a unique violation a conflict, a bad reference or value a validation error.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { MessageCode } from '../../core/i18n/messages';
import { AppError, sendError } from './errors';
import { AmountFieldError } from '../../core/money';
import type { AppEnv } from './env';

type PgLike = { code?: string; cause?: unknown };

function pgCode(err: unknown): string | undefined {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const code = (cur as PgLike).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as PgLike).cause;
  }
  return undefined;
}

const PG_ERRORS: Record<string, [400 | 403 | 409, MessageCode]> = {
  '42501': [403, 'company_mismatch'], // insufficient privilege / RLS policy violation
  '23505': [409, 'conflict'],
  '23P01': [409, 'conflict'],
  '23503': [400, 'validation_failed'],
  '23502': [400, 'validation_failed'],
  '23514': [400, 'validation_failed'],
  '22P02': [400, 'validation_failed'],
  '22003': [400, 'validation_failed'],
  '22001': [400, 'validation_failed'],
};

const CONSTRAINT_MESSAGES: Record<string, { code: MessageCode; params?: Record<string, string> }> = {
  leave_requests_no_overlap: { code: 'leave_overlap' },
  vehicles_company_plate_uq: { code: 'plate_taken' },
  leases_no_overlap: { code: 'lease_overlap', params: { number: '—' } },
  lease_cheques_company_bank_number_uq: { code: 'cheque_duplicate', params: { number: '—', bank: '—' } },
  // The plan-limit trigger (tenancy-sql.ts) names this pseudo-constraint.
  plan_limit_reached: { code: 'plan_limit_reached' },
};

// The vehicle-holds rule (migration vehicle_holds_rule) names what holds the vehicle in its
// message, "vehicle_holds_no_overlap: <contract|maintenance|permit> <number>": two requests racing
// past a service's own check still get a refusal that says why.
const HOLD_MESSAGES: Record<string, MessageCode> = {
  contract: 'vehicle_double_booked',
  maintenance: 'vehicle_in_maintenance',
  permit: 'vehicle_on_permit',
};

function holdMessage(message: string | undefined) {
  const m = /vehicle_holds_no_overlap: (\w+) (.+)$/.exec(message ?? '');
  if (!m) return null;
  return { code: HOLD_MESSAGES[m[1] ?? ''] ?? 'vehicle_held', params: { number: m[2] ?? '—' } };
}

function constraintMessage(err: unknown) {
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const { constraint, message } = cur as { constraint?: string; message?: string };
    const held = holdMessage(message);
    if (held) return held;
    for (const [name, value] of Object.entries(CONSTRAINT_MESSAGES)) {
      if (constraint === name || message?.includes(`"${name}"`)) return value;
    }
    cur = (cur as PgLike).cause;
  }
  return null;
}

export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return sendError(c, err.status, err.code, err.fields, err.params);
  if (err instanceof AmountFieldError) return sendError(c, 400, 'validation_failed', { [err.field]: 'invalid_amount' });
  const code = pgCode(err);
  // Constraints name the rule that was broken: say which one.
  const named = constraintMessage(err);
  if (named) return sendError(c, 409, named.code, undefined, named.params);
  const mapped = PG_ERRORS[code ?? ''];
  if (mapped) return sendError(c, mapped[0], mapped[1]);
  // Class 22 is "data exception" (a date or number PostgreSQL cannot hold): the input was bad.
  // Validation should have said so first; this keeps a miss a 400, never a 500.
  if (code?.startsWith('22')) {
    c.get('deps')?.logger.warn({ err, path: c.req.path }, 'input reached the database unvalidated');
    return sendError(c, 400, 'validation_failed');
  }
  if (err instanceof HTTPException) {
    if (err.status === 400) return sendError(c, 400, /malformed json/i.test(err.message) ? 'malformed_json' : 'validation_failed');
    if (err.status === 401) return sendError(c, 401, 'not_logged_in');
    if (err.status === 404) return sendError(c, 404, 'not_found');
    return sendError(c, err.status as 403, 'unexpected_error');
  }
  c.get('deps')?.logger.error({ err, path: c.req.path }, 'unhandled error');
  return sendError(c, 500, 'unexpected_error');
}
