// Approvals that gate (issue 20): a contract whose discount is above the workflow's percentage
// waits as a draft with a request open; it cannot be reserved or handed over, also not by calling
// those routes directly, until the last step approves; a two-step workflow needs both; a step
// below its amount is skipped; rejection returns it to draft with the reason; another company's
// approver cannot act (404); the audit log shows every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../server/test/test-server';

let t: TestServer;
let admin: string;
let manager: string;
let sales: string;
let accountant: string;
let ids: { admin: string; manager: string };
let fixture: { customerId: string; vehicleIds: string[] };
let day = 0;

/** A contract of two days at 50.000 a day (subtotal 100.000, so the discount is its percentage) with this discount, far in the future so no booking clashes. */
async function contract(discount: string, reserve = true) {
  day += 3;
  const vehicleId = fixture.vehicleIds[day % fixture.vehicleIds.length]!;
  const startAt = new Date(Date.UTC(2031, 2, 1 + day, 9)).toISOString();
  const res = await t.json('POST', '/api/contracts', { cookie: sales, body: { customerId: fixture.customerId, vehicleId, startAt, rateUnit: 'day', duration: 2, rate: '50', discount, reserve } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; contractNumber: string };
}

const detail = async (id: string, cookie = sales) => (await t.json('GET', `/api/contracts/${id}`, { cookie })).body;

async function setWorkflow(body: unknown) {
  const res = await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signIn('admin@rental.masar.test');
  manager = await t.signIn('manager@rental.masar.test');
  sales = await t.signIn('sales@rental.masar.test');
  accountant = await t.signIn('accountant@rental.masar.test');
  const people = (await t.json('GET', '/api/approvals/approvers', { cookie: admin })).body.items as { userId: string; roles: string[] }[];
  ids = { admin: people.find((p) => p.roles.includes('company_admin'))!.userId, manager: people.find((p) => p.roles.includes('manager'))!.userId };
  const vehicles = (await t.json('GET', '/api/fleet/vehicles?status=available&pageSize=5', { cookie: admin })).body.items as { id: string }[];
  const customer = await t.json('POST', '/api/customers', { cookie: sales, body: { nameAr: 'سالم العنزي', phone: '+965 9000 2222', civilId: '288880000222', licenseExpiry: '2040-01-01' } });
  fixture = { customerId: customer.body.id, vehicleIds: vehicles.map((v) => v.id) };
});
afterAll(() => t?.stop());

