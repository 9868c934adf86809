// Tenant isolation of every endpoint, generically: each registered route that names a record in
// its path is called by another company's admin with the owning company's real ids (the car-rental
// company's, or for real-estate routes the real-estate company's, called by the rental admin) and
// must answer 404, changing nothing; each list or report a company user can read shows the
// real-estate admin none of the rental company's records and the rental admin none of the
// real-estate company's. A new record route fails here until it is given a sample call.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { registeredRoutes, type RegisteredRoute } from '../http/route';
import { concretePath, estateSamples, ownerOf, rentalSamples, uploadSample, type EstateSampleIds, type SampleIds } from '../test/sample-records';
import { startTestServer, type TestServer } from '../test/test-server';

let t: TestServer;
let rentalAdmin: string;
let qatar: string;
let ids: SampleIds;
let estate: EstateSampleIds;
let secrets: string[];
/** What only the real-estate company may see: its records' ids and names. */
let estateSecrets: string[];

// Routes whose path parameter is not a tenant record (own company settings, feature codes, the
// platform console) or is checked on its own (uploaded files: support.test.ts).
const NOT_RECORD_ROUTES = ['/api/company/modules/{moduleName}', '/api/approvals/workflows/{sourceType}', '/api/signature-settings/{image}', '/api/features/{code}', '/api/files/{kind}/{name}', '/api/public/'];
/**
 * Open-ended event streams: a sweep reading the body to its end would wait forever. Their own
 * tests prove the isolation (alerts-stream.test.ts: no event of another company or user arrives).
 */
const EVENT_STREAMS = ['/api/alerts/stream'];

