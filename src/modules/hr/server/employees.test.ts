// Employees API: create with a race-free number, exact money, validation, search, permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;
const base = { firstName: 'Omar', lastName: 'Haddad', firstNameAr: 'عمر', lastNameAr: 'حداد', hireDate: '2026-01-15', basicSalary: '850.1255', department: 'Operations', departmentAr: 'العمليات' };

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('employees', () => {
  it('creates with the next number and the salary rounded to KWD fils', async () => {
    const res = await t.json('POST', '/api/hr/employees', { cookie: admin, body: base });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ employeeNumber: 'EMP-0026', basicSalary: '850.126', allowances: '0.000', firstNameAr: 'عمر', hasSystemAccess: false });
  });

  it('numbers concurrent creations uniquely', async () => {
    const results = await Promise.all([1, 2, 3].map((i) => t.json('POST', '/api/hr/employees', { cookie: admin, body: { ...base, firstName: `Parallel${i}` } })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.employeeNumber)).size).toBe(3);
  });

  it('refuses bad input field by field, in Arabic, writing nothing', async () => {
    const before = (await t.json('GET', '/api/hr/employees?status=all', { cookie: admin })).body.total;
    const res = await t.json('POST', '/api/hr/employees', { cookie: admin, body: { ...base, firstName: '', hireDate: '15/01/2026', basicSalary: '-5', iban: 'not-an-iban' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ firstName: 'هذا الحقل مطلوب', hireDate: 'التاريخ غير صالح (الصيغة YYYY-MM-DD)', basicSalary: 'المبلغ غير صالح', iban: 'رقم الآيبان غير صالح' });
    expect((await t.json('GET', '/api/hr/employees?status=all', { cookie: admin })).body.total).toBe(before);
  });

  it('finds employees by Arabic name, number or department, paginated', async () => {
    const byName = await t.json('GET', `/api/hr/employees?search=${encodeURIComponent('حداد')}`, { cookie: admin });
    expect(byName.body.items.length).toBeGreaterThanOrEqual(4);
    const byNumber = await t.json('GET', '/api/hr/employees?search=EMP-0001', { cookie: admin });
    expect(byNumber.body.items.map((e: { email: string }) => e.email)).toEqual(['admin@rental.masar.test']);
    const page = await t.json('GET', '/api/hr/employees?pageSize=2&page=2', { cookie: admin });
    expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
  });

  it('reports the same total on every page, whether or not it had to count', async () => {
    const all = (await t.json('GET', '/api/hr/employees?pageSize=200', { cookie: admin })).body;
    expect(all.items).toHaveLength(all.total);
    const lastPage = Math.ceil(all.total / 2);
    for (const page of [1, lastPage, lastPage + 1, lastPage + 5]) {
      const res = await t.json('GET', `/api/hr/employees?pageSize=2&page=${page}`, { cookie: admin });
      expect(res.body.total, `page ${page}`).toBe(all.total);
      expect(res.body.items, `page ${page}`).toEqual(all.items.slice((page - 1) * 2, page * 2));
    }
    const none = await t.json('GET', '/api/hr/employees?search=no-such-person', { cookie: admin });
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('edits an employee and deactivates them', async () => {
    const created = await t.json('POST', '/api/hr/employees', { cookie: admin, body: { ...base, firstName: 'Edit' } });
    const res = await t.json('PATCH', `/api/hr/employees/${created.body.id}`, { cookie: admin, body: { allowances: '100', isActive: false, terminationDate: '2026-11-30' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ allowances: '100.000', isActive: false, terminationDate: '2026-11-30' });
    const active = await t.json('GET', '/api/hr/employees?search=Edit', { cookie: admin });
    expect(active.body.items).toHaveLength(0);
  });

  it('lets an employee read but not write, and hides other companies’ employees', async () => {
    const employee = await t.signIn('employee@rental.masar.test');
    expect((await t.json('GET', '/api/hr/employees', { cookie: employee })).status).toBe(200);
    const denied = await t.json('POST', '/api/hr/employees', { cookie: employee, body: base });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');

    const estate = await t.signIn('admin@realestate.masar.test');
    const theirs = (await t.json('GET', '/api/hr/employees', { cookie: estate })).body.items[0];
    expect((await t.json('GET', `/api/hr/employees/${theirs.id}`, { cookie: admin })).status).toBe(404);
    expect((await t.json('PATCH', `/api/hr/employees/${theirs.id}`, { cookie: admin, body: { firstName: 'Hacked' } })).status).toBe(404);
    expect((await t.json('GET', `/api/hr/employees/${theirs.id}`, { cookie: estate })).body.firstName).toBe('Hamad');
  });
});
