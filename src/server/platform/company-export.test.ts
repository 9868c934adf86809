// The per-company export (issue 20): the company admin downloads a zip holding every record of the
// company (a workbook, a sheet per table, row counts equal to the database's) and its stored files;
// nothing of another company and no secret is in it; other roles are refused; the super admin
// exports any company the same way; each export is in that company's system log.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
let admin: string;
const ids = { rental: '', estate: '' };

type Export = { zip: JSZip; workbook: ExcelJS.Workbook; sheets: Map<string, unknown[][]> };
async function opened(res: Response): Promise<Export> {
  const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await zip.file('company-data.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  workbook.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(ws.name, rows);
  });
  return { zip, workbook, sheets };
}
const count = async (table: string, companyId: string) => (await queryRows<{ n: number }>(t.deps.handle.db, sql.raw(`select count(*)::int as n from ${table} where company_id = '${companyId}'`)))[0]!.n;
const logged = async (companyId: string) =>
  queryRows<{ category: string; metadata: { byPlatform: boolean; files: number } }>(t.deps.handle.db, sql`select category, metadata from system_logs where company_id = ${companyId} and action = 'company_export' order by created_at`);

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  const rows = await queryRows<{ id: string; type: string }>(t.deps.handle.db, sql`select id, business_type as type from companies where business_type in ('car_rental', 'real_estate') order by created_at`);
  ids.rental = rows.find((r) => r.type === 'car_rental')!.id;
  ids.estate = rows.find((r) => r.type === 'real_estate')!.id;
});
afterAll(() => t?.stop());

describe('a company’s data, exported', () => {
  it('holds every record of the company and its files, nothing of another company, no secret', async () => {
    const res = await t.request('GET', '/api/company/export', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="masar-export-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { zip, sheets } = await opened(res);

    // Each sheet has the database's rows of the company, and the first sheet says so.
    const about = new Map(sheets.get('about')!.map((r) => [r[0], r[1]]));
    expect(about.get('company_id')).toBe(ids.rental);
    for (const table of ['contracts', 'customers', 'vehicles', 'invoices', 'employees', 'journal_entries', 'payslips', 'audit_log']) {
      const n = await count(table, ids.rental);
      expect(n, table).toBeGreaterThan(0);
      expect(sheets.get(table)!.length - 1, table).toBe(n);
      expect(about.get(table), table).toBe(n);
    }
    // Every row of every sheet with a company column is the company's own.
    for (const [name, rows] of sheets) {
      const at = (rows[0] ?? []).indexOf('company_id');
      if (at >= 0) for (const row of rows.slice(1)) expect(row[at], name).toBe(ids.rental);
    }
    expect([...sheets.keys()].some((n) => /^(properties|leases)$/.test(n) && sheets.get(n)!.length > 1)).toBe(false);
    // No secret: no password, token or hash column anywhere, no auth table.
    for (const [name, rows] of sheets) for (const header of rows[0] ?? []) expect(String(header), name).not.toMatch(/password|token|secret|_hash$/);
    expect([...sheets.keys()].filter((n) => /^(sessions|accounts|verifications|users)$/.test(n))).toEqual([]);
    const members = sheets.get('company_members')!;
    expect(members[0]).toEqual(['name', 'email', 'role']);
    expect(members.map((r) => r[1])).toContain('admin@rental.masar.test');

    // The stored files (documents, photos, logo) are beside the workbook.
    const files = Object.keys(zip.files).filter((f) => f.startsWith('files/') && !zip.files[f]!.dir);
    expect(files.length).toBe(await count('stored_files', ids.rental));
    expect(Number(about.get('files'))).toBe(files.length);

    const [log] = await logged(ids.rental);
    expect(log).toMatchObject({ category: 'export', metadata: { byPlatform: false, files: files.length } });
  });

  it('is for the company admin alone, and for the super admin for any company', async () => {
    for (const email of ['sales@rental.masar.test', 'accountant@rental.masar.test', 'manager@rental.masar.test']) {
      const res = await t.json('GET', '/api/company/export', { cookie: await t.signIn(email), lang: 'en' });
      expect(res.status, email).toBe(403);
      expect(res.body.error.message, email).toBeTruthy();
    }
    expect((await t.request('GET', `/api/platform/companies/${ids.estate}/export`, { cookie: admin })).status).toBe(403);

    const root = await t.signIn('super@masar.test');
    const res = await t.request('GET', `/api/platform/companies/${ids.estate}/export`, { cookie: root });
    expect(res.status).toBe(200);
    const { sheets } = await opened(res);
    expect(new Map(sheets.get('about')!.map((r) => [r[0], r[1]])).get('company_id')).toBe(ids.estate);
    expect(sheets.get('properties')!.length - 1).toBe(await count('properties', ids.estate));
    expect(sheets.get('contracts')!.length).toBe(1); // the header only: the rental company's are not there
    // The company sees in its own log that the platform took a copy.
    expect((await logged(ids.estate)).map((l) => [l.category, l.metadata.byPlatform])).toEqual([['platform', true]]);
    expect((await t.json('GET', '/api/platform/companies/00000000-0000-4000-8000-000000000000/export', { cookie: root })).status).toBe(404);
  });
});
