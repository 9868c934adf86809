// User management: accounts by invitation or temporary password, "can assign" (spec §6),
// extra grants, disabling access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let admin: string;

async function newEmployee(cookie: string, firstName: string) {
  const res = await t.json('POST', '/api/hr/employees', { cookie, body: { firstName, lastName: 'Staff', firstNameAr: 'موظف', hireDate: '2026-02-01', basicSalary: '500' } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
});
afterAll(() => t?.stop());

describe('giving an account', () => {
  it('invites by email: the link sets a password that signs in', async () => {
    const id = await newEmployee(admin, 'Invitee');
    const res = await t.json('POST', `/api/hr/employees/${id}/account`, { cookie: admin, body: { email: 'invitee@rental.masar.test', roles: ['sales_agent'] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ roles: ['sales_agent'], hasSystemAccess: true, accountStatus: 'active' });
    const [mail] = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'invitee@rental.masar.test'));
    expect(mail?.kind).toBe('invitation');
    const token = new URL(mail!.link!).searchParams.get('token');
    expect((await t.request('POST', '/api/auth/reset-password', { body: { newPassword: 'Invitee-Pass-1', token } })).status).toBe(200);
    const cookie = await t.signIn('invitee@rental.masar.test', 'Invitee-Pass-1');
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.roles).toEqual(['sales_agent']);
    expect(me.body.company.currency).toBe('KWD');
  });

  it('with a temporary password, forces a change at first sign-in', async () => {
    const id = await newEmployee(admin, 'Temp');
    const res = await t.json('POST', `/api/hr/employees/${id}/account`, { cookie: admin, body: { email: 'temp@rental.masar.test', roles: ['employee'], temporaryPassword: 'Temporary-1' } });
    expect(res.status).toBe(201);
    const cookie = await t.signIn('temp@rental.masar.test', 'Temporary-1');
    expect((await t.json('GET', '/api/me', { cookie })).body.user.requiresPasswordChange).toBe(true);
  });

  it('refuses a taken email and a second account, writing nothing', async () => {
    const id = await newEmployee(admin, 'Dup');
    const taken = await t.json('POST', `/api/hr/employees/${id}/account`, { cookie: admin, body: { email: 'manager@rental.masar.test', roles: ['employee'] } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    expect((await t.json('GET', `/api/hr/employees/${id}`, { cookie: admin })).body.userId).toBeNull();
  });
});

describe('can assign (spec §6)', () => {
  it('a company admin cannot give company_admin; a manager only sales_agent and employee', async () => {
    const id = await newEmployee(admin, 'Climber');
    const denied = await t.json('POST', `/api/hr/employees/${id}/account`, { cookie: admin, body: { email: 'climber@rental.masar.test', roles: ['company_admin'] }, lang: 'en' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'role_not_assignable', message: 'You cannot assign this role' });

    const assignable = await t.json('GET', '/api/hr/assignable', { cookie: await t.signIn('manager@rental.masar.test') });
    expect(assignable.body.roles).toEqual(['sales_agent', 'employee']);
    // Roles with nothing to assign (accountant) cannot manage accounts at all.
    const accountant = await t.signIn('accountant@rental.masar.test');
    expect((await t.json('GET', '/api/hr/accounts', { cookie: accountant })).status).toBe(403);
  });

  it('changes roles within the list, and never of someone the caller could not assign', async () => {
    const accounts = (await t.json('GET', '/api/hr/accounts', { cookie: admin })).body.items;
    const employee = accounts.find((a: { email: string }) => a.email === 'employee@rental.masar.test');
    const ok = await t.json('PUT', `/api/hr/employees/${employee.employeeId}/roles`, { cookie: admin, body: { roles: ['fleet_manager'] } });
    expect(ok.status).toBe(200);
    expect(ok.body.roles).toEqual(['fleet_manager']);

    const manager = await t.signIn('manager@rental.masar.test');
    const fleet = accounts.find((a: { email: string }) => a.email === 'fleet@rental.masar.test');
    const denied = await t.json('PUT', `/api/hr/employees/${fleet.employeeId}/roles`, { cookie: manager, body: { roles: ['employee'] } });
    expect(denied.status).toBe(403);
    const adminRow = accounts.find((a: { email: string }) => a.email === 'admin@rental.masar.test');
    expect((await t.json('PUT', `/api/hr/employees/${adminRow.employeeId}/roles`, { cookie: manager, body: { roles: ['employee'] } })).status).toBe(403);
  });
});

describe('extra grants and access', () => {
  it('grants an extra permission that /api/me then shows, never a system-level one', async () => {
    const accounts = (await t.json('GET', '/api/hr/accounts', { cookie: admin })).body.items;
    const sales = accounts.find((a: { email: string }) => a.email === 'sales@rental.masar.test');
    const res = await t.json('PUT', `/api/hr/employees/${sales.employeeId}/permissions`, { cookie: admin, body: { grants: ['hr.employees.write'] } });
    expect(res.status).toBe(200);
    expect(res.body.extraGrants).toEqual(['hr.employees.write']);
    const cookie = await t.signIn('sales@rental.masar.test');
    expect((await t.json('GET', '/api/me', { cookie })).body.permissions).toContain('hr.employees.write');
    expect((await t.json('PUT', `/api/hr/employees/${sales.employeeId}/permissions`, { cookie: admin, body: { grants: ['admin.settings.write'] } })).status).toBe(403);
  });

  it('disabling access signs the user out and refuses them with the spec message', async () => {
    const accounts = (await t.json('GET', '/api/hr/accounts', { cookie: admin })).body.items;
    const accountant = accounts.find((a: { email: string }) => a.email === 'accountant@rental.masar.test');
    const cookie = await t.signIn('accountant@rental.masar.test');
    const res = await t.json('PUT', `/api/hr/employees/${accountant.employeeId}/access`, { cookie: admin, body: { hasSystemAccess: false } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);
    const again = await t.signIn('accountant@rental.masar.test');
    const denied = await t.json('GET', '/api/company', { cookie: again });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('not_authorised');
  });
});