describe('workflows', () => {
  it('are the company admin’s to set, with clear errors for a bad threshold or approver', async () => {
    const steps = [{ approverType: 'role', role: 'manager' }];
    expect((await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: sales, body: { isActive: true, threshold: '10', steps } })).status).toBe(403);
    const tooHigh = await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: admin, body: { isActive: true, threshold: '150', steps } });
    expect(tooHigh).toMatchObject({ status: 400, body: { error: { fields: { threshold: expect.stringContaining('100') } } } });
    const stranger = await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: admin, body: { isActive: true, threshold: '10', steps: [{ approverType: 'user', userId: '00000000-0000-4000-8000-000000000000' }] } });
    expect(stranger.status).toBe(400);
    expect(Object.keys(stranger.body.error.fields)).toEqual(['steps.0.userId']);
    const noSteps = await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: admin, body: { isActive: true, threshold: '10', steps: [] } });
    expect(noSteps.status).toBe(400);
    // Without a percentage every contract, even at 0%, would wait: it is required.
    const noThreshold = await t.json('PUT', '/api/approvals/workflows/contract_discount', { cookie: admin, body: { isActive: true, steps } });
    expect(noThreshold).toMatchObject({ status: 400, body: { error: { fields: { threshold: 'هذا الحقل مطلوب' } } } });
    // The demo's workflow is left as it was: a discount above 20% goes to the manager.
    const list = await t.json('GET', '/api/approvals/workflows', { cookie: admin });
    expect(list.body.items.find((w: { sourceType: string }) => w.sourceType === 'contract_discount')).toMatchObject({ configured: true, isActive: true, threshold: '20.000', steps: [{ approverType: 'role', role: 'manager' }] });
    expect(list.body.items.find((w: { sourceType: string }) => w.sourceType === 'leave')).toMatchObject({ configured: false, isActive: false });
    // …and the sales agent's demo contract at 25% off and quotation at 30% off wait for the manager.
    const waiting = await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager });
    const agent = expect.objectContaining({ nameAr: 'مريم الرشيدي' });
    expect(waiting.body.items).toHaveLength(2);
    expect(waiting.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sourceType: 'contract_discount', status: 'pending', measure: '25.000', mayAct: true, requestedBy: agent }),
        expect.objectContaining({ sourceType: 'quotation_discount', status: 'pending', measure: '30.000', mayAct: true, requestedBy: agent }),
      ]),
    );
    expect(waiting.body.toAct).toBe(2);
  });

  it('offers a company only the kinds its modules have: a real-estate firm has no rental discounts, rental deposits, dispatch permits or fine waivers', async () => {
    const rental = (await t.json('GET', '/api/approvals/workflows', { cookie: admin })).body.items.map((w: { sourceType: string }) => w.sourceType);
    expect(rental).toEqual(['contract_discount', 'quotation_discount', 'deposit_refund', 'journal_entry', 'purchase_order', 'leave', 'dispatch_permit', 'fine_waiver', 'payment_refund']);
    const estate = await t.signIn('admin@realestate.masar.test');
    const offered = (await t.json('GET', '/api/approvals/workflows', { cookie: estate })).body.items.map((w: { sourceType: string }) => w.sourceType);
    expect(offered).toEqual(['lease_deposit_refund', 'journal_entry', 'purchase_order', 'leave', 'payment_refund']);
    const refused = await t.json('PUT', '/api/approvals/workflows/dispatch_permit', { cookie: estate, body: { isActive: true, steps: [{ approverType: 'role', role: 'manager' }] } });
    expect(refused.status).toBe(404);
  });
});

describe('a discount above the threshold', () => {
  let gated: { id: string; status: string; contractNumber: string };
  let requestId: string;

  it('makes the contract a draft with a request the first step’s approvers are told of', async () => {
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'user', userId: ids.admin }] });
    const small = await contract('10'); // 10%: not above the threshold
    expect(small.status).toBe('reserved');
    expect((await detail(small.id)).approvals).toEqual([]);

    gated = await contract('20'); // 20%
    expect(gated.status).toBe('draft');
    const { approvals } = await detail(gated.id);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ status: 'pending', currentStep: 1, measure: '20.000', amount: '20.000', titleAr: `خصم 20٪ على العقد ${gated.contractNumber}`, mayAct: false });
    expect(approvals[0].steps.map((s: { status: string }) => s.status)).toEqual(['pending', 'waiting']);
    requestId = approvals[0].id;

    const alerts = (await t.json('GET', '/api/alerts', { cookie: manager })).body.items as { title: string; link: string | null }[];
    expect(alerts.find((a) => a.title.includes(approvals[0].requestNumber))).toMatchObject({ link: '/approvals' });
    const waiting = await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager });
    expect(waiting.body.items.map((r: { id: string }) => r.id)).toContain(requestId);
    expect(waiting.body.items.find((r: { id: string }) => r.id === requestId).mayAct).toBe(true);
    const mine = await t.json('GET', '/api/approvals/requests?view=requested', { cookie: sales });
    expect(mine.body.items.map((r: { id: string }) => r.id)).toContain(requestId);
  });

  it('cannot be reserved or handed over, also not by calling the routes directly', async () => {
    const reserve = await t.json('POST', `/api/contracts/${gated.id}/reserve`, { cookie: admin });
    expect(reserve.status).toBe(409);
    expect(reserve.body.error.code).toBe('approval_pending');
    expect(reserve.body.error.message).toContain('APR-');
    const handover = await t.json('POST', `/api/contracts/${gated.id}/handover`, { cookie: admin, body: { odometer: 999999, fuel: 8 } });
    expect(handover).toMatchObject({ status: 409, body: { error: { code: 'approval_pending' } } });
    expect((await detail(gated.id)).status).toBe('draft');
  });

  it('is not approved by the requester or by someone the step does not name', async () => {
    const own = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: sales, body: {} });
    expect(own).toMatchObject({ status: 403, body: { error: { code: 'approval_own_request' } } });
    const other = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: accountant, body: {} });
    expect(other.status).toBe(404); // the accountant is not on it at all
    const early = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: admin, body: {} });
    expect(early).toMatchObject({ status: 403, body: { error: { code: 'approval_not_your_step' } } }); // the admin’s step is the second
  });

  it('needs both steps of a two-step workflow, then proceeds with the reservation asked for', async () => {
    const first = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: manager, body: { comment: 'مقبول للعميل الدائم' } });
    expect(first).toMatchObject({ status: 200, body: { status: 'pending', currentStep: 2 } });
    expect((await t.json('POST', `/api/contracts/${gated.id}/reserve`, { cookie: sales })).body.error.code).toBe('approval_pending');
    const again = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: manager, body: {} });
    expect(again.status).toBe(403);

    const last = await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: admin, body: {} });
    expect(last).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(last.body.steps.map((s: { status: string; comment: string | null }) => [s.status, s.comment])).toEqual([
      ['approved', 'مقبول للعميل الدائم'],
      ['approved', null],
    ]);
    expect((await detail(gated.id)).status).toBe('reserved');
    const told = (await t.json('GET', '/api/alerts', { cookie: sales })).body.items as { title: string; link: string | null }[];
    expect(told.find((a) => a.title.includes(last.body.requestNumber) && a.link === `/contracts/${gated.id}`)).toBeTruthy();
    expect((await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: admin, body: {} })).body.error.code).toBe('approval_not_pending');
  });

  it('shows each step in the audit log', async () => {
    const log = await t.json('GET', '/api/admin/audit-log?entity=approval_request_steps', { cookie: admin });
    const ofRequest = log.body.items.filter((e: { action: string; changes: { field: string; after: string | null }[] }) => e.action === 'update' && e.changes.some((c) => c.field === 'status' && c.after === 'approved'));
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    const requests = await t.json('GET', '/api/admin/audit-log?entity=approval_requests', { cookie: admin });
    expect(requests.body.items.some((e: { changes: { field: string; after: string | null }[] }) => e.changes.some((c) => c.field === 'status' && c.after === 'approved'))).toBe(true);
  });
});