/** A valid call per record route, so the answer is about the record and not the body. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PATCH /api/hr/employees/{id}': { phone: '+965 5000 0000' },
  'POST /api/hr/employees/{id}/account': { email: 'intruder@example.com', roles: ['employee'], temporaryPassword: 'Intruder@2026' },
  'PUT /api/hr/employees/{id}/roles': { roles: ['manager'] },
  'PUT /api/hr/employees/{id}/permissions': { grants: [] },
  'PUT /api/hr/employees/{id}/access': { hasSystemAccess: false },
  'POST /api/hr/leave/requests/{id}/decision': { decision: 'reject' },
  'POST /api/approvals/requests/{id}/approve': {},
  'POST /api/approvals/requests/{id}/reject': { reason: 'x' },
  'POST /api/approvals/requests/{id}/reassign': { userId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/fleet/vehicles/{id}/documents': 'multipart',
  'DELETE /api/fleet/vehicles/{id}/documents/{documentId}': undefined,
  'PATCH /api/fleet/vehicles/{id}': { odometer: 999999 },
  'POST /api/fleet/vehicles/{id}/odometer': { reading: 999999 },
  'PATCH /api/fleet/maintenance/{id}': { notes: 'x' },
  'POST /api/fleet/maintenance/{id}/start': {},
  'POST /api/fleet/maintenance/{id}/complete': { odometer: 999999 },
  'POST /api/fleet/maintenance/{id}/cancel': { reason: 'x' },
  'POST /api/fleet/maintenance/{id}/documents': 'multipart',
  'DELETE /api/fleet/maintenance/{id}/documents/{documentId}': undefined,
  'PUT /api/fleet/maintenance-plans/{id}': { name: 'x', make: 'x', model: 'y', intervalKm: 1 },
  'POST /api/fleet/vehicle-alerts/{id}/acknowledge': undefined,
  'POST /api/alerts/vehicle/{id}/acknowledge': undefined,
  'POST /api/alerts/notifications/{id}/read': undefined,
  'POST /api/alerts/document/{id}/acknowledge': undefined,
  'POST /api/alerts/budget/{id}/acknowledge': undefined,
  'PATCH /api/dispatch-permits/{id}': { expectedKm: 1 },
  'POST /api/dispatch-permits/{id}/approve': {},
  'POST /api/dispatch-permits/{id}/reject': { reason: 'x' },
  'POST /api/dispatch-permits/{id}/start': { odometer: 999999 },
  'POST /api/dispatch-permits/{id}/complete': { odometer: 999999 },
  'POST /api/dispatch-permits/{id}/cancel': { reason: 'x' },
  'PATCH /api/vehicle-inspections/{id}': { notes: 'x' },
  'POST /api/vehicle-inspections/{id}/charge': { method: 'invoice', prices: { minor: '1', moderate: '1', major: '1' } },
  'POST /api/customers/{id}/documents': 'multipart',
  'DELETE /api/customers/{id}/documents/{documentId}': undefined,
  'PATCH /api/customers/{id}': { notes: 'x' },
  'POST /api/quotations/{id}/send': undefined,
  'POST /api/quotations/{id}/convert': {},
  'POST /api/contracts/{id}/request-approval': undefined,
  'POST /api/contracts/{id}/reserve': undefined,
  'POST /api/contracts/{id}/handover': { odometer: 999999, fuel: 8 },
  'POST /api/contracts/{id}/return': { odometer: 999999, fuel: 8 },
  'POST /api/contracts/{id}/close': undefined,
  'POST /api/contracts/{id}/suspend': { reason: 'x' },
  'POST /api/contracts/{id}/resume': undefined,
  'POST /api/contracts/{id}/cancel': { reason: 'x' },
  'POST /api/billing/invoices/{id}/cancel': undefined,
  'POST /api/billing/payments/{id}/refund': { amount: '1', method: 'cash', reason: 'x' },
  'POST /api/support/tickets/{id}/replies': { body: 'x' },
  'POST /api/support/tickets/{id}/close': undefined,
  'POST /api/support/tickets/{id}/rating': { rating: 1 },
  'DELETE /api/me/sessions/{id}': undefined,
  'PATCH /api/finance/accounts/{id}': { nameEn: 'x' },
  'DELETE /api/finance/accounts/{id}': undefined,
  'PUT /api/finance/journal-entries/{id}': { entryDate: '2026-03-01', descriptionAr: 'x', lines: [] },
  'DELETE /api/finance/journal-entries/{id}': undefined,
  'POST /api/finance/journal-entries/{id}/post': undefined,
  'POST /api/finance/journal-entries/{id}/reverse': { date: '2026-03-01' },
  'POST /api/finance/periods/{id}/close': undefined,
  'POST /api/finance/periods/{id}/reopen': undefined,
  'POST /api/finance/fiscal-years/{id}/close': undefined,
  'PATCH /api/leases/{id}': { notes: 'x' },
  'DELETE /api/leases/{id}': undefined,
  'POST /api/leases/{id}/activate': undefined,
  'POST /api/leases/{id}/renew': {},
  'POST /api/leases/{id}/terminate': { date: '2026-06-30', reason: 'x' },
  'POST /api/leases/{id}/settle-deposit': {},
  'POST /api/leases/{id}/payments': { method: 'cash', amount: '1' },
  'POST /api/leases/{id}/cheques': { cheques: [{ chequeNumber: '1', bankName: 'x', chequeDate: '2026-01-01', amount: '1' }] },
  'POST /api/lease-cheques/{id}/deposit': {},
  'POST /api/lease-cheques/{id}/bounce': { reason: 'x' },
  'POST /api/lease-cheques/{id}/return': {},
  'PATCH /api/properties/{id}': { nameAr: 'x' },
  'POST /api/properties/{id}/documents': 'multipart',
  'DELETE /api/properties/{id}/documents/{documentId}': undefined,
  'PATCH /api/property-maintenance/{id}': { title: 'x' },
  'POST /api/property-maintenance/{id}/assign': { contractorName: 'x' },
  'POST /api/property-maintenance/{id}/start': undefined,
  'POST /api/property-maintenance/{id}/complete': { actualCost: '1', completedOn: '2026-01-01' },
  'POST /api/property-maintenance/{id}/cancel': { reason: 'x' },
  'POST /api/property-maintenance/{id}/documents': 'multipart',
  'DELETE /api/property-maintenance/{id}/documents/{documentId}': undefined,
  'PATCH /api/owners/{id}': { notes: 'x' },
  'POST /api/owners/{id}/payouts': { payoutDate: '2026-03-01', amount: '1', method: 'cash', allowAdvance: true },
  'PATCH /api/tenants/{id}': { employer: 'x' },
  'POST /api/traffic-violations/{id}/match': { to: 'company', note: 'x' },
  'POST /api/traffic-violations/{id}/confirm': undefined,
  'POST /api/traffic-violations/{id}/cancel': { reason: 'x' },
  'POST /api/traffic-violations/{id}/recharge': { method: 'invoice' },
  'POST /api/traffic-violations/{id}/waive': { reason: 'x' },
  'POST /api/vehicle-financing/{id}/activate': {},
  'POST /api/vehicle-financing/{id}/cancel': undefined,
  'POST /api/vehicle-financing/{id}/payments': { method: 'cash', amount: '1' },
  'PATCH /api/payables/vendors/{id}': { notes: 'x' },
  'POST /api/payables/purchase-orders/{id}/approve': {},
  'POST /api/payables/purchase-orders/{id}/receive': {},
  'POST /api/payables/purchase-orders/{id}/close': {},
  'POST /api/payables/purchase-orders/{id}/cancel': {},
  'POST /api/payables/purchase-orders/{id}/bill': {},
  'POST /api/payables/bills/{id}/cancel': { reason: 'x' },
  'POST /api/fixed-assets/{id}/dispose': { date: '2026-11-01', proceeds: '0' },
  'PATCH /api/treasury/accounts/{id}': { nameAr: 'دخيل' },
  'POST /api/treasury/accounts/{id}/statements/preview': { fileName: 'x.csv', content: Buffer.from('Date,Amount\n2026-01-01,5').toString('base64') },
  'POST /api/treasury/accounts/{id}/statements': { fileName: 'x.csv', content: Buffer.from('Date,Amount\n2026-01-01,5').toString('base64'), mapping: { date: 0, amount: 1, headerRow: true } },
  'POST /api/treasury/statements/{id}/matches': { matches: [{ statementLineId: '00000000-0000-4000-8000-000000000001', journalLineId: '00000000-0000-4000-8000-000000000002' }] },
  'DELETE /api/treasury/statement-lines/{id}/match': undefined,
  'POST /api/treasury/statement-lines/{id}/entry': { counterAccountId: '00000000-0000-4000-8000-000000000003' },
  'PATCH /api/budgets/{id}': { nameAr: 'x' },
  'POST /api/payroll/runs/{id}/recalculate': undefined,
  'POST /api/payroll/runs/{id}/approve': undefined,
  'POST /api/payroll/runs/{id}/pay': { paidOn: '2026-04-01' },
  'POST /api/payroll/settlements/{id}/pay': { paidOn: '2026-02-01' },
  'DELETE /api/payroll/adjustments/{id}': undefined,
  'POST /api/payroll/employees/{id}/structures': { effectiveFrom: '2026-01-01', basic: '1' },
  'PUT /api/payroll/employees/{id}/profile': { nationality: 'KW', paymentMethod: 'cash' },
  'POST /api/budgets/{id}/status': { status: 'approved' },
  'DELETE /api/budgets/{id}': undefined,
  'PATCH /api/finance/cost-centers/{id}': { nameAr: 'x' },
};

/** Reports that answer only with parameters: a call that names the rental company's records. */
const SAMPLE_QUERIES: Record<string, (ids: SampleIds) => string> = {
  '/api/finance/reports/aging': (ids) => `asOf=2030-12-31&customerId=${ids.customer}`,
  // Payroll's reports on the sample run's month (the rental company's payslips and staff).
  '/api/payroll/reports/register': () => 'month=2026-03',
  '/api/payroll/adjustments': () => 'month=2026-03',
  '/api/payroll/reports/cost': () => 'month=2026-03',
  '/api/payroll/reports/social-insurance': () => 'year=2026',
  '/api/payroll/reports/end-of-service': () => 'asOf=2026-03-31',
};

