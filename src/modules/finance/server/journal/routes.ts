// /api/finance/journal-entries: list, read, draft (create, replace, delete), post, reverse.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { and, asc, count, desc, eq, gte, ilike, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { notFound } from '../../../../server/http/errors';
import { amount, companyContext, idParam, isoDate, likePattern, optionalText, pageQuery, requiredText, uuidRef } from '../../../../server/http/fields';
import { jsonBody, jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { PARTY_TYPES, entryTotals } from '../../../../core/finance';
import { moneyOut, type CurrencyCode } from '../../../../core/money';
import type { Tx } from '../../../../server/db/client';
import { ledgerAccounts } from '../accounts/tables';
import { entryDetailOut, entryListOut, ENTRY_STATUSES, reversalOut } from '../schemas';
import { reverseEntry } from './reverse';
import { createDraft, deleteDraft, postDraft, updateDraft } from './service';
import { entriesAwaitingApproval, entryApprovals, registerEntryApprovals } from './approval-gate';
import { approvalActor as approver, type ApprovalActor } from '../../../admin/server/approvals';
import { journalEntries, journalEntryLines } from './tables';
import { inTurn } from '../../../../server/db/in-turn';

const lineInput = z
  .object({
    accountId: uuidRef,
    debit: amount.nullable().optional(),
    credit: amount.nullable().optional(),
    description: optionalText(500),
    costCenterId: uuidRef.nullable().optional(),
    partyType: z.enum(PARTY_TYPES).nullable().optional(),
    partyId: uuidRef.nullable().optional(),
  })
  .strict();
// The form handles 1,000 lines (issue 14); a little headroom above that.
const draftInput = z
  .object({ entryDate: isoDate, descriptionAr: requiredText(500), descriptionEn: optionalText(500), reference: optionalText(100), lines: z.array(lineInput).max(2000) })
  .strict();
const reverseInput = z.object({ date: isoDate, descriptionAr: optionalText(500), descriptionEn: optionalText(500) }).strict();

type Entry = typeof journalEntries.$inferSelect;
const entryView = (e: Entry, currency: CurrencyCode) => ({ ...e, total: moneyOut(e.total, currency)! });

async function entryDetail(tx: Tx, id: string, actor: ApprovalActor) {
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id));
  if (!entry) throw notFound();
  const { currency } = await companyContext(tx);
  const lines = await tx
    .select({ line: journalEntryLines, accountCode: ledgerAccounts.code, accountNameAr: ledgerAccounts.nameAr, accountNameEn: ledgerAccounts.nameEn })
    .from(journalEntryLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalEntryLines.accountId))
    .where(eq(journalEntryLines.entryId, id))
    .orderBy(asc(journalEntryLines.lineNumber));
  const m = (v: string) => moneyOut(v, currency)!;
  return {
    ...entryView(entry, currency),
    lines: lines.map((l) => ({ ...l.line, debit: m(l.line.debit), credit: m(l.line.credit), accountCode: l.accountCode, accountNameAr: l.accountNameAr, accountNameEn: l.accountNameEn })),
    totals: entryTotals(lines.map((l) => l.line), currency),
    currency,
    approvals: entry.sourceType === 'manual' ? await entryApprovals(tx, id, actor) : [],
  };
}

