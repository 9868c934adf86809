// Real records of the demo car-rental company, one of each kind a route's path can name, for the
// generic suites that call every registered route (tenant isolation, input fuzzing).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import type { TestServer } from './test-server';

export const SAMPLE_PDF = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });

export type SampleIds = Record<
  | 'company'
  | 'vehicle'
  | 'customer'
  | 'vehicleDocument'
  | 'customerDocument'
  | 'employee'
  | 'leaveRequest'
  | 'approvalRequest'
  | 'quotation'
  | 'contract'
  | 'invoice'
  | 'payment'
  | 'ticket'
  | 'session'
  | 'account'
  | 'journalEntry'
  | 'period'
  | 'fiscalYear'
  | 'fine'
  | 'financingAgreement'
  | 'workOrder'
  | 'workOrderDocument'
  | 'maintenancePlan'
  | 'vehicleAlert'
  | 'dispatchPermit'
  | 'vehicleInspection'
  | 'notification'
  | 'documentAlert'
  | 'budgetAlert'
  | 'vendor'
  | 'purchaseOrder'
  | 'vendorBill'
  | 'vendorPayment'
  | 'fixedAsset'
  | 'assetCategory'
  | 'treasuryAccount'
  | 'bankStatement'
  | 'bankStatementLine'
  | 'budget'
  | 'costCenter'
  | 'payrollRun'
  | 'payslip'
  | 'settlement'
  | 'payAdjustment',
  string
>;

/**
 * Records of the demo real-estate company, made through its API by its admin (estateSamples):
 * the cross-tenant test calls their routes as the car-rental admin.
 */
export type EstateSampleIds = Record<'property' | 'unit' | 'propertyDocument' | 'maintenance' | 'maintenanceDocument' | 'lease' | 'leaseCheque' | 'owner' | 'tenant', string>;

/** Which sample id a path's {id} stands for, by the path's resource (the first prefix that matches). */
const ESTATE_RESOURCE_OF: Array<[prefix: string, key: keyof EstateSampleIds]> = [
  ['/api/properties/', 'property'],
  ['/api/property-maintenance/', 'maintenance'],
  ['/api/leases/', 'lease'],
  ['/api/lease-cheques/', 'leaseCheque'],
  ['/api/owners/', 'owner'],
  ['/api/tenants/', 'tenant'],
];
const RESOURCE_OF: Array<[prefix: string, key: keyof SampleIds]> = [
  ['/api/hr/employees/', 'employee'],
  ['/api/payroll/employees/', 'employee'],
  ['/api/payroll/runs/', 'payrollRun'],
  ['/api/payroll/payslips/', 'payslip'],
  ['/api/payroll/settlements/', 'settlement'],
  ['/api/payroll/adjustments/', 'payAdjustment'],
  ['/api/hr/leave/requests/', 'leaveRequest'],
  ['/api/approvals/requests/', 'approvalRequest'],
  ['/api/fleet/vehicles/', 'vehicle'],
  ['/api/fleet/maintenance/', 'workOrder'],
  ['/api/fleet/maintenance-plans/', 'maintenancePlan'],
  ['/api/fleet/vehicle-alerts/', 'vehicleAlert'],
  ['/api/alerts/vehicle/', 'vehicleAlert'],
  ['/api/alerts/notifications/', 'notification'],
  ['/api/alerts/document/', 'documentAlert'],
  ['/api/alerts/budget/', 'budgetAlert'],
  ['/api/budgets/', 'budget'],
  ['/api/finance/cost-centers/', 'costCenter'],
  ['/api/dispatch-permits/', 'dispatchPermit'],
  ['/api/vehicle-inspections/', 'vehicleInspection'],
  ['/api/customers/', 'customer'],
  ['/api/quotations/', 'quotation'],
  ['/api/contracts/', 'contract'],
  ['/api/billing/invoices/', 'invoice'],
  ['/api/billing/payments/', 'payment'],
  ['/api/support/tickets/', 'ticket'],
  ['/api/me/sessions/', 'session'],
  ['/api/finance/accounts/', 'account'],
  ['/api/finance/journal-entries/', 'journalEntry'],
  ['/api/finance/periods/', 'period'],
  ['/api/finance/fiscal-years/', 'fiscalYear'],
  ['/api/traffic-violations/', 'fine'],
  ['/api/vehicle-financing/', 'financingAgreement'],
  ['/api/payables/vendors/', 'vendor'],
  ['/api/payables/purchase-orders/', 'purchaseOrder'],
  ['/api/payables/bills/', 'vendorBill'],
  ['/api/payables/payments/', 'vendorPayment'],
  ['/api/fixed-assets/', 'fixedAsset'],
  ['/api/treasury/accounts/', 'treasuryAccount'],
  ['/api/treasury/statements/', 'bankStatement'],
  ['/api/treasury/statement-lines/', 'bankStatementLine'],
  // A record's history (the audit trail): a vehicle's, by its kind in the path.
  ['/api/admin/audit-log/records/', 'vehicle'],
];

