// Mail delivery through a real SMTP server (the smtp-server package, on a free local port): the
// password reset mail is queued with the request and sent by the mail.deliver job; a refused
// attempt is retried on the backoff schedule; two runners send it once; without SMTP_URL the link
// goes to the log. Clocks are fixed: each delivery is one explicit runDue(now).
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, mailOutbox } from '../db/schema';
import { createJobRunner } from '../jobs';
import { startTestServer, type TestServer } from '../test/test-server';
import { MAIL_DELIVER_JOB, enqueueMail, passwordResetMail, registerMailDelivery } from './index';

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP server; `refuseNext` makes it refuse that many messages with a 451 first. */
function startSmtp() {
  const received: Received[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refuseNext > 0) {
        state.refuseNext--;
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: Received[]; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, received, state, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/** Subject and text of a single-part message (RFC 2047 words; base64 or quoted-printable body). */
function parse(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const bytes: Buffer[] = [];
  const subject = header('Subject').replace(/(=\?utf-8\?([bq])\?([^?]*)\?=\s*)+/gi, (run) => {
    bytes.length = 0;
    for (const [, enc, text] of run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)) bytes.push(enc!.toLowerCase() === 'b' ? Buffer.from(text!, 'base64') : qp(text!.replace(/_/g, ' ')));
    return Buffer.concat(bytes).toString('utf8');
  });
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body).toString('utf8') : body;
  return { subject: subject.trim(), text: text.replace(/\r\n/g, '\n') };
}

function qp(s: string): Buffer {
  const flat = s.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < flat.length; i++) {
    const hex = flat.slice(i + 1, i + 3);
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else out.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(out);
}

const T0 = new Date('2030-03-01T08:00:00Z');
const MIN = 60_000;
const plus = (ms: number) => new Date(T0.getTime() + ms);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestServer;
let second: DbHandle | null = null;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Masar <no-reply@masar.test>' });
  second = t.openSecondHandle?.() ?? null;
  // The demo seed leaves jobs due by T0 (alerts, recurring work), and a tick runs at most 50: run
  // them out first, so each test's tick reaches its own mail. Whatever they mailed is not this test's.
  for (let tick = 0; tick < 100; tick++) {
    const r = await t.deps.jobs.runDue(T0);
    if (r.done + r.retried + r.failed === 0) break;
  }
  smtp.received.length = 0;
}, 300_000);
afterAll(async () => {
  await second?.close();
  await t?.stop();
  await smtp?.close();
});

async function requestReset(email: string) {
  const res = await t.request('POST', '/api/auth/request-password-reset', { body: { email, redirectTo: 'http://localhost:3000/reset-password' } });
  expect(res.status).toBe(200);
  const [row] = await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return row!;
}

