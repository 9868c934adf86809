// Payroll settings and the wage protection file through the API (issue 19, decision 059): an
// Emirati company records its own pension rate (an older scheme), which its next run applies and
// names; its approved run's SIF is refused while the employer's or an employee's WPS details are
// missing, each named, and then made; a Kuwaiti company has no WPS file but its bank CSV.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { cookieHeader, startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let owner: string;
const ids = { mariam: '', ravi: '', run: '' };
type Line = { kind: string; code: string; amount: string; sourceEn: string };

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.request('POST', '/api/signup', { body: { companyName: 'Gulf Wheels Dubai', businessType: 'car_rental', country: 'AE', firstName: 'Huda', lastName: 'Saleh', email: 'huda@wps.test', password: 'Wps-Files-2026' } });
  expect(res.status).toBe(201);
  owner = cookieHeader(res);
  const hire = async (first: string, firstAr: string, iban: string) => {
    const made = await t.json('POST', '/api/hr/employees', { cookie: owner, body: { firstName: first, lastName: 'Test', firstNameAr: firstAr, lastNameAr: 'تجربة', hireDate: '2024-01-01', basicSalary: '1000', iban } });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  ids.mariam = await hire('Mariam', 'مريم', 'AE070331234567890123456');
  ids.ravi = await hire('Ravi', 'رافي', 'AE070331234567890123456');
  // Mariam, Emirati: 10,000 basic + 5,000 housing; Ravi: 3,000 + 1,000.
  for (const [id, basic, housing] of [[ids.mariam, '10000', '5000'], [ids.ravi, '3000', '1000']] as const) {
    expect((await t.json('POST', `/api/payroll/employees/${id}/structures`, { cookie: owner, body: { effectiveFrom: '2025-01-01', basic, housing } })).status).toBe(201);
  }
  expect((await t.json('PUT', `/api/payroll/employees/${ids.mariam}/profile`, { cookie: owner, body: { nationality: 'AE', paymentMethod: 'bank_transfer', wpsPersonId: '10020030040050', bankCode: '803320101' } })).status).toBe(200);
});
afterAll(() => t?.stop());