/** The company whose sample record a route's path names. */
export function ownerOf(path: string): 'rental' | 'estate' {
  return ESTATE_RESOURCE_OF.some(([prefix]) => path.startsWith(prefix)) ? 'estate' : 'rental';
}

/** The path with its {id} (and {documentId}) replaced by the sample records; throws for an unknown resource. */
export function concretePath(path: string, ids: SampleIds, estate: EstateSampleIds = {} as EstateSampleIds): string {
  const own = ESTATE_RESOURCE_OF.find(([prefix]) => path.startsWith(prefix));
  if (own) {
    const id = estate[own[1]];
    if (!id) throw new Error(`no estate sample for ${path}: add it to estateSamples`);
    return path.replace('{id}', id).replace('{documentId}', estateDocument(path, estate));
  }
  const resource = RESOURCE_OF.find(([prefix]) => path.startsWith(prefix));
  if (!resource) throw new Error(`no sample record for ${path}: add its resource to RESOURCE_OF or ESTATE_RESOURCE_OF`);
  const documentKey = path.startsWith('/api/customers/') ? 'customerDocument' : path.startsWith('/api/fleet/maintenance/') ? 'workOrderDocument' : 'vehicleDocument';
  return path.replace('{entity}', 'vehicles').replace('{id}', ids[resource[1]]).replace('{documentId}', ids[documentKey]);
}

/** The estate document a {documentId} stands for, by the path's resource. */
function estateDocument(path: string, estate: EstateSampleIds): string {
  const documents: Array<[prefix: string, key: keyof EstateSampleIds]> = [
    ['/api/properties/', 'propertyDocument'],
    ['/api/property-maintenance/', 'maintenanceDocument'],
  ];
  const hit = documents.find(([prefix]) => path.startsWith(prefix));
  return hit ? estate[hit[1]] : '{documentId}';
}

