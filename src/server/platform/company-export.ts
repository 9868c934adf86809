// Per-company export (issue 20): every record of one company as an Excel workbook, one sheet per
// table, beside its stored files, in one zip — for the customer's own keeping or a move to
// another system. It reads in the company's tenant transaction as app_user, so row-level security
// is what keeps it to that company (the same guarantee as every route), and it never lets a
// secret out: columns named like passwords, tokens or their hashes are left out, and the
// platform's auth tables are not readable by app_user at all.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { systemLogs } from '../db/schema';
import type { FileKind, FileStore } from '../files/file-store';
import { withPlatformPrivileges } from '../tenancy/with-tenant';

/** Columns never exported, whatever table they are in. */
const SECRET_COLUMN = /(password|token|secret|_hash)$/;
/** Excel's rows per sheet, less the header. */
const SHEET_ROWS = 1_048_575;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/**
 * What an export read: its name and counts, and `pack`, which builds the workbook and the zip from
 * the rows already read. Packing is CPU work of seconds for a large company: it runs when the
 * download is read, after the reading transaction has committed (on PGlite an open transaction
 * holds every other request back).
 */
export type CompanyExport = { fileName: string; tables: Record<string, number>; files: number; pack: () => Promise<Uint8Array> };

type Column = { table: string; column: string; type: string };

/** The company's tables this transaction may read, with their exportable columns, in name order. */
async function exportableTables(tx: Tx): Promise<Map<string, Column[]>> {
  const columns = await queryRows<Column>(
    tx,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public'
          and exists (select 1 from information_schema.columns k where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = 'company_id')
          and has_table_privilege(current_user, format('%I.%I', c.table_schema, c.table_name), 'SELECT')
        order by c.table_name, c.ordinal_position`,
  );
  const out = new Map<string, Column[]>();
  for (const c of columns) {
    if (SECRET_COLUMN.test(c.column) || c.type === 'bytea') continue;
    out.set(c.table, [...(out.get(c.table) ?? []), c]);
  }
  return out;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A cell as Excel keeps it: text stays text (exact decimals), JSON is written out. */
function cell(v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v.toString();
  return JSON.stringify(v);
}

/** Sheet names are at most 31 characters and unique. */
function sheetName(table: string, part: number, taken: Set<string>): string {
  const suffix = part > 1 ? ` (${part})` : '';
  let name = table.slice(0, 31 - suffix.length) + suffix;
  for (let i = 2; taken.has(name); i++) name = `${table.slice(0, 27)}~${i}`;
  taken.add(name);
  return name;
}

export async function exportCompany(tx: Tx, store: FileStore, company: { id: string; name: string }, exportedAt: Date): Promise<CompanyExport> {
  const tables = await exportableTables(tx);
  const read: Array<{ table: string; names: string[]; rows: Array<Record<string, unknown>> }> = [];
  const counts: Record<string, number> = {};
  for (const [table, columns] of tables) {
    const names = columns.map((c) => c.column);
    const rows = await queryRows<Record<string, unknown>>(tx, sql.raw(`select ${names.map(quote).join(', ')} from ${quote(table)} order by 1`));
    counts[table] = rows.length;
    read.push({ table, names, rows });
  }
  // Who may sign in to the company (names, e-mails and roles; never a password).
  const members = await withPlatformPrivileges(tx, () =>
    queryRows<{ name: string; email: string; role: string }>(tx, sql`select u.name, u.email, r.role from user_roles r join users u on u.id = r.user_id where r.company_id = ${company.id} order by u.email, r.role`),
  );
  counts.company_members = members.length;
  // The stored files (documents, photos, logo), each under files/<kind>/<id>.<ext>.
  // Read through the file store: with S3_URL the bytes are in the bucket, not in the row.
  // The bytes kept in the database come with the one select; only a file whose bytes are in the
  // bucket (content null) is fetched from the store.
  const stored = await queryRows<{ id: string; kind: FileKind; contentType: string; content: Uint8Array | null }>(tx, sql`select id, kind, content_type as "contentType", content from stored_files order by kind, id`);
  const files: { id: string; kind: string; contentType: string; content: Uint8Array }[] = [];
  for (const { content, ...f } of stored) {
    const bytes = content ?? (await store.get(tx, f.kind, f.id))?.bytes;
    if (bytes) files.push({ ...f, content: bytes });
  }

  const pack = async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.created = exportedAt;
    const taken = new Set<string>();
    // The first sheet says what the file holds: the company, when, and each table's row count.
    const about = workbook.addWorksheet(sheetName('about', 1, taken));
    for (const { table, names, rows } of read) {
      for (let part = 1, from = 0; part === 1 || from < rows.length; part++, from += SHEET_ROWS) {
        const sheet = workbook.addWorksheet(sheetName(table, part, taken));
        sheet.addRow(names);
        sheet.addRows(rows.slice(from, from + SHEET_ROWS).map((r) => names.map((n) => cell(r[n]))));
      }
    }
    const people = workbook.addWorksheet(sheetName('company_members', 1, taken));
    people.addRow(['name', 'email', 'role']);
    people.addRows(members.map((m) => [m.name, m.email, m.role]));
    about.addRows([['company', company.name], ['company_id', company.id], ['exported_at', exportedAt.toISOString()], ['files', files.length], [], ['table', 'rows'], ...Object.entries(counts)]);

    const zip = new JSZip();
    for (const f of files) zip.file(`files/${f.kind}/${f.id}.${EXTENSIONS[f.contentType] ?? 'bin'}`, f.content);
    zip.file('company-data.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  };
  const day = exportedAt.toISOString().slice(0, 10);
  return { fileName: `masar-export-${company.id.slice(0, 8)}-${day}.zip`, tables: counts, files: files.length, pack };
}

/** The zip as a download; never cached. */
export function exportDownload(file: CompanyExport): Response {
  // highWaterMark 0: nothing is pulled (packed) until the response is read, which is after the
  // route's transaction has committed.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        controller.enqueue(await file.pack());
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' },
  });
}

/**
 * The export kept in the company's system log (who, when, how much), so a company sees every copy
 * of its data that left, a super admin's included.
 */
export async function logExport(tx: Tx, entry: { companyId: string; userId: string; ip: string | null; byPlatform: boolean; file: CompanyExport }) {
  const rows = Object.values(entry.file.tables).reduce((n, v) => n + v, 0);
  await tx.insert(systemLogs).values({
    companyId: entry.companyId,
    userId: entry.userId,
    level: 'info',
    category: entry.byPlatform ? 'platform' : 'export',
    action: 'company_export',
    message: `Company data exported: ${rows} rows, ${entry.file.files} files`,
    metadata: { rows, files: entry.file.files, fileName: entry.file.fileName, byPlatform: entry.byPlatform },
    ipAddress: entry.ip,
  });
}