const outboxRow = async (id: string) => (await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail delivery over SMTP', () => {
  it('sends the password reset mail after the request, once though two server processes tick, and the link resets the password', async () => {
    const email = 'employee@rental.masar.test';
    const queued = await requestReset(email);
    // Queued with the request, not sent by it.
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(smtp.received).toHaveLength(0);

    // A second server process with its own runner (and, on PostgreSQL, its own connections).
    const other = createJobRunner({ db: (second ?? t.deps.handle).db, logger: t.deps.logger, workerId: 'second-process', clock: () => T0 });
    registerMailDelivery(other, { smtpUrl: t.deps.config.smtpUrl, from: t.deps.config.mailFrom });
    await Promise.all([t.deps.jobs.runDue(T0), other.runDue(T0)]);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('no-reply@masar.test');
    const { subject, text } = parse(mail!.raw);
    expect(subject).toBe('إعادة تعيين كلمة المرور — Masar password reset');
    const link = text.split('\n').find((line) => line.startsWith('http'));
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    expect(link).toBe(queued.link);
    expect(await outboxRow(queued.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: T0 });

    // The mailed link is the real one.
    const token = new URL(link!).searchParams.get('token');
    expect((await t.request('POST', '/api/auth/reset-password', { body: { newPassword: 'Mailed-Link-2026', token } })).status).toBe(200);
    await expect(t.signIn(email, 'Mailed-Link-2026')).resolves.toContain('session_token');

    // Nothing is sent twice on later ticks.
    await Promise.all([t.deps.jobs.runDue(plus(10 * MIN)), other.runDue(plus(10 * MIN))]);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused delivery a minute later, then records it sent with 2 attempts and the first error', async () => {
    const email = 'fleet@rental.masar.test';
    const before = smtp.received.length;
    const queued = await requestReset(email);
    smtp.state.refuseNext = 1;

    await t.deps.jobs.runDue(T0);
    expect(smtp.received).toHaveLength(before);
    const failed = await outboxRow(queued.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451/);
    const [retry] = (await t.deps.handle.db.select().from(jobs).where(eq(jobs.kind, MAIL_DELIVER_JOB))).filter((j) => (j.payload as { outboxId: string }).outboxId === queued.id);
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, runAt: plus(MIN) });

    // Not before the minute is up.
    await t.deps.jobs.runDue(plus(MIN - 1000));
    expect(smtp.received).toHaveLength(before);

    await t.deps.jobs.runDue(plus(MIN));
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([email]);
    const sent = await outboxRow(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sentAt: plus(MIN) });
    expect(sent.lastError).toMatch(/451/);
  });

  it('attaches an approved payslip’s PDF, rendered when the mail is sent', async () => {
    // The demo's run awaiting approval; one of its employees is given the sales agent's account.
    const email = 'sales@rental.masar.test';
    const [run] = await queryRows<{ id: string; month: string }>(t.deps.handle.db, sql`select id, month from payroll_runs where status = 'calculated' order by month desc limit 1`);
    await queryRows(t.deps.handle.db, sql`update employees set user_id = null where user_id = (select id from users where email = ${email})`);
    await queryRows(t.deps.handle.db, sql`update employees set user_id = (select id from users where email = ${email}), email = ${email}, has_system_access = true, account_status = 'active' where id = (select employee_id from payslips where run_id = ${run!.id} order by employee_id limit 1)`);
    const admin = await t.signIn('admin@rental.masar.test');
    expect((await t.json('POST', `/api/payroll/runs/${run!.id}/approve`, { cookie: admin })).status).toBe(200);
    const [queued] = await t.deps.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'payslip')));
    // Queued with the approval, its PDF not made yet.
    expect(queued).toMatchObject({ status: 'pending', attachments: [expect.objectContaining({ kind: 'payroll.payslip_pdf' })] });
    for (let tick = 0; tick < 5 && (await outboxRow(queued!.id)).status !== 'sent'; tick++) await t.deps.jobs.runDue(plus(2 * MIN));
    expect(await outboxRow(queued!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    const mail = smtp.received.find((m) => m.to.includes(email) && m.raw.includes('application/pdf'))!;
    const part = /Content-Type: application\/pdf; name=(payslip-[^\r\n]+\.pdf)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
    expect(part?.[1]).toMatch(new RegExp(`^payslip-.+-${run!.month}\\.pdf$`));
    expect(Buffer.from(part![2]!.replace(/\r\n/g, ''), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('without SMTP_URL keeps the message in the outbox and logs its link', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
    const laptop = createJobRunner({ db: t.deps.handle.db, logger, workerId: 'laptop', clock: () => T0 });
    registerMailDelivery(laptop, { smtpUrl: undefined, from: 'x@masar.test' });
    const link = 'http://localhost:3000/reset-password?token=laptop-token';
    const id = await t.deps.handle.db.transaction((tx) => enqueueMail(tx, passwordResetMail('someone@masar.test', link)));
    const before = smtp.received.length;

    await laptop.runDue(T0);
    expect(smtp.received).toHaveLength(before);
    expect(await outboxRow(id)).toMatchObject({ status: 'kept', attempts: 0, sentAt: null, link });
    const logged = lines.map((l) => JSON.parse(l) as { to?: string; link?: string }).find((l) => l.to === 'someone@masar.test');
    expect(logged?.link).toBe(link);
  });

  it('a rolled-back change queues no mail', async () => {
    await expect(
      t.deps.handle.db.transaction(async (tx) => {
        await enqueueMail(tx, passwordResetMail('rolled-back@masar.test', 'http://localhost:3000/reset-password?token=x'));
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    expect(await t.deps.handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rolled-back@masar.test'))).toHaveLength(0);
  });
});