/** The real-estate company's records, made by its admin through the API as a user would. */
export async function estateSamples(t: TestServer, estateAdmin: string): Promise<EstateSampleIds> {
  const made = async (path: string, body: unknown) => {
    const res = await t.json('POST', path, { cookie: estateAdmin, body });
    if (res.status >= 300) throw new Error(`estate sample ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  const upload = async (path: string) => ((await (await uploadSample(t, estateAdmin, path)).json()) as { id: string }).id;
  const owner = await made('/api/owners', { nameAr: 'مالك سري', civilId: '27999000111', iban: 'QA58DOHB00001234567890ABCDEFG', commissionRate: '5' });
  const property = await made('/api/properties', { nameAr: 'برج العينة السري', propertyType: 'building', latitude: 25.3, longitude: 51.5, ownerId: owner });
  const unit = await made('/api/properties', { parentId: property, unitNumber: 'S-1', nameAr: 'وحدة العينة', propertyType: 'apartment' });
  const maintenance = await made('/api/property-maintenance', { propertyId: unit, category: 'other', title: 'صيانة العينة' });
  const tenant = await made('/api/tenants', { nameAr: 'مستأجر سري', phone: '+974 5000 0999', civilId: '29999000222', employer: 'جهة سرية' });
  const lease = await made('/api/leases', { propertyId: unit, customerId: tenant, startDate: '2026-01-01', termMonths: 12, monthlyRent: '5000', activate: true });
  const cheques = await t.json('POST', `/api/leases/${lease}/cheques`, { cookie: estateAdmin, body: { cheques: [{ chequeNumber: '990001', bankName: 'QNB', chequeDate: '2026-12-01', amount: '5000' }] } });
  const ids: EstateSampleIds = {
    property,
    unit,
    propertyDocument: await upload(`/api/properties/${property}/documents`),
    maintenance,
    maintenanceDocument: await upload(`/api/property-maintenance/${maintenance}/documents`),
    lease,
    leaseCheque: (cheques.body as { items: Array<{ id: string }> }).items[0]!.id,
    owner,
    tenant,
  };
  for (const [key, value] of Object.entries(ids)) if (!value) throw new Error(`no estate sample ${key}`);
  return ids;
}

/** Posts a small PDF as a multipart upload, as the web app's document panel does. */
export async function uploadSample(t: TestServer, cookie: string, path: string): Promise<Response> {
  const form = new FormData();
  form.append('file', SAMPLE_PDF, 'scan.pdf');
  form.append('kind', 'other');
  return t.app.fetch(new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { cookie, origin: 'http://localhost:3000' }, body: form }));
}

/** The rental company's records (a document and a ticket are made by its admin, as a user would). */
export async function rentalSamples(t: TestServer, rentalAdmin: string): Promise<SampleIds> {
  const db = t.deps.handle.db;
  const [company] = await queryRows<{ id: string }>(db, sql`select id from companies where business_type = 'car_rental' limit 1`);
  const one = async (table: string, extra = sql``) => (await queryRows<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where company_id = ${company!.id} ${extra} limit 1`))[0]?.id;
  const vehicle = (await one('vehicles'))!;
  const customer = (await one('customers'))!;
  const upload = async (path: string) => ((await (await uploadSample(t, rentalAdmin, path)).json()) as { id: string }).id;
  const ticket = await t.json('POST', '/api/support/tickets', { cookie: rentalAdmin, body: { title: 'تذكرة سرية', description: 'لا يراها غيرنا', category: 'technical' } });
  // A draft journal entry on two posting accounts: every entry route can name it.
  const [cash, revenue] = await queryRows<{ id: string }>(db, sql`select id from ledger_accounts where company_id = ${company!.id} and code in ('110101', '4201') order by code`);
  const entry = await t.json('POST', '/api/finance/journal-entries', {
    cookie: rentalAdmin,
    body: { entryDate: '2026-03-01', descriptionAr: 'قيد سري', lines: [{ accountId: cash!.id, debit: '1' }, { accountId: revenue!.id, credit: '1' }] },
  });
  const financing = await t.json('POST', '/api/vehicle-financing', {
    cookie: rentalAdmin,
    body: { vendorName: 'ممول سري', vehicleIds: [vehicle], total: '9000', downPayment: '1000', instalmentCount: 12, annualRate: '4', startDate: '2026-03-01', activate: true },
  });
  // A vendor with a draft order, a bill part paid (its payment), all named secretly.
  const vendor = await t.json('POST', '/api/payables/vendors', { cookie: rentalAdmin, body: { nameAr: 'مورد سري', nameEn: 'Secret vendor' } });
  const vendorLine = { description: 'بند سري', quantity: '1', unitPrice: '10', vatRate: '0' };
  const purchaseOrder = await t.json('POST', '/api/payables/purchase-orders', { cookie: rentalAdmin, body: { vendorId: vendor.body.id, orderDate: '2026-03-01', lines: [vendorLine] } });
  const vendorBill = await t.json('POST', '/api/payables/bills', { cookie: rentalAdmin, body: { vendorId: vendor.body.id, billDate: '2026-03-01', vendorReference: 'SECRET-BILL', lines: [vendorLine] } });
  const vendorPayment = await t.json('POST', '/api/payables/payments', { cookie: rentalAdmin, body: { vendorId: vendor.body.id, paidOn: '2026-03-02', method: 'cash', allocations: [{ billId: vendorBill.body.id, amount: '4' }] } });
  const [session] = await queryRows<{ id: string }>(db, sql`select s.id from sessions s join users u on u.id = s.user_id where u.email = 'admin@rental.masar.test' limit 1`);
  // A traffic fine of the sample vehicle (the demo has some; one made here keeps the sample sure).
  const fine = await t.json('POST', '/api/traffic-violations', { cookie: rentalAdmin, body: { violationNumber: 'SAMPLE-FINE-1', vehicleId: vehicle, violatedAt: '2026-03-01T10:00', amount: '5', location: 'مخالفة سرية' } });
  // A work order far from the demo's bookings, a plan, and an alert (the daily job's kind of row).
  const workOrder = await t.json('POST', '/api/fleet/maintenance', { cookie: rentalAdmin, body: { vehicleId: vehicle, maintenanceType: 'oil', scheduledAt: '2031-01-05T08:00:00+03:00', expectedEndAt: '2031-01-05T12:00:00+03:00' } });
  const plan = await t.json('POST', '/api/fleet/maintenance-plans', { cookie: rentalAdmin, body: { name: 'خطة سرية', vehicleId: vehicle, intervalKm: 5000 } });
  const [alert] = await queryRows<{ id: string }>(
    db,
    sql`insert into vehicle_alerts (company_id, vehicle_id, alert_type, days_before, due_date, priority, alert_title, alert_message, alert_title_ar, alert_message_ar)
        values (${company!.id}, ${vehicle}, 'insurance_expiry', 30, '2031-01-01', 'medium', 'Secret', 'Secret', 'سري', 'سري') returning id`,
  );
  const [documentAlert] = await queryRows<{ id: string }>(
    db,
    sql`insert into document_expiry_alerts (company_id, entity_type, entity_id, document_type, alert_type, expiry_date, days_until_expiry, entity_name, entity_name_ar, description, description_ar)
        values (${company!.id}, 'vehicle', ${vehicle}, 'vehicle_insurance', 'expiring', '2031-01-01', 30, 'Secret', 'سري', 'Secret', 'سري') returning id`,
  );
  // A draft budget (every budget route acts on a draft), and an alert of it as raiseBudgetAlerts writes it.
  const [expense] = await queryRows<{ id: string }>(db, sql`select id from ledger_accounts where company_id = ${company!.id} and code = '5207'`);
  const budget = await t.json('POST', '/api/budgets', {
    cookie: rentalAdmin,
    body: { fiscalYearId: (await one('fiscal_years'))!, nameAr: 'موازنة سرية', nameEn: 'Secret budget', lines: [{ accountId: expense!.id, annual: '1200' }] },
  });
  const [budgetAlert] = await queryRows<{ id: string }>(
    db,
    sql`insert into budget_alerts (company_id, budget_id, alert_type, budget_name, budget_name_ar, message, message_ar, current_percentage)
        values (${company!.id}, ${budget.body.id}, 'budget_warning', 'Secret', 'سري', 'Secret', 'سري', 91) returning id`,
  );
  // An employee without an account who left at the end of the demo's paid month (its run paid
  // the month, so the run rules allow it), settled; then a calculated payroll run of a past month
  // (approve and recalculate act on it) and a payslip of it.
  const [leaver] = await queryRows<{ id: string; lastDay: string }>(
    db,
    sql`select e.id, (to_date(r.month, 'YYYY-MM') + interval '1 month' - interval '1 day')::date::text as "lastDay"
        from employees e, (select max(month) as month from payroll_runs where company_id = ${company!.id} and status <> 'calculated') r
        where e.company_id = ${company!.id} and e.user_id is null order by e.employee_number desc limit 1`,
  );
  const settlement = await t.json('POST', '/api/payroll/settlements', { cookie: rentalAdmin, body: { employeeId: leaver!.id, reason: 'resignation', lastDay: leaver!.lastDay } });
  if (settlement.status !== 201) throw new Error(`sample settlement: ${JSON.stringify(settlement.body)}`);
  const payrollRun = await t.json('POST', '/api/payroll/runs', { cookie: rentalAdmin, body: { month: '2026-03' } });
  const [payslip] = await queryRows<{ id: string; employeeId: string }>(db, sql`select id, employee_id as "employeeId" from payslips where run_id = ${payrollRun.body.id} limit 1`);
  // A one-off addition in that run's month (the run is figured again with it).
  const adjustment = await t.json('POST', '/api/payroll/adjustments', { cookie: rentalAdmin, body: { employeeId: payslip!.employeeId, kind: 'addition', month: '2026-03', labelAr: 'مكافأة سرية', amount: '7' } });
  if (adjustment.status !== 201) throw new Error(`sample pay adjustment: ${JSON.stringify(adjustment.body)}`);
  const ids: SampleIds = {
    company: company!.id,
    vehicle,
    customer,
    vehicleDocument: await upload(`/api/fleet/vehicles/${vehicle}/documents`),
    customerDocument: await upload(`/api/customers/${customer}/documents`),
    employee: (await one('employees'))!,
    leaveRequest: (await one('leave_requests', sql`and status = 'pending'`)) ?? (await one('leave_requests'))!,
    // The demo's request waiting for the manager (the contracts' approval seed).
    approvalRequest: (await one('approval_requests', sql`and status = 'pending'`))!,
    quotation: (await one('quotations', sql`and status = 'approved'`)) ?? (await one('quotations'))!,
    contract: (await one('contracts', sql`and status = 'active'`))!,
    invoice: (await one('invoices', sql`and status = 'pending'`))!,
    payment: (await one('payments'))!,
    ticket: ticket.body.id,
    session: session!.id,
    account: cash!.id,
    journalEntry: entry.body.id,
    period: (await one('fiscal_periods'))!,
    fiscalYear: (await one('fiscal_years'))!,
    fine: fine.body.id,
    financingAgreement: financing.body.id,
    workOrder: workOrder.body.id,
    workOrderDocument: await upload(`/api/fleet/maintenance/${workOrder.body.id}/documents`),
    maintenancePlan: plan.body.id,
    vehicleAlert: alert!.id,
    documentAlert: documentAlert!.id,
    budgetAlert: budgetAlert!.id,
    vendor: vendor.body.id,
    purchaseOrder: purchaseOrder.body.id,
    vendorBill: vendorBill.body.id,
    vendorPayment: vendorPayment.body.id,
    // The demo's register (fixed-assets seed): an asset in service and a category.
    fixedAsset: (await one('fixed_assets', sql`and status = 'active'`))!,
    assetCategory: (await one('asset_categories'))!,
    // The demo's bank account, its imported statement and a matched line of it (treasury seed).
    treasuryAccount: (await one('treasury_accounts', sql`and kind = 'bank'`))!,
    bankStatement: (await one('bank_statements'))!,
    bankStatementLine: (await one('bank_statement_lines', sql`and journal_line_id is not null`))!,
    budget: budget.body.id,
    costCenter: (await one('cost_centers'))!,
    payrollRun: payrollRun.body.id,
    payslip: payslip?.id ?? '',
    settlement: settlement.body.id,
    payAdjustment: adjustment.body.id,
    dispatchPermit: (await one('dispatch_permits', sql`and status = 'pending'`))!,
    // A return whose new damage is not charged yet (the demo's), so charge and patch would act.
    vehicleInspection: (await one('vehicle_inspections', sql`and kind = 'return' and charge_invoice_id is null`))!,
    notification: (await one('user_notifications', sql`and user_id = (select id from users where email = 'admin@rental.masar.test')`))!,
  };
  for (const [key, value] of Object.entries(ids)) if (!value) throw new Error(`no sample ${key}`);
  return ids;
}