describe('rejection and asking again', () => {
  it('returns the contract to draft with the reason, and a new request can be asked for', async () => {
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }] });
    const gated = await contract('25', false); // 25%
    const [request] = (await detail(gated.id)).approvals;
    const noReason = await t.json('POST', `/api/approvals/requests/${request.id}/reject`, { cookie: manager, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    const rejected = await t.json('POST', `/api/approvals/requests/${request.id}/reject`, { cookie: manager, body: { reason: 'الخصم أعلى من سياسة الشركة' } });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', rejectionReason: 'الخصم أعلى من سياسة الشركة' } });
    expect((await detail(gated.id)).status).toBe('draft');
    const reserve = await t.json('POST', `/api/contracts/${gated.id}/reserve`, { cookie: sales });
    expect(reserve).toMatchObject({ status: 409, body: { error: { code: 'approval_rejected' } } });

    const asked = await t.json('POST', `/api/contracts/${gated.id}/request-approval`, { cookie: sales });
    expect(asked.status).toBe(200);
    const history = (await detail(gated.id)).approvals;
    expect(history.map((r: { status: string }) => r.status)).toEqual(['pending', 'rejected']);
    expect((await t.json('POST', `/api/contracts/${gated.id}/request-approval`, { cookie: sales })).status).toBe(200); // the open one, not a second
    expect((await detail(gated.id)).approvals).toHaveLength(2);

    // Cancelling the contract withdraws its open request.
    const cancelled = await t.json('POST', `/api/contracts/${gated.id}/cancel`, { cookie: sales, body: { reason: 'العميل عدل عن الحجز' } });
    expect(cancelled.status).toBe(200);
    expect((await detail(gated.id)).approvals[0]).toMatchObject({ status: 'cancelled' });
  });

  it('skips a step whose amount the request does not reach', async () => {
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'user', userId: ids.admin, minAmount: '100' }] });
    const gated = await contract('15', true); // 15%, a discount of 15.000 < 100
    const [request] = (await detail(gated.id)).approvals;
    expect(request.steps.map((s: { status: string }) => s.status)).toEqual(['pending', 'skipped']);
    const approved = await t.json('POST', `/api/approvals/requests/${request.id}/approve`, { cookie: manager, body: {} });
    expect(approved.body.status).toBe('approved');
    expect((await detail(gated.id)).status).toBe('reserved');
  });

  it('lets a delegate act in the approver’s absence', async () => {
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'user', userId: ids.admin, delegateUserId: ids.manager }] });
    const gated = await contract('30', false);
    const [request] = (await detail(gated.id)).approvals;
    expect((await t.json('POST', `/api/approvals/requests/${request.id}/approve`, { cookie: manager, body: {} })).body.status).toBe('approved');
    expect((await t.json('POST', `/api/contracts/${gated.id}/reserve`, { cookie: sales })).status).toBe(200);
  });

  it('asks nothing once the workflow is switched off', async () => {
    await setWorkflow({ isActive: false, threshold: '10', steps: [{ approverType: 'role', role: 'manager' }] });
    expect((await contract('40')).status).toBe('reserved');
  });
});

