// Reads of the audit trail: the row-level audit log the audit_row() trigger writes for every
// insert, update and delete, and the system log (sign-ins, sign-outs, browse mode). Both are
// read under the company's row-level security, newest first, in keyset pages so that the
// millionth row costs what the first does (the (company_id, created_at, seq/id) indexes).
import { sql, type SQL } from 'drizzle-orm';
import { entityLabel, fieldLabel, QUIET_FIELDS, recordPath, type Lang } from '../../../core/audit/labels';
import { queryRows, type Tx } from '../../../server/db/client';
import { badRequest } from '../../../server/http/errors';
import { likePattern } from '../../../server/http/fields';

export type AuditFilter = { actorId?: string; entity?: string; action?: 'insert' | 'update' | 'delete'; recordId?: string; from?: string; to?: string; q?: string; before?: string; limit: number };
export type SystemFilter = { userId?: string; category?: string; level?: string; from?: string; to?: string; q?: string; before?: string; limit: number };

type Person = { id: string; name: string | null };
export type AuditChange = { field: string; label: string; before: string | null; after: string | null };
export type AuditEntry = {
  id: string;
  at: string;
  action: 'insert' | 'update' | 'delete';
  entity: string;
  entityLabel: string;
  recordId: string | null;
  path: string | null;
  actor: Person | null;
  browsedBy: Person | null;
  ip: string | null;
  changes: AuditChange[];
};

// The cursor carries the row's time to the microsecond (JS dates stop at the millisecond, and rows
// of one transaction share a time) and its tie-breaker: the audit log's write order (seq), the
// system log's id.
const CURSOR_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const encodeCursor = (at: string, key: string) => Buffer.from(`${at}|${key}`).toString('base64url');
function decodeCursor(cursor: string, keyShape: RegExp): { at: string; key: string } {
  const [at, key] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !key || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !keyShape.test(key)) throw badRequest('validation_failed', { before: 'invalid_format' });
  return { at, key };
}
// At most 18 digits: within bigint, so a forged cursor is a 400, not a failed cast.
const SEQ = /^\d{1,18}$/;
const UUID = /^[0-9a-f-]{36}$/;

/** A person's name as the company knows them: Arabic first for Arabic readers. */
const nameOf = (alias: string, lang: Lang) =>
  lang === 'ar'
    ? sql.raw(`nullif(trim(coalesce(${alias}.first_name_ar, ${alias}.first_name) || ' ' || coalesce(${alias}.last_name_ar, ${alias}.last_name)), '')`)
    : sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/** The company's days: `from` and `to` are whole days on the company's clock. */