async function call(method: string, path: string, sample: unknown, cookie: string) {
  if (sample === 'multipart') {
    const res = await uploadSample(t, cookie, path);
    return { status: res.status, text: await res.text() };
  }
  const res = await t.request(method, path, { cookie, ...(sample === undefined ? {} : { body: sample }) });
  return { status: res.status, text: await res.text() };
}

async function rentalFingerprint() {
  const [row] = await queryRows<{ audited: number; estateAudited: number; documents: number; tickets: number; replies: number; sessions: number }>(
    t.deps.handle.db,
    sql`select (select count(*)::int from audit_log where company_id = ${ids.company}) as audited,
               (select count(*)::int from audit_log a join companies c on c.id = a.company_id where c.business_type = 'real_estate') as "estateAudited",
               (select count(*)::int from vehicle_documents where company_id = ${ids.company}) + (select count(*)::int from customer_documents where company_id = ${ids.company}) + (select count(*)::int from vehicle_maintenance_documents where company_id = ${ids.company}) as documents,
               (select count(*)::int from support_tickets where company_id = ${ids.company}) as tickets,
               (select count(*)::int from support_ticket_replies where company_id = ${ids.company}) as replies,
               (select count(*)::int from sessions where id = ${ids.session}) as sessions`,
  );
  return row;
}

