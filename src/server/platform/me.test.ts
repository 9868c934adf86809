// /api/me for every demo role, the spec §5 check order as the API applies it, feature gates,
// the missing-profile path, and a snapshot of every route's declared access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, profiles, users } from '../db/schema';
import { ROLE_PERMISSIONS } from '../../core/permissions';
import { DEMO_ACCOUNTS } from '../seed/demo';
import { registeredRoutes } from '../http/route';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('/api/me', () => {
  it.each(DEMO_ACCOUNTS)('shows $email ($role) the permissions of spec §6', async ({ email, role }) => {
    const cookie = await t.signIn(email);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.roles).toEqual([role]);
    expect(me.body.permissions).toEqual([...ROLE_PERMISSIONS[role]].sort());
    expect(me.body.access).toEqual({ ok: true });
    if (role === 'super_admin') {
      expect(me.body.company).toBeNull();
      expect(me.body.isSuperAdmin).toBe(true);
    } else {
      expect(me.body.company.currency).toBe(email.includes('rental') ? 'KWD' : 'QAR');
      expect(me.body.profile.firstNameAr).toBeTruthy();
    }
  });

  it('follows the spec §5 order: system access, then account status, with Arabic reasons', async () => {
    const email = 'manager@rental.masar.test';
    const [user] = await t.deps.handle.db.select().from(users).where(eq(users.email, email));
    const cookie = await t.signIn(email);
    const setEmployee = (patch: Partial<typeof employees.$inferInsert>) =>
      t.deps.handle.db.update(employees).set(patch).where(eq(employees.userId, user!.id));

    await setEmployee({ hasSystemAccess: false, accountStatus: 'suspended' });
    let me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.access).toEqual({ ok: false, reason: 'not_authorised', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(me.body.permissions).toEqual([]);
    const denied = await t.json('GET', '/api/company', { cookie });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('not_authorised');

    await setEmployee({ hasSystemAccess: true });
    me = await t.json('GET', '/api/me', { cookie });
    expect(me.body.access.reason).toBe('employee_inactive');

    await setEmployee({ accountStatus: 'active' });
    expect((await t.json('GET', '/api/company', { cookie })).status).toBe(200);
  });

  it('refuses a company-admin route to a manager with the permission message', async () => {
    const cookie = await t.signIn('sales@rental.masar.test');
    const res = await t.json('PATCH', '/api/company', { cookie, body: { city: 'Hawalli' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'forbidden', message: 'ليس لديك صلاحية لتنفيذ هذا الإجراء' });
  });

  it('creates a missing profile on first sign-in (spec PGRST116 path)', async () => {
    const email = 'accountant@rental.masar.test';
    const [user] = await t.deps.handle.db.select().from(users).where(eq(users.email, email));
    await t.deps.handle.db.delete(profiles).where(eq(profiles.userId, user!.id));
    const cookie = await t.signIn(email);
    const me = await t.json('GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ firstName: 'Noura', firstNameAr: 'نورة' });
    expect(me.body.company.currency).toBe('KWD');
  });
});

describe('/api/features/{code}', () => {
  it('answers from the company plan, and false for anything unknown', async () => {
    const cookie = await t.signIn('admin@rental.masar.test'); // demo companies are on "professional"
    expect((await t.json('GET', '/api/features/advanced_reports', { cookie })).body).toEqual({ enabled: true });
    expect((await t.json('GET', '/api/features/invoice_scanner', { cookie })).body).toEqual({ enabled: false });
    expect((await t.json('GET', '/api/features/no_such_feature', { cookie })).body).toEqual({ enabled: false });
    expect((await t.json('GET', '/api/features/advanced_reports')).status).toBe(401);
  });
});

describe('/api/platform/companies', () => {
  it('lists every company for a super admin only', async () => {
    const superCookie = await t.signIn('super@masar.test');
    const list = await t.json('GET', '/api/platform/companies', { cookie: superCookie });
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['Doha Homes Real Estate', 'Gulf Wheels Car Rental']);
    const admin = await t.signIn('admin@rental.masar.test');
    const denied = await t.json('GET', '/api/platform/companies', { cookie: admin });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
  });
});

describe('route access', () => {
  it('every API route declares its access rule (snapshot)', () => {
    const routes = registeredRoutes(t.app).map((r) => `${r.method} ${r.path} → ${r.access}`);
    expect(routes).toMatchInlineSnapshot(`
      [
        "GET /api/health → public",
        "POST /api/signup → public",
        "GET /api/me → signed-in",
        "POST /api/me/password → signed-in",
        "PATCH /api/me/profile → signed-in",
        "POST /api/me/avatar → signed-in",
        "GET /api/me/sessions → signed-in",
        "DELETE /api/me/sessions/{id} → signed-in",
        "GET /api/files/{kind}/{name} → signed-in",
        "GET /api/features/{code} → signed-in",
        "GET /api/company → member",
        "PATCH /api/company → company-admin",
        "POST /api/company/logo → company-admin",
        "GET /api/company/modules → member",
        "PUT /api/company/modules/{moduleName} → company-admin",
        "GET /api/landing-content → public",
        "POST /api/attendance/verify-location → member",
        "POST /api/attendance/clock-in → member",
        "POST /api/attendance/clock-out → member",
        "GET /api/attendance/today → member",
        "GET /api/hr/location-settings → company-admin",
        "PUT /api/hr/location-settings → company-admin",
        "GET /api/hr/employees → permission:hr.employees.read",
        "GET /api/hr/employees/{id} → member",
        "POST /api/hr/employees → permission:hr.employees.write",
        "PATCH /api/hr/employees/{id} → permission:hr.employees.write",
        "GET /api/hr/accounts → member",
        "GET /api/hr/assignable → member",
        "POST /api/hr/employees/{id}/account → member",
        "PUT /api/hr/employees/{id}/roles → member",
        "PUT /api/hr/employees/{id}/permissions → member",
        "PUT /api/hr/employees/{id}/access → member",
        "GET /api/hr/leave/types → member",
        "GET /api/hr/leave/balances → member",
        "GET /api/hr/leave/requests → member",
        "POST /api/hr/leave/requests → member",
        "POST /api/hr/leave/requests/{id}/decision → member",
        "GET /api/hr/attendance/board → permission:hr.attendance.read",
        "GET /api/hr/attendance/monthly → permission:hr.attendance.read",
        "GET /api/hr/attendance/records → member",
        "GET /api/hr/reports/summary → permission:reports.hr.view",
        "POST /api/fleet/vehicles/{id}/documents → permission:fleet.vehicles.write",
        "GET /api/fleet/vehicles/{id}/documents/{documentId} → permission:fleet.vehicles.read",
        "DELETE /api/fleet/vehicles/{id}/documents/{documentId} → permission:fleet.vehicles.write",
        "GET /api/fleet/vehicles → permission:fleet.vehicles.read",
        "GET /api/fleet/vehicles/{id} → permission:fleet.vehicles.read",
        "POST /api/fleet/vehicles → permission:fleet.vehicles.write",
        "PATCH /api/fleet/vehicles/{id} → permission:fleet.vehicles.write",
        "POST /api/fleet/vehicles/{id}/odometer → permission:fleet.vehicles.write",
        "GET /api/fleet/availability → permission:fleet.vehicles.read",
        "GET /api/traffic-violations → permission:fleet.violations.read",
        "GET /api/traffic-violations/settings → permission:fleet.violations.read",
        "PUT /api/traffic-violations/settings → permission:fleet.violations.write",
        "GET /api/traffic-violations/{id}/notice → permission:fleet.violations.read",
        "GET /api/traffic-violations/{id} → permission:fleet.violations.read",
        "POST /api/traffic-violations → permission:fleet.violations.write",
        "POST /api/traffic-violations/import/read → permission:fleet.violations.write",
        "POST /api/traffic-violations/import → permission:fleet.violations.write",
        "POST /api/traffic-violations/{id}/match → permission:fleet.violations.write",
        "POST /api/traffic-violations/{id}/confirm → permission:fleet.violations.write",
        "POST /api/traffic-violations/{id}/cancel → permission:fleet.violations.write",
        "POST /api/traffic-violations/{id}/recharge → permission:fleet.violations.write",
        "GET /api/traffic-violation-payments → permission:fleet.violations.read",
        "POST /api/traffic-violation-payments → permission:fleet.violations.write",
        "GET /api/fleet/maintenance → permission:fleet.maintenance.read",
        "GET /api/fleet/maintenance/{id} → permission:fleet.maintenance.read",
        "POST /api/fleet/maintenance → permission:fleet.maintenance.write",
        "PATCH /api/fleet/maintenance/{id} → permission:fleet.maintenance.write",
        "POST /api/fleet/maintenance/{id}/start → permission:fleet.maintenance.write",
        "POST /api/fleet/maintenance/{id}/complete → permission:fleet.maintenance.write",
        "POST /api/fleet/maintenance/{id}/cancel → permission:fleet.maintenance.write",
        "POST /api/fleet/maintenance/{id}/documents → permission:fleet.maintenance.write",
        "GET /api/fleet/maintenance/{id}/documents/{documentId} → permission:fleet.maintenance.read",
        "DELETE /api/fleet/maintenance/{id}/documents/{documentId} → permission:fleet.maintenance.write",
        "GET /api/fleet/maintenance-plans → permission:fleet.maintenance.read",
        "POST /api/fleet/maintenance-plans → permission:fleet.maintenance.write",
        "PUT /api/fleet/maintenance-plans/{id} → permission:fleet.maintenance.write",
        "GET /api/fleet/maintenance-due → permission:fleet.maintenance.read",
        "GET /api/fleet/vehicle-alerts → permission:fleet.maintenance.read",
        "POST /api/fleet/vehicle-alerts/{id}/acknowledge → permission:fleet.maintenance.read",
        "GET /api/dispatch-permits → permission:fleet.dispatch_permits.read",
        "GET /api/dispatch-permits/availability → permission:fleet.dispatch_permits.read",
        "GET /api/dispatch-permits/{id} → permission:fleet.dispatch_permits.read",
        "POST /api/dispatch-permits → permission:fleet.dispatch_permits.write",
        "PATCH /api/dispatch-permits/{id} → permission:fleet.dispatch_permits.write",
        "POST /api/dispatch-permits/{id}/approve → permission:fleet.dispatch_permits.write",
        "POST /api/dispatch-permits/{id}/reject → permission:fleet.dispatch_permits.write",
        "POST /api/dispatch-permits/{id}/start → permission:fleet.dispatch_permits.write",
        "POST /api/dispatch-permits/{id}/complete → permission:fleet.dispatch_permits.write",
        "POST /api/dispatch-permits/{id}/cancel → permission:fleet.dispatch_permits.write",
        "GET /api/vehicle-inspections → permission:fleet.vehicles.read",
        "GET /api/vehicle-inspections/{id} → permission:fleet.vehicles.read",
        "POST /api/vehicle-inspections → permission:fleet.vehicles.write",
        "PATCH /api/vehicle-inspections/{id} → permission:fleet.vehicles.write",
        "POST /api/vehicle-inspections/{id}/charge → permission:fleet.vehicles.write",
        "GET /api/fleet-reports/utilisation → permission:reports.operations.view",
        "GET /api/fleet-reports/maintenance-trend → permission:reports.operations.view",
        "GET /api/fleet-reports/fines-by-customer → permission:reports.operations.view",
        "GET /api/fleet-reports/profit → permission:reports.financial.view",
        "POST /api/customers/{id}/documents → permission:operations.customers.write",
        "GET /api/customers/{id}/documents/{documentId} → permission:operations.customers.read",
        "DELETE /api/customers/{id}/documents/{documentId} → permission:operations.customers.write",
        "GET /api/customers → permission:operations.customers.read",
        "GET /api/customers/{id} → permission:operations.customers.read",
        "POST /api/customers → permission:operations.customers.write",
        "PATCH /api/customers/{id} → permission:operations.customers.write",
        "GET /api/quotations → permission:operations.quotations.read",
        "GET /api/quotations/{id} → permission:operations.quotations.read",
        "POST /api/quotations → permission:operations.quotations.write",
        "POST /api/quotations/{id}/send → permission:operations.quotations.write",
        "POST /api/quotations/{id}/convert → permission:operations.contracts.write",
        "GET /api/public/quotations/{token} → public",
        "POST /api/public/quotations/{token}/decision → public",
        "GET /api/contracts → permission:operations.contracts.read",
        "GET /api/contracts/duplicates → company-admin",
        "GET /api/contracts/{id} → permission:operations.contracts.read",
        "GET /api/contracts/{id}/pdf → permission:operations.contracts.read",
        "POST /api/contracts → permission:operations.contracts.write",
        "POST /api/contracts/{id}/reserve → permission:operations.contracts.write",
        "POST /api/contracts/{id}/handover → permission:operations.contracts.write",
        "POST /api/contracts/{id}/return → permission:operations.contracts.write",
        "POST /api/contracts/{id}/close → permission:operations.contracts.write",
        "POST /api/contracts/{id}/suspend → permission:operations.contracts.write",
        "POST /api/contracts/{id}/resume → permission:operations.contracts.write",
        "POST /api/contracts/{id}/cancel → permission:operations.contracts.write",
        "GET /api/billing/invoices/{id}/pdf → permission:finance.invoices.read",
        "GET /api/billing/payments/{id}/pdf → permission:finance.payments.read",
        "GET /api/billing/invoices → permission:finance.invoices.read",
        "GET /api/billing/invoices/{id} → permission:finance.invoices.read",
        "POST /api/billing/invoices → permission:finance.invoices.write",
        "POST /api/billing/invoices/{id}/cancel → permission:finance.invoices.write",
        "GET /api/billing/payments → permission:finance.payments.read",
        "POST /api/billing/payments → permission:finance.payments.write",
        "GET /api/leases → permission:operations.contracts.read",
        "GET /api/leases/{id} → permission:operations.contracts.read",
        "GET /api/leases/{id}/pdf → permission:operations.contracts.read",
        "POST /api/leases → permission:operations.contracts.write",
        "PATCH /api/leases/{id} → permission:operations.contracts.write",
        "DELETE /api/leases/{id} → permission:operations.contracts.write",
        "POST /api/leases/{id}/activate → permission:operations.contracts.write",
        "POST /api/leases/{id}/renew → permission:operations.contracts.write",
        "POST /api/leases/{id}/terminate → permission:operations.contracts.write",
        "POST /api/leases/{id}/settle-deposit → permission:operations.contracts.write",
        "POST /api/leases/{id}/payments → permission:finance.payments.write",
        "POST /api/leases/{id}/cheques → permission:finance.payments.write",
        "POST /api/lease-cheques/{id}/deposit → permission:finance.payments.write",
        "POST /api/lease-cheques/{id}/bounce → permission:finance.payments.write",
        "POST /api/lease-cheques/{id}/return → permission:finance.payments.write",
        "GET /api/finance/accounts → permission:finance.accounts.read",
        "POST /api/finance/accounts → permission:finance.accounts.write",
        "PATCH /api/finance/accounts/{id} → permission:finance.accounts.write",
        "DELETE /api/finance/accounts/{id} → permission:finance.accounts.write",
        "GET /api/finance/account-mappings → permission:finance.accounts.read",
        "PUT /api/finance/account-mappings → permission:finance.accounts.write",
        "GET /api/finance/journal-entries → permission:finance.journal_entries.read",
        "GET /api/finance/journal-entries/{id} → permission:finance.journal_entries.read",
        "POST /api/finance/journal-entries → permission:finance.journal_entries.write",
        "PUT /api/finance/journal-entries/{id} → permission:finance.journal_entries.write",
        "DELETE /api/finance/journal-entries/{id} → permission:finance.journal_entries.write",
        "POST /api/finance/journal-entries/{id}/post → permission:finance.journal_entries.write",
        "POST /api/finance/journal-entries/{id}/reverse → permission:finance.journal_entries.write",
        "GET /api/finance/fiscal-years → permission:finance.journal_entries.read",
        "POST /api/finance/periods/{id}/close → permission:finance.accounts.write",
        "POST /api/finance/periods/{id}/reopen → permission:finance.accounts.write",
        "POST /api/finance/fiscal-years/{id}/close → permission:finance.accounts.write",
        "GET /api/finance/reports/trial-balance → permission:reports.financial.view",
        "GET /api/finance/reports/income-statement → permission:reports.financial.view",
        "GET /api/finance/reports/balance-sheet → permission:reports.financial.view",
        "GET /api/finance/reports/cash-flow → permission:reports.financial.view",
        "GET /api/finance/reports/vat-return → permission:reports.financial.view",
        "GET /api/finance/reports/general-ledger → permission:reports.financial.view",
        "GET /api/finance/reports/aging → permission:reports.financial.view",
        "GET /api/finance/reports/options → permission:reports.financial.view",
        "GET /api/finance/reports/analysis → permission:reports.financial.view",
        "GET /api/finance/overview → permission:reports.financial.view",
        "GET /api/finance/cost-centers → permission:finance.journal_entries.read",
        "GET /api/finance/cost-centers/tree → permission:finance.cost_centers.read",
        "POST /api/finance/cost-centers → permission:finance.cost_centers.write",
        "PATCH /api/finance/cost-centers/{id} → permission:finance.cost_centers.write",
        "GET /api/finance/cost-centers/{id} → permission:finance.cost_centers.read",
        "GET /api/finance/setup → permission:finance.accounts.read",
        "GET /api/finance/chart-templates → permission:finance.accounts.read",
        "POST /api/finance/setup → permission:finance.accounts.write",
        "GET /api/finance/deposits → permission:finance.treasury.read",
        "GET /api/finance/health → permission:finance.accounts.write",
        "GET /api/fixed-assets/categories → permission:finance.assets.read",
        "POST /api/fixed-assets/categories → permission:finance.assets.write",
        "GET /api/fixed-assets/depreciation/preview → permission:finance.assets.read",
        "GET /api/fixed-assets/depreciation/runs → permission:finance.assets.read",
        "POST /api/fixed-assets/depreciation/runs → permission:finance.assets.write",
        "GET /api/fixed-assets → permission:finance.assets.read",
        "GET /api/fixed-assets/{id} → permission:finance.assets.read",
        "POST /api/fixed-assets → permission:finance.assets.write",
        "POST /api/fixed-assets/{id}/dispose → permission:finance.assets.write",
        "GET /api/budgets/options → permission:finance.budgets.read",
        "GET /api/budgets → permission:finance.budgets.read",
        "GET /api/budgets/{id} → permission:finance.budgets.read",
        "POST /api/budgets → permission:finance.budgets.write",
        "PATCH /api/budgets/{id} → permission:finance.budgets.write",
        "POST /api/budgets/{id}/status → permission:finance.budgets.write",
        "DELETE /api/budgets/{id} → permission:finance.budgets.write",
        "GET /api/dashboard/real-estate → member",
        "GET /api/dashboard/rental → member",
        "GET /api/alerts/stream → member",
        "GET /api/alerts → member",
        "GET /api/alerts/count → member",
        "POST /api/alerts/vehicle/{id}/acknowledge → member",
        "POST /api/alerts/budget/{id}/acknowledge → member",
        "POST /api/alerts/document/{id}/acknowledge → member",
        "POST /api/alerts/notifications/{id}/read → member",
        "POST /api/alerts/confirm-all → member",
        "POST /api/alerts/property/dismiss → member",
        "GET /api/search/records → member",
        "GET /api/dashboard/setup-checklist → company-admin",
        "POST /api/dashboard/setup-checklist/dismiss → company-admin",
        "GET /api/platform/companies → super-admin",
        "GET /api/platform/companies/{id} → super-admin",
        "POST /api/platform/companies → super-admin",
        "PATCH /api/platform/companies/{id} → super-admin",
        "POST /api/platform/companies/{id}/suspend → super-admin",
        "POST /api/platform/companies/{id}/reactivate → super-admin",
        "GET /api/platform/users → super-admin",
        "POST /api/platform/users/{id}/reset-password → super-admin",
        "POST /api/platform/users/{id}/disable → super-admin",
        "POST /api/platform/users/{id}/enable → super-admin",
        "POST /api/platform/users/{id}/move → super-admin",
        "GET /api/platform/dashboard → super-admin",
        "GET /api/platform/reports → super-admin",
        "GET /api/platform/reports/export → super-admin",
        "GET /api/platform/settings → super-admin",
        "PUT /api/platform/settings → super-admin",
        "GET /api/platform/mail-outbox → super-admin",
        "GET /api/platform/jobs → super-admin",
        "POST /api/platform/jobs/{id}/retry → super-admin",
        "POST /api/platform/settings/smtp-check → super-admin",
        "GET /api/platform/plans → super-admin",
        "POST /api/platform/plans → super-admin",
        "PATCH /api/platform/plans/{id} → super-admin",
        "GET /api/platform/feature-gates → super-admin",
        "POST /api/platform/feature-gates → super-admin",
        "PATCH /api/platform/feature-gates/{id} → super-admin",
        "DELETE /api/platform/feature-gates/{id} → super-admin",
        "GET /api/platform/subscriptions → super-admin",
        "POST /api/platform/companies/{id}/subscriptions → super-admin",
        "PATCH /api/platform/subscriptions/{id} → super-admin",
        "GET /api/subscription → member",
        "GET /api/support/tickets → member",
        "POST /api/support/tickets → member",
        "GET /api/support/tickets/{id} → member",
        "POST /api/support/tickets/{id}/replies → member",
        "POST /api/support/tickets/{id}/close → member",
        "POST /api/support/tickets/{id}/rating → member",
        "GET /api/support/contact → signed-in",
        "POST /api/support/attachments → member",
        "POST /api/platform/support/attachments → super-admin",
        "GET /api/platform/support/tickets → super-admin",
        "GET /api/platform/support/staff → super-admin",
        "GET /api/platform/support/tickets/{id} → super-admin",
        "POST /api/platform/support/tickets/{id}/replies → super-admin",
        "PATCH /api/platform/support/tickets/{id} → super-admin",
        "GET /api/platform/landing-content → super-admin",
        "POST /api/platform/landing-content → super-admin",
        "PATCH /api/platform/landing-content/{id} → super-admin",
        "DELETE /api/platform/landing-content/{id} → super-admin",
        "PUT /api/platform/landing-content/order → super-admin",
        "GET /api/properties → permission:operations.properties.read",
        "GET /api/properties/map → permission:operations.properties.read",
        "GET /api/properties/options → permission:operations.properties.read",
        "GET /api/properties/{id} → permission:operations.properties.read",
        "POST /api/properties → permission:operations.properties.write",
        "PATCH /api/properties/{id} → permission:operations.properties.write",
        "POST /api/properties/{id}/documents → permission:operations.properties.write",
        "GET /api/properties/{id}/documents/{documentId} → permission:operations.properties.read",
        "DELETE /api/properties/{id}/documents/{documentId} → permission:operations.properties.write",
        "POST /api/property-maintenance/{id}/documents → permission:operations.properties.write",
        "GET /api/property-maintenance/{id}/documents/{documentId} → permission:operations.properties.read",
        "DELETE /api/property-maintenance/{id}/documents/{documentId} → permission:operations.properties.write",
        "GET /api/property-maintenance → permission:operations.properties.read",
        "GET /api/property-maintenance/{id} → permission:operations.properties.read",
        "POST /api/property-maintenance → permission:operations.properties.write",
        "PATCH /api/property-maintenance/{id} → permission:operations.properties.write",
        "POST /api/property-maintenance/{id}/assign → permission:operations.properties.write",
        "POST /api/property-maintenance/{id}/start → permission:operations.properties.write",
        "POST /api/property-maintenance/{id}/complete → permission:operations.properties.write",
        "POST /api/property-maintenance/{id}/cancel → permission:operations.properties.write",
        "GET /api/owners → permission:operations.owners.read",
        "GET /api/owners/options → permission:operations.owners.read",
        "POST /api/owners → permission:operations.owners.write",
        "GET /api/owners/{id} → permission:operations.owners.read",
        "PATCH /api/owners/{id} → permission:operations.owners.write",
        "GET /api/owners/{id}/statement → permission:operations.owners.read",
        "GET /api/owners/{id}/statement/pdf → permission:operations.owners.read",
        "POST /api/owners/{id}/payouts → permission:operations.owners.write",
        "GET /api/tenants → permission:operations.tenants.read",
        "GET /api/tenants/matches → permission:operations.tenants.write",
        "POST /api/tenants → permission:operations.tenants.write",
        "GET /api/tenants/{id} → permission:operations.tenants.read",
        "PATCH /api/tenants/{id} → permission:operations.tenants.write",
        "GET /api/vehicle-financing → permission:fleet.installments.read",
        "GET /api/vehicle-financing/{id} → permission:fleet.installments.read",
        "POST /api/vehicle-financing/preview → permission:fleet.installments.read",
        "POST /api/vehicle-financing → permission:fleet.installments.write",
        "POST /api/vehicle-financing/{id}/activate → permission:fleet.installments.write",
        "POST /api/vehicle-financing/{id}/cancel → permission:fleet.installments.write",
        "POST /api/vehicle-financing/{id}/payments → permission:fleet.installments.write",
        "GET /api/payables/vendors → permission:finance.vendors.read",
        "POST /api/payables/vendors → permission:finance.vendors.write",
        "GET /api/payables/vendors/{id} → permission:finance.vendors.read",
        "PATCH /api/payables/vendors/{id} → permission:finance.vendors.write",
        "GET /api/payables/vendors/{id}/statement → permission:finance.vendors.read",
        "GET /api/payables/vendors/{id}/statement/pdf → permission:finance.vendors.read",
        "GET /api/payables/purchase-orders → permission:finance.vendors.read",
        "POST /api/payables/purchase-orders → permission:finance.vendors.write",
        "GET /api/payables/purchase-orders/{id} → permission:finance.vendors.read",
        "POST /api/payables/purchase-orders/{id}/approve → permission:finance.vendors.write",
        "POST /api/payables/purchase-orders/{id}/receive → permission:finance.vendors.write",
        "POST /api/payables/purchase-orders/{id}/close → permission:finance.vendors.write",
        "POST /api/payables/purchase-orders/{id}/cancel → permission:finance.vendors.write",
        "POST /api/payables/purchase-orders/{id}/bill → permission:finance.vendors.write",
        "GET /api/payables/bills → permission:finance.vendors.read",
        "POST /api/payables/bills → permission:finance.vendors.write",
        "GET /api/payables/bills/{id} → permission:finance.vendors.read",
        "GET /api/payables/payments → permission:finance.vendors.read",
        "POST /api/payables/payments → permission:finance.vendors.write",
        "GET /api/payables/payments/{id} → permission:finance.vendors.read",
        "GET /api/payables/aging → permission:finance.vendors.read",
        "GET /api/treasury/accounts → permission:finance.treasury.read",
        "GET /api/treasury/ledger-accounts → permission:finance.treasury.read",
        "POST /api/treasury/accounts → permission:finance.treasury.write",
        "GET /api/treasury/accounts/{id} → permission:finance.treasury.read",
        "PATCH /api/treasury/accounts/{id} → permission:finance.treasury.write",
        "GET /api/treasury/movements → permission:finance.treasury.read",
        "POST /api/treasury/movements → permission:finance.treasury.write",
        "POST /api/treasury/accounts/{id}/statements/preview → permission:finance.treasury.write",
        "POST /api/treasury/accounts/{id}/statements → permission:finance.treasury.write",
        "GET /api/treasury/statements/{id} → permission:finance.treasury.read",
        "POST /api/treasury/statements/{id}/matches → permission:finance.treasury.write",
        "DELETE /api/treasury/statement-lines/{id}/match → permission:finance.treasury.write",
        "POST /api/treasury/statement-lines/{id}/entry → permission:finance.treasury.write",
        "GET /api/admin/audit-log → company-admin",
        "GET /api/admin/audit-log/export → company-admin",
        "GET /api/admin/audit-log/filters → company-admin",
        "GET /api/admin/system-log → company-admin",
        "GET /api/admin/audit-log/records/{entity}/{id} → member",
      ]
    `);
  });

  it('publishes OpenAPI for the declared routes', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/signup', '/api/company', '/api/features/{code}']));
  });
});
