// What a backup holds, counted in the backup's own snapshot, and the check a restore is held to:
// the rows of every table, and per company a checksum of its money (the sum of every numeric
// column of every table that carries company_id). A restored copy must give the same figures.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../../../server/db/client';

export type BackupManifest = {
  version: 1;
  engine: 'pglite' | 'postgres';
  takenAt: string;
  /** Rows per table of the public schema. */
  tables: Record<string, number>;
  /** Per company id: SHA-256 of its money columns' sums, table by table. */
  money: Record<string, string>;
};

export type BackupVerification = {
  ok: boolean;
  at: string;
  tables: number;
  rows: number;
  companies: number;
  /** What differed: `table: expected → found`, or a company's money. */
  mismatches: string[];
};

// Left out of the counts: the backup's own bookkeeping and the job queue, which change while the
// backup runs (the backup's row, its job), and the schema setup's digest, which a PostgreSQL
// restore clears so the server sets up roles and grants again: none is the business's data.
const MOVING_TABLES = new Set(['platform_backups', 'jobs', 'schema_setup']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function takeManifest(db: Database | Tx, engine: BackupManifest['engine'], takenAt: Date): Promise<BackupManifest> {
  const tableNames = (
    await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  )
    .map((r) => r.name)
    .filter((n) => !MOVING_TABLES.has(n));
  const counts = tableNames.length
    ? await queryRows<{ name: string; n: string }>(db, sql.raw(tableNames.map((n) => `select '${n.replace(/'/g, "''")}' as name, count(*)::text as n from ${ident(n)}`).join(' union all ')))
    : [];
  const tables = Object.fromEntries(counts.map((r) => [r.name, Number(r.n)]));

  const numeric = await queryRows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
         where c.table_schema = 'public' and c.data_type = 'numeric'
           and exists (select 1 from information_schema.columns k where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = 'company_id')
         order by 1, 2`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of numeric) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const lines = new Map<string, string[]>();
  for (const [table, columns] of byTable) {
    const sums = columns.map((c) => `coalesce(sum(${ident(c)}), 0)::text as ${ident(c)}`).join(', ');
    const rows = await queryRows<Record<string, string>>(db, sql.raw(`select company_id::text as company, ${sums} from ${ident(table)} where company_id is not null group by 1`));
    for (const row of rows) {
      const company = row.company!;
      const out = lines.get(company) ?? [];
      for (const c of columns) out.push(`${table}.${c}=${row[c]}`);
      lines.set(company, out);
    }
  }
  const money = Object.fromEntries(
    [...lines].sort(([a], [b]) => a.localeCompare(b)).map(([company, l]) => [company, createHash('sha256').update(l.sort().join('\n')).digest('hex')]),
  );
  return { version: 1, engine, takenAt: takenAt.toISOString(), tables, money };
}

/** The restored copy's figures against the backup's. */
export function compareManifests(expected: BackupManifest, found: BackupManifest, at: Date): BackupVerification {
  const mismatches: string[] = [];
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)])) {
    if (expected.tables[name] !== found.tables[name]) mismatches.push(`${name}: ${expected.tables[name] ?? '—'} → ${found.tables[name] ?? '—'}`);
  }
  for (const company of new Set([...Object.keys(expected.money), ...Object.keys(found.money)])) {
    if (expected.money[company] !== found.money[company]) mismatches.push(`money of company ${company}`);
  }
  return {
    ok: mismatches.length === 0,
    at: at.toISOString(),
    tables: Object.keys(found.tables).length,
    rows: Object.values(found.tables).reduce((a, b) => a + b, 0),
    companies: Object.keys(found.money).length,
    mismatches,
  };
}
