// DECISIONS 18 (issue 12): colleagues' pay, identity documents, personal phone, leave and
// attendance reach only HR and payroll managers; everyone else who reads HR gets the directory,
// and each person their own record in full. Signed in as every demo role of the rental company.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

const PRIVATE = ['basicSalary', 'allowances', 'bankName', 'iban', 'nationalId', 'phone', 'hireDate', 'notes'];
const ROLES = ['admin', 'manager', 'accountant', 'fleet', 'sales', 'employee'] as const;
type Role = (typeof ROLES)[number];
/** Who manages HR or payroll (company admin, manager with HR, accountant with payroll). */
const MANAGES: Record<Role, boolean> = { admin: true, manager: true, accountant: true, fleet: false, sales: false, employee: false };
/** Who reads colleagues' leave and attendance: HR managers (the accountant's role has no leave or attendance rights). */
const MANAGES_TIME: Record<Role, boolean> = { ...MANAGES, accountant: false };
/** Who holds hr.employees.read at all (spec §6: the employee role reads every non-admin area). */
const READS_EMPLOYEES: Record<Role, boolean> = { admin: true, manager: true, accountant: false, fleet: false, sales: false, employee: true };

let t: TestServer;
const cookies = {} as Record<Role, string>;
const ownId = {} as Record<Role, string>;
let colleague: { id: string; nationalId: string; phone: string };

beforeAll(async () => {
  t = await startTestServer();
  for (const role of ROLES) {
    cookies[role] = await t.signIn(`${role}@rental.masar.test`);
    const [row] = await queryRows<{ id: string }>(t.deps.handle.db, sql`select id from employees where email = ${`${role}@rental.masar.test`}`);
    ownId[role] = row!.id;
  }
  // A colleague with every private field filled, who is none of the signed-in people.
  const [other] = await queryRows<{ id: string; national_id: string; phone: string }>(
    t.deps.handle.db,
    sql`select e.id, e.national_id, e.phone from employees e join companies c on c.id = e.company_id
        where c.business_type = 'car_rental' and e.national_id is not null and e.phone is not null and coalesce(e.email, '') not like '%@rental.masar.test' limit 1`,
  );
  colleague = { id: other!.id, nationalId: other!.national_id, phone: other!.phone };
});
afterAll(() => t?.stop());

describe.each(ROLES)('signed in as %s', (role) => {
  it('reads their own employee record in full', async () => {
    const res = await t.json('GET', `/api/hr/employees/${ownId[role]}`, { cookie: cookies[role] });
    expect(res.status).toBe(200);
    expect(res.body.view).toBe('full');
    expect(res.body).toHaveProperty('basicSalary');
    expect(res.body).toHaveProperty('iban');
  });

  it("sees a colleague's record in full only when managing HR or payroll", async () => {
    const one = await t.json('GET', `/api/hr/employees/${colleague.id}`, { cookie: cookies[role] });
    if (MANAGES[role]) {
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ view: 'full', nationalId: colleague.nationalId, phone: colleague.phone });
    } else if (READS_EMPLOYEES[role]) {
      expect(one.status).toBe(200);
      expect(one.body.view).toBe('directory');
      expect(one.body.firstName).toBeTruthy();
      for (const field of PRIVATE) expect(one.body, field).not.toHaveProperty(field);
    } else {
      expect(one.status).toBe(403);
    }
  });

  it('the employee list: colleagues as directory entries unless managing HR or payroll', async () => {
    const res = await t.json('GET', '/api/hr/employees?pageSize=200&status=all', { cookie: cookies[role] });
    // The accountant opens an employee's pay record (payroll) but has no HR list (spec §6).
    if (!READS_EMPLOYEES[role]) return expect(res.status).toBe(403);
    expect(res.status).toBe(200);
    const items = res.body.items as Array<Record<string, unknown>>;
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      const full = MANAGES[role] || item.id === ownId[role];
      expect(item.view, String(item.employeeNumber)).toBe(full ? 'full' : 'directory');
      for (const field of PRIVATE) expect(Object.hasOwn(item, field), `${item.employeeNumber} ${field}`).toBe(full);
    }
    expect(JSON.stringify(items).includes(colleague.nationalId)).toBe(MANAGES[role]);
  });

  it("a colleague's national ID or phone typed into the search reveals whose it is only to HR", async () => {
    if (!READS_EMPLOYEES[role]) return;
    for (const term of [colleague.nationalId, colleague.phone]) {
      const res = await t.json('GET', `/api/hr/employees?status=all&search=${encodeURIComponent(term)}`, { cookie: cookies[role] });
      expect(res.status).toBe(200);
      expect(res.body.items.map((e: { id: string }) => e.id).includes(colleague.id), term).toBe(MANAGES[role]);
    }
  });

  it("leave requests: everyone's for managers, only one's own otherwise", async () => {
    const res = await t.json('GET', '/api/hr/leave/requests', { cookie: cookies[role] });
    expect(res.status).toBe(200);
    const owners = new Set((res.body.items as Array<{ employeeId: string }>).map((r) => r.employeeId));
    if (MANAGES_TIME[role]) expect(owners.size).toBeGreaterThan(1);
    else expect([...owners].every((id) => id === ownId[role])).toBe(true);
    const balances = await t.json('GET', `/api/hr/leave/balances?employeeId=${colleague.id}`, { cookie: cookies[role] });
    expect(balances.status).toBe(MANAGES_TIME[role] ? 200 : 403);
    expect((await t.json('GET', `/api/hr/leave/balances?employeeId=${ownId[role]}`, { cookie: cookies[role] })).status).toBe(200);
  });

  it('attendance: the board, the monthly sheet and a colleague’s history only for managers; one’s own always', async () => {
    const expected = MANAGES_TIME[role] ? 200 : 403;
    expect((await t.request('GET', '/api/hr/attendance/board?date=2026-01-05', { cookie: cookies[role] })).status).toBe(expected);
    expect((await t.request('GET', '/api/hr/attendance/monthly?month=2026-01', { cookie: cookies[role] })).status).toBe(expected);
    expect((await t.request('GET', '/api/hr/attendance/monthly?month=2026-01&format=xlsx', { cookie: cookies[role] })).status).toBe(expected);
    expect((await t.request('GET', `/api/hr/attendance/records?employeeId=${colleague.id}`, { cookie: cookies[role] })).status).toBe(expected);
    expect((await t.request('GET', '/api/hr/attendance/records', { cookie: cookies[role] })).status).toBe(200);
  });
});