describe('payroll settings', () => {
  it('show the country’s scheme and WPS file, and refuse an unknown branch or a bad rate, writing nothing', async () => {
    const got = await t.json('GET', '/api/payroll/settings', { cookie: owner });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ country: 'AE', wpsFormat: 'uae_sif', wpsEmployerId: null, wpsLegacyLayout: false, insuranceOverrides: [], updatedAt: null });
    expect(got.body.insurance.branches[0]).toMatchObject({ id: 'pension', employee: '11', employer: '12.5', covers: 'nationals' });

    const bad = await t.json('PUT', '/api/payroll/settings', { cookie: owner, lang: 'ar', body: { insuranceOverrides: [{ branchId: 'annuities', employee: '9' }, { branchId: 'pension', employee: '105' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'insuranceOverrides.1.employee': 'النسبة من 0 إلى 100 بثلاث خانات عشرية على الأكثر' });
    const unknown = await t.json('PUT', '/api/payroll/settings', { cookie: owner, lang: 'en', body: { insuranceOverrides: [{ branchId: 'annuities', employee: '9' }] } });
    expect([unknown.status, unknown.body.error.fields['insuranceOverrides.0.branchId']]).toEqual([400, 'This branch is not part of the company country’s social insurance scheme']);
    expect((await t.json('GET', '/api/payroll/settings', { cookie: owner })).body.updatedAt).toBeNull();
  });

  it('apply the company’s own pension rate to the run and name it on the payslip; the change is in the audit log', async () => {
    const saved = await t.json('PUT', '/api/payroll/settings', { cookie: owner, body: { insuranceOverrides: [{ branchId: 'pension', employee: '5', note: 'Law 7 of 1999' }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.insuranceOverrides).toEqual([{ branchId: 'pension', employee: '5', employer: null, note: 'Law 7 of 1999' }]);
    const made = await t.json('POST', '/api/payroll/runs', { cookie: owner, lang: 'en', body: { month: '2025-03' } });
    expect(made.status).toBe(201);
    ids.run = made.body.id;
    const run = (await t.json('GET', `/api/payroll/runs/${ids.run}`, { cookie: owner, lang: 'en' })).body as { payslips: Array<{ employeeId: string; net: string; lines: Line[] }> };
    const mariam = run.payslips.find((p) => p.employeeId === ids.mariam)!;
    // 5 % (the company's rate) of 15,000 from her, 12.5 % (the law's) from the company.
    expect(mariam.lines.filter((l) => l.code === 'si_pension').map((l) => [l.kind, l.amount, l.sourceEn])).toEqual([
      ['deduction', '750.00', '5% of 15000.00 (company rate: Law 7 of 1999)'],
      ['employer', '1875.00', '12.5% of 15000.00 (company rate: Law 7 of 1999)'],
    ]);
    expect(mariam.net).toBe('14250.00');
    const audit = await queryRows<{ action: string }>(t.deps.handle.db, sql`select action from audit_log where entity = 'payroll_settings' order by created_at`);
    expect(audit.map((a) => a.action)).toEqual(['insert']);
  });
});

describe('the UAE wage protection file', () => {
  const file = (format?: string) => t.request('GET', `/api/payroll/runs/${ids.run}/bank-file${format ? `?format=${format}` : ''}`, { cookie: owner, lang: 'en' });

  it('is refused until the employer’s and every employee’s WPS details are there, each named', async () => {
    expect((await t.json('POST', `/api/payroll/runs/${ids.run}/approve`, { cookie: owner })).status).toBe(200);
    const noEmployer = await file();
    expect(noEmployer.status).toBe(409);
    expect(((await noEmployer.json()) as { error: { code: string; fields: Record<string, string> } }).error).toMatchObject({
      code: 'payroll_wps_settings_incomplete',
      fields: { wpsEmployerId: 'The MOHRE establishment id (up to 13 digits)', wpsPayerBank: 'The bank routing code is missing or wrong (9 digits)' },
    });
    expect((await t.json('PUT', '/api/payroll/settings', { cookie: owner, body: { wpsEmployerId: '1234567', wpsPayerBank: '302620122', insuranceOverrides: [{ branchId: 'pension', employee: '5', note: 'Law 7 of 1999' }] } })).status).toBe(200);
    const noRavi = await file();
    expect(noRavi.status).toBe(409);
    const body = (await noRavi.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe('No wage protection file: 1 employees’ details are incomplete; complete them and try again');
    expect(Object.values(body.error.fields)).toEqual(['The MOHRE person id (14 digits) is missing or wrong; The bank routing code is missing or wrong (9 digits)']);
  });

  it('is made once they are: an EDR per employee and the SCR with the run’s net', async () => {
    expect((await t.json('PUT', `/api/payroll/employees/${ids.ravi}/profile`, { cookie: owner, body: { nationality: null, paymentMethod: 'bank_transfer', wpsPersonId: '98765432', bankCode: '302620122' } })).status).toBe(200);
    const made = await file();
    expect(made.status).toBe(200);
    expect(made.headers.get('content-disposition')).toMatch(/^attachment; filename="0000001234567\d{12}\.SIF"$/);
    const lines = (await made.text()).trimEnd().split('\r\n');
    expect(lines.filter((l) => l.startsWith('EDR,')).sort()).toEqual([
      'EDR,00000098765432,302620122,AE070331234567890123456,2025-03-01,2025-03-31,31,4000.00,0.00,0',
      'EDR,10020030040050,803320101,AE070331234567890123456,2025-03-01,2025-03-31,31,14250.00,0.00,0',
    ]);
    expect(lines.at(-1)).toMatch(/^SCR,0000001234567,302620122,\d{4}-\d{2}-\d{2},\d{4},032025,2,18250\.00,AED,SALARIES 03\/2025$/);
    // The generic CSV stays one query away.
    const csv = await file('csv');
    expect([csv.status, csv.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="salaries-2025-03.csv"']);
  });

  it('is not offered where the country has none: a Kuwaiti run asks for the CSV', async () => {
    const admin = await t.signIn('admin@rental.masar.test');
    const settings = await t.json('GET', '/api/payroll/settings', { cookie: admin, lang: 'en' });
    expect(settings.body).toMatchObject({ country: 'KW', wpsFormat: null });
    const [kwRun] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select r.id from payroll_runs r join companies c on c.id = r.company_id where c.country = 'KW' and r.status <> 'calculated' limit 1`);
    const refused = await t.json('GET', `/api/payroll/runs/${kwRun!.id}/bank-file?format=wps`, { cookie: admin, lang: 'en' });
    expect([refused.status, refused.body.error.message]).toEqual([400, 'The company’s country has no wage protection file; download the generic bank file']);
  });
});