beforeAll(async () => {
  t = await startTestServer();
  rentalAdmin = await t.signIn('admin@rental.masar.test');
  qatar = await t.signIn('admin@realestate.masar.test');
  ids = await rentalSamples(t, rentalAdmin);
  estate = await estateSamples(t, qatar);
  estateSecrets = [...Object.values(estate), 'برج العينة السري'];
  const db = t.deps.handle.db;
  const [plate] = await queryRows<{ plate: string; name: string }>(db, sql`select v.plate_number as plate, c.name_ar as name from vehicles v, customers c where v.id = ${ids.vehicle} and c.id = ${ids.customer}`);
  // The settled employee's name: payroll's reports and settlements would show it.
  const [leaver] = await queryRows<{ name: string }>(db, sql`select e.first_name_ar || ' ' || e.last_name_ar as name from employees e join final_settlements s on s.employee_id = e.id where s.id = ${ids.settlement}`);
  // The rental company's WPS employer id: another company's payroll settings must not show it.
  const wps = await t.json('PUT', '/api/payroll/settings', { cookie: rentalAdmin, body: { wpsEmployerId: 'WPS-SECRET-7788', insuranceOverrides: [] } });
  if (wps.status !== 200) throw new Error(`sample payroll settings: ${JSON.stringify(wps.body)}`);
  secrets = [...Object.values(ids).filter((v) => v !== ids.company), 'WPS-SECRET-7788', plate!.plate, plate!.name, leaver!.name, 'تذكرة سرية'];
});
afterAll(() => t?.stop());

const companyRoutes = () =>
  registeredRoutes(t.app).filter((r) => r.access !== 'public' && r.access !== 'super-admin' && !NOT_RECORD_ROUTES.some((p) => r.path.startsWith(p)) && !EVENT_STREAMS.includes(r.path));