describe('another company', () => {
  it('cannot see or act on a request (404), and its lists hold none', async () => {
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'role', role: 'company_admin' }] });
    const gated = await contract('20', false);
    const [request] = (await detail(gated.id)).approvals;
    const otherAdmin = await t.signIn('admin@realestate.masar.test');
    expect((await t.json('GET', `/api/approvals/requests/${request.id}`, { cookie: otherAdmin })).status).toBe(404);
    expect((await t.json('POST', `/api/approvals/requests/${request.id}/approve`, { cookie: otherAdmin, body: {} })).status).toBe(404);
    expect((await t.json('POST', `/api/approvals/requests/${request.id}/reject`, { cookie: otherAdmin, body: { reason: 'x' } })).status).toBe(404);
    expect((await t.json('GET', '/api/approvals/requests?view=all', { cookie: otherAdmin })).body.items).toEqual([]);
    expect((await detail(gated.id)).approvals[0].status).toBe('pending');
    // Only the company admin reads them all.
    expect((await t.json('GET', '/api/approvals/requests?view=all', { cookie: sales })).status).toBe(403);
    expect((await t.json('GET', '/api/approvals/requests?view=all', { cookie: admin })).body.total).toBeGreaterThanOrEqual(5);
  });
});

describe('leave on the workflow (HR leave approval moved onto it)', () => {
  it('waits for every step, from the leave page or /approvals, and tells the employee', async () => {
    const employee = await t.signIn('employee@rental.masar.test');
    const types = (await t.json('GET', '/api/hr/leave/types', { cookie: employee })).body.items as { id: string; code: string }[];
    const annual = types.find((x) => x.code === 'annual')!.id;
    const res = await t.json('PUT', '/api/approvals/workflows/leave', { cookie: admin, body: { isActive: true, threshold: '50', steps: [{ approverType: 'role', role: 'manager' }, { approverType: 'user', userId: ids.admin }] } });
    expect(res.body).toMatchObject({ configured: true, threshold: null }); // leave has no threshold: every request is gated

    const leave = (await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: annual, startDate: '2031-02-02', endDate: '2031-02-03', reason: 'سفر' } })).body;
    expect(leave.status).toBe('pending');
    const waiting = (await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager })).body.items as { id: string; sourceId: string; titleAr: string }[];
    const request = waiting.find((r) => r.sourceId === leave.id)!;
    expect(request.titleAr).toContain(leave.requestNumber);

    // The manager decides from the leave page: the first step only; the leave still waits.
    const first = await t.json('POST', `/api/hr/leave/requests/${leave.id}/decision`, { cookie: manager, body: { decision: 'approve' } });
    expect(first).toMatchObject({ status: 200, body: { status: 'pending' } });
    // The admin's step, from /approvals, settles it.
    const last = await t.json('POST', `/api/approvals/requests/${request.id}/approve`, { cookie: admin, body: {} });
    expect(last.body.status).toBe('approved');
    const mine = (await t.json('GET', '/api/hr/leave/requests?mine=true', { cookie: employee })).body as { id: string; status: string }[] | { items: { id: string; status: string }[] };
    const rows = Array.isArray(mine) ? mine : mine.items;
    expect(rows.find((r) => r.id === leave.id)?.status).toBe('approved');
    const told = (await t.json('GET', '/api/alerts', { cookie: employee })).body.items as { title: string }[];
    expect(told.some((a) => a.title.includes(leave.requestNumber))).toBe(true);

    // A rejection needs its reason, and ends the leave rejected with it.
    const second = (await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: annual, startDate: '2031-03-02', endDate: '2031-03-02' } })).body;
    expect((await t.json('POST', `/api/hr/leave/requests/${second.id}/decision`, { cookie: manager, body: { decision: 'reject' } })).status).toBe(400);
    const rejected = await t.json('POST', `/api/hr/leave/requests/${second.id}/decision`, { cookie: manager, body: { decision: 'reject', notes: 'ذروة العمل' } });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', reviewNotes: 'ذروة العمل' } });

    // Cancelling one's own pending leave withdraws its request.
    const third = (await t.json('POST', '/api/hr/leave/requests', { cookie: employee, body: { leaveTypeId: annual, startDate: '2031-04-06', endDate: '2031-04-06' } })).body;
    expect((await t.json('POST', `/api/hr/leave/requests/${third.id}/decision`, { cookie: employee, body: { decision: 'cancel' } })).body.status).toBe('cancelled');
    const all = (await t.json('GET', '/api/approvals/requests?view=all', { cookie: admin })).body.items as { sourceId: string; status: string }[];
    expect(all.find((r) => r.sourceId === third.id)?.status).toBe('cancelled');
  });
});

