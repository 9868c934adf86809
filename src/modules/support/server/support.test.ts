// Support tickets (issue 6): numbered per company, visible only to their company, answered by
// the platform team with first-response and resolution times, rated after resolution, both
// sides notified by mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, mailOutbox } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../../../server/test/test-server';

let t: TestServer;
let superCookie: string;
let rental: string;
let estate: string;

const ticket = (title: string) => ({ title, description: 'The contract PDF does not open on my phone.', category: 'technical', priority: 'high' });

beforeAll(async () => {
  t = await startTestServer();
  superCookie = await t.signIn('super@masar.test');
  rental = await t.signIn('employee@rental.masar.test');
  estate = await t.signIn('admin@realestate.masar.test');
});
afterAll(() => t?.stop());

describe('company side', () => {
  it('opens numbered tickets, notifies the platform team, and shows them only to the company', async () => {
    const first = await t.json('POST', '/api/support/tickets', { cookie: rental, body: ticket('PDF will not open') });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ticketNumber: expect.stringMatching(/^TKT-\d{5}$/), status: 'open', priority: 'high', createdByEmail: 'employee@rental.masar.test' });
    const second = await t.json('POST', '/api/support/tickets', { cookie: rental, body: ticket('Second') });
    expect(Number(second.body.ticketNumber.slice(4))).toBe(Number(first.body.ticketNumber.slice(4)) + 1);

    // The notice job, committed with the ticket, finds the platform team and queues their mail.
    await t.deps.jobs.runDue();
    const mails = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'support_new'));
    expect(mails.map((m) => m.toAddress)).toContain('super@masar.test');
    expect(mails[0]?.link).toContain(`/super-admin/support?ticket=`);

    const mine = await t.json('GET', '/api/support/tickets', { cookie: rental });
    expect(mine.body.items.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([first.body.id, second.body.id]));
    const theirs = await t.json('GET', '/api/support/tickets', { cookie: estate });
    expect(theirs.body.items.map((x: { id: string }) => x.id)).not.toContain(first.body.id);
    expect((await t.json('GET', `/api/support/tickets/${first.body.id}`, { cookie: estate })).status).toBe(404);
    expect((await t.json('POST', `/api/support/tickets/${first.body.id}/replies`, { cookie: estate, body: { body: 'hijack' } })).status).toBe(404);
  });

  it('refuses bad input with the field messages', async () => {
    const res = await t.json('POST', '/api/support/tickets', { cookie: rental, body: { title: ' ', description: '', category: 'gossip' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ title: 'This field is required', description: 'This field is required', category: 'This field is required' });
    const attach = await t.json('POST', '/api/support/tickets', { cookie: rental, body: { ...ticket('x'), attachments: [{ url: 'https://evil.test/x.png', name: 'x' }] } });
    expect(attach.status).toBe(400);
  });
});