describe('tenant isolation of every endpoint', () => {
  it('answers 404 to another company on every route that names a record, and changes nothing', async () => {
    const routes = companyRoutes().filter((r) => r.path.includes('{'));
    expect(routes.length).toBeGreaterThan(30);
    const before = await rentalFingerprint();
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (route.method !== 'GET') expect(Object.keys(SAMPLE_BODIES), `add a sample call for ${key}`).toContain(key);
      const owner = ownerOf(route.path);
      const res = await call(route.method, concretePath(route.path, ids, estate), SAMPLE_BODIES[key], owner === 'estate' ? rentalAdmin : qatar);
      expect(res.status, key).toBe(404);
      for (const secret of owner === 'estate' ? estateSecrets : secrets) expect(res.text, key).not.toContain(secret);
    }
    expect(await rentalFingerprint()).toEqual(before);
    // The rental admin's own session was not signed out by the other company's request.
    expect((await t.json('GET', '/api/me', { cookie: rentalAdmin })).status).toBe(200);
  });

  // Every list, report and search of the platform, read plainly and searched for the secrets: it
  // grows with the modules (about 35 s alone on PGlite here; the limit leaves room for a loaded machine).
  it('shows another company none of the rental company’s records on any list, report or search', async () => {
    const routes = companyRoutes().filter((r) => r.method === 'GET' && !r.path.includes('{'));
    expect(routes.length).toBeGreaterThan(20);
    // The secrets searched for, under the search parameter the route declares (lists: search, the
    // command palette: q); a route that takes no search is read as it is.
    const searchesOf = (route: RegisteredRoute) => ['q', 'search'].filter((k) => route.query.includes(k)).flatMap((k) => secrets.slice(-3).map((s) => `${k}=${encodeURIComponent(s)}`));
    expect(routes.filter((r) => searchesOf(r).length > 0).length).toBeGreaterThan(20);
    for (const route of routes) {
      const sample = SAMPLE_QUERIES[route.path];
      if (sample) {
        const res = await t.request('GET', `${route.path}?${sample(ids)}`, { cookie: qatar });
        expect(res.status, route.path).toBe(200);
        const text = await res.text();
        for (const secret of secrets) expect(text, route.path).not.toContain(secret);
      }
      for (const query of ['', ...searchesOf(route)]) {
        const res = await t.request('GET', `${route.path}${query ? `?${query}` : ''}`, { cookie: qatar });
        expect(res.status, route.path).toBeLessThan(500);
        const text = await res.text();
        for (const secret of secrets) expect(text, `${route.path}?${query}`).not.toContain(secret);
      }
      // And the other way: the rental admin sees none of the real-estate company's records.
      const res = await t.request('GET', route.path, { cookie: rentalAdmin });
      expect(res.status, route.path).toBeLessThan(500);
      const text = await res.text();
      for (const secret of estateSecrets) expect(text, `${route.path} (rental admin)`).not.toContain(secret);
    }
  }, 600_000); // Every list, report and search route, two to six reads each, beside the e2e tier on two cores.

  it('refuses writes whose body points at another company’s records, writing nothing', async () => {
    const before = await rentalFingerprint();
    const [counts] = await queryRows<{ contracts: number; quotations: number; invoices: number; payments: number; orders: number; plans: number }>(
      t.deps.handle.db,
      sql`select (select count(*)::int from contracts) as contracts, (select count(*)::int from quotations) as quotations, (select count(*)::int from invoices) as invoices, (select count(*)::int from payments) as payments, (select count(*)::int from vehicle_maintenance) as orders, (select count(*)::int from maintenance_plans) as plans`,
    );
    const writes: Array<[string, unknown]> = [
      ['/api/contracts', { customerId: ids.customer, vehicleId: ids.vehicle, startAt: '2031-01-01T09:00:00+03:00', rateUnit: 'day', duration: 1 }],
      ['/api/quotations', { customerId: ids.customer, vehicleId: ids.vehicle, startDate: '2031-01-01', rateUnit: 'day', duration: 1, rate: '10', validUntil: '2030-12-31' }],
      ['/api/billing/invoices', { customerId: ids.customer, issueDate: '2026-11-21', dueDate: '2026-11-30', lines: [{ description: 'x', quantity: '1', unitPrice: '5' }] }],
      ['/api/billing/payments', { customerId: ids.customer, paymentDate: '2026-11-21', method: 'cash', amount: '5' }],
      ['/api/traffic-violations', { violationNumber: 'INTRUDER-1', vehicleId: ids.vehicle, violatedAt: '2026-03-01T10:00', amount: '5' }],
      ['/api/traffic-violation-payments', { violationId: ids.fine, amount: '1', method: 'cash' }],
      ['/api/vehicle-financing', { vendorName: 'x', vehicleIds: [ids.vehicle], total: '100', instalmentCount: 2, annualRate: '0', startDate: '2031-01-01' }],
      ['/api/fleet/maintenance', { vehicleId: ids.vehicle, maintenanceType: 'oil', scheduledAt: '2031-02-01T08:00:00+03:00', expectedEndAt: '2031-02-01T12:00:00+03:00' }],
      ['/api/fleet/maintenance-plans', { name: 'x', vehicleId: ids.vehicle, intervalKm: 1000 }],
      ['/api/payables/purchase-orders', { vendorId: ids.vendor, lines: [{ description: 'x', quantity: '1', unitPrice: '1', vatRate: '0' }] }],
      ['/api/payables/bills', { vendorId: ids.vendor, lines: [{ description: 'x', quantity: '1', unitPrice: '1', vatRate: '0' }] }],
      ['/api/payables/payments', { vendorId: ids.vendor, method: 'cash', allocations: [{ billId: ids.vendorBill, amount: '1' }] }],
      ['/api/fixed-assets', { nameAr: 'دخيل', categoryId: ids.assetCategory, purchaseDate: '2026-01-01', cost: '100', acquisitionMethod: 'already_recorded' }],
      ['/api/budgets', { fiscalYearId: ids.fiscalYear, nameAr: 'x', nameEn: 'x', lines: [{ accountId: ids.account, annual: '1' }] }],
      ['/api/finance/cost-centers', { code: 'INTRUDER', nameAr: 'x', parentId: ids.costCenter }],
      ['/api/payroll/loans', { employeeId: ids.employee, kind: 'loan', amount: '100', instalment: '10', firstMonth: '2026-01' }],
      ['/api/payroll/settlements', { employeeId: ids.employee, reason: 'resignation', lastDay: '2026-01-31' }],
      ['/api/payroll/settlements/preview', { employeeId: ids.employee, reason: 'resignation', lastDay: '2026-01-31' }],
      ['/api/payroll/adjustments', { employeeId: ids.employee, kind: 'addition', month: '2026-03', labelAr: 'دخيل', amount: '1' }],
    ];
    for (const [path, body] of writes) {
      const res = await t.json('POST', path, { cookie: qatar, body });
      expect([400, 404], path).toContain(res.status);
    }
    // And the other way: a unit or a maintenance request on the real-estate company's property.
    const estateWrites: Array<[string, unknown]> = [
      ['/api/properties', { parentId: estate.property, unitNumber: 'X', nameAr: 'دخيل', propertyType: 'apartment' }],
      ['/api/property-maintenance', { propertyId: estate.unit, category: 'other', title: 'دخيل' }],
    ];
    const estateCounts = sql`select (select count(*)::int from properties) as properties, (select count(*)::int from property_maintenance) as requests`;
    const [estateBefore] = await queryRows(t.deps.handle.db, estateCounts);
    for (const [path, body] of estateWrites) {
      const res = await t.json('POST', path, { cookie: rentalAdmin, body });
      expect([400, 404], path).toContain(res.status);
    }
    expect((await queryRows(t.deps.handle.db, estateCounts))[0]).toEqual(estateBefore);
    const [after] = await queryRows(
      t.deps.handle.db,
      sql`select (select count(*)::int from contracts) as contracts, (select count(*)::int from quotations) as quotations, (select count(*)::int from invoices) as invoices, (select count(*)::int from payments) as payments, (select count(*)::int from vehicle_maintenance) as orders, (select count(*)::int from maintenance_plans) as plans`,
    );
    expect(after).toEqual(counts);
    expect(await rentalFingerprint()).toEqual(before);
  });
});