describe('a request nobody else could decide', () => {
  it('goes to the company admin; the person it is about never decides it', async () => {
    await t.json('PUT', '/api/approvals/workflows/leave', { cookie: admin, body: { isActive: true, steps: [{ approverType: 'role', role: 'manager' }] } });
    const types = (await t.json('GET', '/api/hr/leave/types', { cookie: manager })).body.items as { id: string; code: string }[];
    const annual = types.find((x) => x.code === 'annual')!.id;

    // The company's only manager asks for leave: the manager step is skipped, the admin decides.
    const own = (await t.json('POST', '/api/hr/leave/requests', { cookie: manager, body: { leaveTypeId: annual, startDate: '2031-05-04', endDate: '2031-05-04' } })).body;
    const all = (await t.json('GET', '/api/approvals/requests?view=all', { cookie: admin })).body.items as { id: string; sourceId: string; steps: { approverRole: string | null; status: string }[] }[];
    const ownRequest = all.find((r) => r.sourceId === own.id)!;
    expect(ownRequest.steps.map((x) => [x.approverRole, x.status])).toEqual([['company_admin', 'pending']]);
    expect((await t.json('POST', `/api/approvals/requests/${ownRequest.id}/approve`, { cookie: admin, body: {} })).body.status).toBe('approved');

    // The admin files leave for the manager: the manager is who it is about, so not an approver;
    // the admin, who asked on their behalf, is the last resort and decides it.
    const accounts = (await t.json('GET', '/api/hr/accounts', { cookie: admin })).body.items as { employeeId: string; userId: string | null }[];
    const managerEmployee = accounts.find((a) => a.userId === ids.manager)!.employeeId;
    const filed = (await t.json('POST', '/api/hr/leave/requests', { cookie: admin, body: { employeeId: managerEmployee, leaveTypeId: annual, startDate: '2031-06-01', endDate: '2031-06-01' } })).body;
    const request = ((await t.json('GET', '/api/approvals/requests?view=all', { cookie: admin })).body.items as { id: string; sourceId: string }[]).find((r) => r.sourceId === filed.id)!;
    expect(((await t.json('GET', '/api/approvals/requests?view=mine', { cookie: manager })).body.items as { id: string }[]).map((r) => r.id)).not.toContain(request.id);
    expect((await t.json('POST', `/api/approvals/requests/${request.id}/approve`, { cookie: manager, body: {} })).status).toBe(403);
    expect((await t.json('POST', `/api/hr/leave/requests/${filed.id}/decision`, { cookie: admin, body: { decision: 'approve' } })).body.status).toBe('approved');
  });
});