describe('platform side', () => {
  it('sees every company’s tickets, answers, resolves; times are kept; the author is notified and rates', async () => {
    const { body: opened } = await t.json('POST', '/api/support/tickets', { cookie: rental, body: ticket('Cannot print') });
    const all = await t.json('GET', '/api/platform/support/tickets', { cookie: superCookie });
    expect(all.status).toBe(200);
    const listed = all.body.items.find((x: { id: string }) => x.id === opened.id);
    expect(listed.companyName).toBeTruthy();
    expect(all.body.counts.open).toBeGreaterThan(0);

    const staff = (await t.json('GET', '/api/platform/support/staff', { cookie: superCookie })).body.items;
    const assigned = await t.json('PATCH', `/api/platform/support/tickets/${opened.id}`, { cookie: superCookie, body: { assignedTo: staff[0].id, status: 'in_progress' } });
    expect(assigned.body).toMatchObject({ assignedTo: staff[0].id, status: 'in_progress' });

    const reply = await t.json('POST', `/api/platform/support/tickets/${opened.id}/replies`, { cookie: superCookie, body: { body: 'Please try the Print button at the top.' } });
    expect(reply.status).toBe(201);
    expect(reply.body.fromStaff).toBe(true);
    const afterReply = await t.json('GET', `/api/support/tickets/${opened.id}`, { cookie: rental });
    expect(afterReply.body.status).toBe('waiting_customer');
    expect(afterReply.body.firstResponseAt).not.toBeNull();
    expect(afterReply.body.replies.map((r: { body: string }) => r.body)).toEqual(['Please try the Print button at the top.']);
    // The platform team reads the same thread, naming the company.
    const staffView = await t.json('GET', `/api/platform/support/tickets/${opened.id}`, { cookie: superCookie });
    expect(staffView.body).toMatchObject({ status: 'waiting_customer', companyName: expect.any(String) });
    expect(staffView.body.replies).toHaveLength(1);
    const notice = await t.deps.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, 'employee@rental.masar.test'), like(mailOutbox.kind, 'support_%')));
    expect(notice.map((m) => m.kind)).toContain('support_reply');

    // The customer answers: back to the team.
    await t.json('POST', `/api/support/tickets/${opened.id}/replies`, { cookie: rental, body: { body: 'Works now, thanks' } });
    expect((await t.json('GET', `/api/support/tickets/${opened.id}`, { cookie: rental })).body.status).toBe('in_progress');

    const early = await t.json('POST', `/api/support/tickets/${opened.id}/rating`, { cookie: rental, body: { rating: 5 }, lang: 'en' });
    expect(early.status).toBe(400);
    expect(early.body.error.code).toBe('rating_not_allowed');

    const resolved = await t.json('PATCH', `/api/platform/support/tickets/${opened.id}`, { cookie: superCookie, body: { status: 'resolved' } });
    expect(resolved.body.resolvedAt).not.toBeNull();
    const rated = await t.json('POST', `/api/support/tickets/${opened.id}/rating`, { cookie: rental, body: { rating: 5, comment: 'Fast' } });
    expect(rated.body).toMatchObject({ satisfactionRating: 5, satisfactionComment: 'Fast' });
    expect((await t.json('POST', `/api/support/tickets/${opened.id}/rating`, { cookie: rental, body: { rating: 9 } })).status).toBe(400);

    const closed = await t.json('POST', `/api/support/tickets/${opened.id}/close`, { cookie: rental });
    expect(closed.body.status).toBe('closed');
    const late = await t.json('POST', `/api/support/tickets/${opened.id}/replies`, { cookie: rental, body: { body: 'One more thing' }, lang: 'en' });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('ticket_closed');

    const superId = (await t.json('GET', '/api/me', { cookie: superCookie })).body.user.id;
    const audited = await t.deps.handle.db.select().from(auditLog).where(and(eq(auditLog.entity, 'support_tickets'), eq(auditLog.recordId, opened.id), eq(auditLog.actorId, superId)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('is closed to company users, and assigning refuses a non-staff user', async () => {
    expect((await t.json('GET', '/api/platform/support/tickets', { cookie: estate })).status).toBe(403);
    const { body: opened } = await t.json('POST', '/api/support/tickets', { cookie: rental, body: ticket('Assign me') });
    const me = (await t.json('GET', '/api/me', { cookie: rental })).body.user.id;
    expect((await t.json('PATCH', `/api/platform/support/tickets/${opened.id}`, { cookie: superCookie, body: { assignedTo: me } })).status).toBe(400);
  });

  it('uploads a screenshot attachment and refuses other files', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set('file', new File([png], 'screen.png', { type: 'image/png' }));
    const res = await t.request('POST', '/api/support/attachments', { cookie: rental, form });
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { url: string; name: string };
    expect(stored.url).toMatch(/^\/api\/files\/attachments\//);
    const withFile = await t.json('POST', '/api/support/tickets', { cookie: rental, body: { ...ticket('With screenshot'), attachments: [stored] } });
    expect(withFile.body.attachments).toEqual([stored]);
    // The screenshot is the ticket's company's and the platform team's: another company gets 404.
    expect((await t.request('GET', stored.url, { cookie: rental })).status).toBe(200);
    expect((await t.request('GET', stored.url, { cookie: superCookie })).status).toBe(200);
    expect((await t.request('GET', stored.url, { cookie: estate })).status).toBe(404);
    // The platform team attaches through its own path.
    const staffForm = new FormData();
    staffForm.set('file', new File([png], 'answer.png', { type: 'image/png' }));
    expect((await t.request('POST', '/api/platform/support/attachments', { cookie: superCookie, form: staffForm })).status).toBe(201);
    expect((await t.request('POST', '/api/platform/support/attachments', { cookie: rental, form: staffForm })).status).toBe(403);
    const bad = new FormData();
    bad.set('file', new File(['<html>'], 'x.png', { type: 'image/png' }));
    expect((await t.request('POST', '/api/support/attachments', { cookie: rental, form: bad })).status).toBe(400);
  });

  it('tells company users how to reach the platform team, as the console sets it', async () => {
    const settings = (await t.json('GET', '/api/platform/settings', { cookie: superCookie })).body;
    const saved = await t.json('PUT', '/api/platform/settings', { cookie: superCookie, body: { platformName: settings.platformName, platformNameAr: settings.platformNameAr, supportEmail: 'help@masar.test', supportPhone: '+974 4000 1234', defaultPlanCode: settings.defaultPlanCode, trialDays: settings.trialDays } });
    expect(saved.status).toBe(200);
    const contact = await t.json('GET', '/api/support/contact', { cookie: rental });
    expect(contact.body).toEqual({ name: settings.platformName, nameAr: settings.platformNameAr, email: 'help@masar.test', phone: '+974 4000 1234' });
    expect((await t.json('GET', '/api/support/contact')).status).toBe(401);
  });
});