function dayRange(column: SQL, from: string | undefined, to: string | undefined, timezone: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= (${from}::date::timestamp at time zone ${timezone})`);
  if (to) out.push(sql`${column} < ((${to}::date + 1)::timestamp at time zone ${timezone})`);
  return out;
}

function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** The changed fields in reading order; an insert's empty fields and bookkeeping columns say nothing. */
export function readableChanges(changes: Record<string, { before?: unknown; after?: unknown }>, action: string, lang: Lang): AuditChange[] {
  return Object.entries(changes)
    .filter(([field, c]) => !QUIET_FIELDS.has(field) && !(action === 'insert' && (c.after === null || c.after === '')) && !(action === 'delete' && c.before === null))
    .map(([field, c]) => ({ field, label: fieldLabel(field, lang), before: display(c.before), after: display(c.after) }));
}

type AuditRow = {
  id: string;
  seq: string;
  at: string;
  action: 'insert' | 'update' | 'delete';
  entity: string;
  record_id: string | null;
  actor_id: string | null;
  actor_name: string | null;
  real_actor_id: string | null;
  real_actor_name: string | null;
  ip_address: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }>;
};

export async function auditLogPage(tx: Tx, f: AuditFilter, timezone: string, lang: Lang): Promise<{ items: AuditEntry[]; next: string | null }> {
  const where: SQL[] = [sql`true`];
  if (f.actorId) where.push(sql`a.actor_id = ${f.actorId}::uuid`);
  if (f.entity) where.push(sql`a.entity = ${f.entity}`);
  if (f.action) where.push(sql`a.action = ${f.action}`);
  if (f.recordId) where.push(sql`a.record_id = ${f.recordId}`);
  where.push(...dayRange(sql.raw('a.created_at'), f.from, f.to, timezone));
  if (f.q) where.push(sql`(a.record_id = ${f.q} or a.changes::text ilike ${likePattern(f.q)})`);
  if (f.before) {
    const c = decodeCursor(f.before, SEQ);
    where.push(sql`(a.created_at, a.seq) < (${c.at}::timestamptz, ${c.key}::bigint)`);
  }
  // Under RLS the rows are the company's own; a browsing super admin's profile belongs to no
  // company, so their name stays null and the page says "platform support".
  const rows = await queryRows<AuditRow>(
    tx,
    sql`select a.id, a.seq::text as seq, to_char(a.created_at at time zone 'UTC', ${sql.raw(CURSOR_TIME)}) as at, a.action, a.entity, a.record_id,
               a.actor_id, ${nameOf('p', lang)} as actor_name, a.real_actor_id, ${nameOf('r', lang)} as real_actor_name,
               a.ip_address, a.changes
          from audit_log a
          left join profiles p on p.user_id = a.actor_id
          left join profiles r on r.user_id = a.real_actor_id
         where ${sql.join(where, sql` and `)}
         order by a.created_at desc, a.seq desc
         limit ${f.limit + 1}`,
  );
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at,
      action: r.action,
      entity: r.entity,
      entityLabel: entityLabel(r.entity, lang),
      recordId: r.record_id,
      path: r.action === 'delete' ? null : recordPath(r.entity, r.record_id),
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name } : null,
      browsedBy: r.real_actor_id ? { id: r.real_actor_id, name: r.real_actor_name } : null,
      ip: r.ip_address,
      changes: readableChanges(r.changes, r.action, lang),
    })),
    next: rows.length > f.limit && last ? encodeCursor(last.at, last.seq) : null,
  };
}

type SystemRow = { id: string; at: string; level: string; category: string; action: string; message: string; user_id: string | null; user_name: string | null; ip_address: string | null; metadata: Record<string, unknown> };

export async function systemLogPage(tx: Tx, f: SystemFilter, timezone: string, lang: Lang) {
  const where: SQL[] = [sql`true`];
  if (f.userId) where.push(sql`s.user_id = ${f.userId}::uuid`);
  if (f.category) where.push(sql`s.category = ${f.category}`);
  if (f.level) where.push(sql`s.level = ${f.level}`);
  where.push(...dayRange(sql.raw('s.created_at'), f.from, f.to, timezone));
  if (f.q) where.push(sql`(s.message ilike ${likePattern(f.q)} or s.metadata::text ilike ${likePattern(f.q)} or s.ip_address = ${f.q})`);
  if (f.before) {
    const c = decodeCursor(f.before, UUID);
    where.push(sql`(s.created_at, s.id) < (${c.at}::timestamptz, ${c.key}::uuid)`);
  }
  const rows = await queryRows<SystemRow>(
    tx,
    sql`select s.id, to_char(s.created_at at time zone 'UTC', ${sql.raw(CURSOR_TIME)}) as at, s.level, s.category, s.action, s.message,
               s.user_id, ${nameOf('p', lang)} as user_name, s.ip_address, s.metadata
          from system_logs s
          left join profiles p on p.user_id = s.user_id
         where ${sql.join(where, sql` and `)}
         order by s.created_at desc, s.id desc
         limit ${f.limit + 1}`,
  );
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      at: r.at,
      level: r.level,
      category: r.category,
      action: r.action,
      message: r.message,
      user: r.user_id ? { id: r.user_id, name: r.user_name } : null,
      ip: r.ip_address,
      details: Object.keys(r.metadata ?? {}).length ? display(r.metadata) : null,
    })),
    next: rows.length > f.limit && last ? encodeCursor(last.at, last.id) : null,
  };
}

/** What writes system_logs: sign-in/out and refused sign-ins, a super admin's browsing, platform changes, exports of the company's data. */
export const SYSTEM_CATEGORIES = ['authentication', 'browse', 'platform', 'export'] as const;

/** The filters' choices: the company's people, the record kinds it has history for, the system log's categories. */
export async function auditFilters(tx: Tx, lang: Lang, entities: readonly string[]) {
  const people = await queryRows<{ id: string; name: string | null }>(tx, sql`select p.user_id as id, ${nameOf('p', lang)} as name from profiles p order by 2 nulls last`);
  return {
    people,
    entities: entities.map((entity) => ({ entity, label: entityLabel(entity, lang) })).sort((a, b) => a.label.localeCompare(b.label, lang)),
    categories: [...SYSTEM_CATEGORIES],
  };
}