export function journalRoutes(app: OpenAPIHono<AppEnv>) {
  registerEntryApprovals(postDraft);
  tenantRoute(
    app,
    {
      method: 'get',
      path: '/api/finance/journal-entries',
      access: access.permission('finance.journal_entries.read'),
      summary: 'Journal entries, newest first: search by number, description or reference; filter by status, source and dates',
      request: {
        query: z.object({
          ...pageQuery,
          dir: z.enum(['asc', 'desc']).default('desc'),
          status: z.enum(['all', ...ENTRY_STATUSES]).default('all'),
          source: z.enum(['all', 'manual', 'automatic']).default('all'),
          from: isoDate.optional(),
          to: isoDate.optional(),
        }),
      },
      responses: { 200: jsonResponse(entryListOut, 'Journal entries') },
    },
    async (c, { tx }) => {
      const q = c.req.valid('query');
      const { currency } = await companyContext(tx);
      const where: SQL[] = [];
      if (q.status !== 'all') where.push(eq(journalEntries.status, q.status));
      if (q.source === 'manual') where.push(eq(journalEntries.sourceType, 'manual'));
      // Automatic: made by a business event (an invoice, a payment), not by a person or a close.
      if (q.source === 'automatic') where.push(notInArray(journalEntries.sourceType, ['manual', 'reversal', 'year_end']));
      if (q.from) where.push(gte(journalEntries.entryDate, q.from));
      if (q.to) where.push(lte(journalEntries.entryDate, q.to));
      if (q.search) {
        const like = likePattern(q.search);
        where.push(or(ilike(journalEntries.entryNumber, like), ilike(journalEntries.descriptionAr, like), ilike(journalEntries.descriptionEn, like), ilike(journalEntries.reference, like))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const order = q.dir === 'asc' ? [asc(journalEntries.entryDate), asc(journalEntries.entryNumber)] : [desc(journalEntries.entryDate), desc(journalEntries.entryNumber)];
      const [[total], rows] = await inTurn([
        () => tx.select({ n: count() }).from(journalEntries).where(filter),
        () => tx.select().from(journalEntries).where(filter).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
      ]);
      const awaiting = await entriesAwaitingApproval(tx, rows.filter((r) => r.status === 'draft').map((r) => r.id));
      const held = (id: string) => {
        const request = awaiting.get(id);
        return request ? { id: request.id, number: request.requestNumber } : null;
      };
      return c.json({ items: rows.map((r) => ({ ...entryView(r, currency), awaitingApproval: held(r.id) })), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize, currency }, 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/finance/journal-entries/{id}', access: access.permission('finance.journal_entries.read'), summary: 'One journal entry with its lines and totals', request: { params: idParam }, responses: { 200: jsonResponse(entryDetailOut, 'Journal entry') } },
    async (c, { tx, actor }) => c.json(await entryDetail(tx, c.req.valid('param').id, approver(actor)), 200),
  );

  tenantRoute(
    app,
    { method: 'post', path: '/api/finance/journal-entries', access: access.permission('finance.journal_entries.write'), summary: 'Save a manual entry as a draft (balanced or not yet)', request: jsonBody(draftInput), responses: { 201: jsonResponse(entryDetailOut, 'Created') } },
    async (c, { tx, companyId, actor }) => {
      const entry = await createDraft(tx, companyId, actor.userId, c.req.valid('json'));
      return c.json(await entryDetail(tx, entry.id, approver(actor)), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'put', path: '/api/finance/journal-entries/{id}', access: access.permission('finance.journal_entries.write'), summary: 'Replace a draft entry (posted entries are immutable)', request: { params: idParam, ...jsonBody(draftInput) }, responses: { 200: jsonResponse(entryDetailOut, 'Journal entry') } },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      await updateDraft(tx, companyId, id, c.req.valid('json'));
      return c.json(await entryDetail(tx, id, approver(actor)), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: '/api/finance/journal-entries/{id}', access: access.permission('finance.journal_entries.write'), summary: 'Delete a draft entry', request: { params: idParam }, responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted') } },
    async (c, { tx }) => {
      await deleteDraft(tx, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/finance/journal-entries/{id}/post',
      access: access.permission('finance.journal_entries.write'),
      summary: 'Post a draft: balanced to the smallest currency unit, posting accounts only, period open; numbered per fiscal year. Under an approval workflow: 202, the draft waits on its request',
      request: { params: idParam },
      responses: { 200: jsonResponse(entryDetailOut, 'Posted'), 202: jsonResponse(entryDetailOut, 'Waiting for approval (still a draft)') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      const { awaiting } = await postDraft(tx, companyId, id, actor.userId);
      return c.json(await entryDetail(tx, id, approver(actor)), awaiting ? 202 : 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'post',
      path: '/api/finance/journal-entries/{id}/reverse',
      access: access.permission('finance.journal_entries.write'),
      summary: 'Reverse a posted entry on a chosen date: the mirror entry is posted and the two are linked',
      request: { params: idParam, ...jsonBody(reverseInput) },
      responses: { 201: jsonResponse(reversalOut, 'Reversed') },
    },
    async (c, { tx, companyId, actor }) => {
      const input = c.req.valid('json');
      const { currency } = await companyContext(tx);
      const result = await reverseEntry(tx, { companyId, entryId: c.req.valid('param').id, date: input.date, userId: actor.userId, ...(input.descriptionAr ? { descriptionAr: input.descriptionAr } : {}), descriptionEn: input.descriptionEn ?? null });
      return c.json({ original: entryView(result.original, currency), reversal: entryView(result.reversal, currency) }, 201);
    },
  );
}