describe('a step whose approver’s access was switched off', () => {
  it('shows as stranded, the company admins are told, and the admin hands it to someone else, who decides it', async () => {
    const accounts = (await t.json('GET', '/api/hr/accounts', { cookie: admin })).body.items as { employeeId: string; userId: string | null }[];
    const accountantId = ((await t.json('GET', '/api/approvals/approvers', { cookie: admin })).body.items as { userId: string; roles: string[] }[]).find((p) => p.roles.includes('accountant'))!.userId;
    const managerEmployee = accounts.find((a) => a.userId === ids.manager)!.employeeId;
    // The manager is named on the discount's only step; the sales agent's contract waits on them.
    await setWorkflow({ isActive: true, threshold: '10', steps: [{ approverType: 'user', userId: ids.manager }] });
    const gated = await contract('30', false);
    const requestId = (await detail(gated.id)).approvals[0].id;
    expect((await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body.steps[0]).toMatchObject({ status: 'pending', stranded: false });

    // HR switches the manager's access off: nobody can decide the step now.
    expect((await t.json('PUT', `/api/hr/employees/${managerEmployee}/access`, { cookie: admin, body: { hasSystemAccess: false } })).status).toBe(200);
    const strandedNow = (await t.json('GET', `/api/approvals/requests/${requestId}`, { cookie: admin })).body;
    expect(strandedNow.steps[0]).toMatchObject({ status: 'pending', stranded: true });
    // The company admins are told, once, so that the request does not wait on nobody unnoticed.
    const strandedAlerts = ((await t.json('GET', '/api/alerts', { cookie: admin })).body.items as Array<{ title: string; link: string | null }>).filter((a) => a.title.includes(`لا أحد يمكنه البت في الطلب ${strandedNow.requestNumber}`));
    expect(strandedAlerts).toMatchObject([{ link: '/approvals?tab=all' }]);
    const people = (await t.json('GET', '/api/approvals/approvers', { cookie: admin })).body.items as { userId: string }[];
    expect(people.map((p) => p.userId)).not.toContain(ids.manager);

    // Only the company admin hands it over; never to the one who asked, nor to someone without access.
    const path = `/api/approvals/requests/${requestId}/reassign`;
    expect((await t.json('POST', path, { cookie: sales, body: { userId: accountantId } })).status).toBe(403);
    const toRequester = await t.json('POST', path, { cookie: admin, body: { userId: (await detail(gated.id)).approvals[0].requestedBy.id } });
    expect(toRequester).toMatchObject({ status: 400, body: { error: { fields: { userId: 'لا يُسند الطلب إلى من قدّمه أو إلى صاحب الشأن فيه' } } } });
    const toGone = await t.json('POST', path, { cookie: admin, lang: 'en', body: { userId: ids.manager } });
    expect(toGone).toMatchObject({ status: 400, body: { error: { fields: { userId: 'The chosen person has no active account in the company' } } } });
    const moved = await t.json('POST', path, { cookie: admin, body: { userId: accountantId } });
    expect(moved.status).toBe(200);
    expect(moved.body.steps[0]).toMatchObject({ approverType: 'user', approver: expect.objectContaining({ id: accountantId }), status: 'pending', stranded: false });
    const told = (await t.json('GET', '/api/alerts', { cookie: accountant })).body.items as { title: string }[];
    expect(told.some((a) => a.title.includes(moved.body.requestNumber))).toBe(true);
    expect((await t.json('POST', `/api/approvals/requests/${requestId}/approve`, { cookie: accountant, body: {} })).body.status).toBe('approved');
    // The audit log keeps who the step was for before and after.
    const log = (await t.json('GET', '/api/admin/audit-log?entity=approval_request_steps', { cookie: admin })).body.items as { action: string; changes: { field: string; before: string | null; after: string | null }[] }[];
    expect(log.some((e) => e.action === 'update' && e.changes.some((c) => c.field === 'approver_user_id' && c.before === ids.manager && c.after === accountantId))).toBe(true);

    expect((await t.json('PUT', `/api/hr/employees/${managerEmployee}/access`, { cookie: admin, body: { hasSystemAccess: true } })).status).toBe(200);
  });
});
