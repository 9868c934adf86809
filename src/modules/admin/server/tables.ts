// The platform's backups (issue 20, /backup): one row per backup taken, with where its encrypted
// file is, what it holds (the manifest, also sealed inside the file) and what its verification
// found. Platform-level, no company_id (so no row-level security): only the super admin's routes
// read it.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from '../../../server/db/schema';
import type { BackupManifest, BackupVerification } from './backup/manifest';

export type BackupStatus = 'running' | 'done' | 'failed';

export const platformBackups = pgTable(
  'platform_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'pglite' (a data-directory dump) or 'postgres' (pg_dump custom format). */
    engine: text('engine').notNull(),
    /** 'manual' (the super admin's button) or 'scheduled' (the daily job). */
    trigger: text('trigger').notNull(),
    status: text('status').$type<BackupStatus>().notNull().default('running'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** SHA-256 of the encrypted file as stored and downloaded. */
    sha256: text('sha256'),
    durationMs: integer('duration_ms'),
    manifest: jsonb('manifest').$type<BackupManifest>(),
    verification: jsonb('verification').$type<BackupVerification>(),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('platform_backups_created_idx').on(t.createdAt)],
);

// Approvals that gate (issue 20, /approvals). A company's workflow says what needs approval (one
// per kind of action), above which threshold, and who approves in which order. A gated action
// opens a request whose steps are copied from the workflow at that moment, so editing a workflow
// never changes a request already under way. The record stays pending until the last step
// approves; a rejection (with its reason) sends it back to draft.

/** One step of a workflow: a role or a named person, the delegate acting in their absence, and
 * the amount from which the step applies (null: always). */
export type WorkflowStep = { approverType: 'role' | 'user'; role: string | null; userId: string | null; delegateUserId: string | null; minAmount: string | null };

export const approvalWorkflows = pgTable(
  'approval_workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What needs approval (core/approvals APPROVAL_SOURCES). */
    sourceType: text('source_type').notNull(),
    /** Above what the action needs approval: a percentage for discounts, an amount otherwise; null: always. */
    threshold: numeric('threshold', { precision: 16, scale: 3 }),
    isActive: boolean('is_active').notNull().default(true),
    steps: jsonb('steps').$type<WorkflowStep[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_workflows_company_source_uq').on(t.companyId, t.sourceType), check('approval_workflows_threshold', sql`${t.threshold} is null or ${t.threshold} >= 0`)],
);

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestNumber: text('request_number').notNull(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => approvalWorkflows.id),
    sourceType: text('source_type').notNull(),
    /** The gated record (a contract, a leave request…), owned by its module. */
    sourceId: uuid('source_id').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** The in-app page of the gated record. */
    link: text('link'),
    /** What was compared with the threshold (a discount's percentage, an amount). */
    measure: numeric('measure', { precision: 16, scale: 3 }),
    /** The amount in the company currency that steps' thresholds compare with. */
    amount: numeric('amount', { precision: 16, scale: 3 }),
    status: text('status').notNull().default('pending'),
    /** The step now waiting (1-based); the last step's order once decided. */
    currentStep: integer('current_step').notNull().default(1),
    /** What the requester asked to happen once approved (e.g. { then: 'reserve' }). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    rejectionReason: text('rejection_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_requests_company_number_uq').on(t.companyId, t.requestNumber),
    // One open request per gated record.
    uniqueIndex('approval_requests_open_uq').on(t.companyId, t.sourceType, t.sourceId).where(sql`${t.status} = 'pending'`),
    index('approval_requests_source_idx').on(t.companyId, t.sourceType, t.sourceId, t.createdAt),
    index('approval_requests_status_idx').on(t.companyId, t.status, t.createdAt),
    index('approval_requests_requester_idx').on(t.companyId, t.requestedBy, t.createdAt),
    check('approval_requests_status', sql`${t.status} in ('pending','approved','rejected','cancelled')`),
    check('approval_requests_rejected_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

export const approvalRequestSteps = pgTable(
  'approval_request_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    stepOrder: integer('step_order').notNull(),
    approverType: text('approver_type').notNull(),
    approverRole: text('approver_role'),
    approverUserId: uuid('approver_user_id').references(() => users.id, { onDelete: 'set null' }),
    delegateUserId: uuid('delegate_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** waiting (a later step), pending (now), approved, rejected, skipped (below its amount), cancelled. */
    status: text('status').notNull(),
    actedBy: uuid('acted_by').references(() => users.id, { onDelete: 'set null' }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('approval_request_steps_order_uq').on(t.requestId, t.stepOrder),
    index('approval_request_steps_company_idx').on(t.companyId, t.status),
    check('approval_request_steps_status', sql`${t.status} in ('waiting','pending','approved','rejected','skipped','cancelled')`),
    check('approval_request_steps_type', sql`${t.approverType} in ('role','user')`),
  ],
);

// Electronic signature (issue 20, /settings/electronic-signature). The company's authorised
// signatory, whose signature and stamp images (in the file store, kind 'signatures') are placed
// on the documents the company chooses, and whether customers sign on screen.
export const signatureSettings = pgTable('signature_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .unique('signature_settings_company_uq')
    .references(() => companies.id, { onDelete: 'cascade' }),
  signatoryName: text('signatory_name'),
  signatoryTitle: text('signatory_title'),
  /** The stored files' ids (file store kind 'signatures'); null: none. */
  signatureFileId: uuid('signature_file_id'),
  stampFileId: uuid('stamp_file_id'),
  /** The printed documents that carry them (core/signatures SIGNED_DOCUMENTS). */
  documents: jsonb('documents').$type<string[]>().notNull().default([]),
  customerSignsHandover: boolean('customer_signs_handover').notNull().default(false),
  customerSignsQuotation: boolean('customer_signs_quotation').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signature a customer drew on screen, kept with the record it signs and the time it was made. */
export const capturedSignatures = pgTable(
  'captured_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The signed record's kind ('contract', 'quotation') and id, owned by its module. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** core/signatures SIGNING_MOMENTS. */
    moment: text('moment').notNull(),
    signerName: text('signer_name').notNull(),
    fileId: uuid('file_id').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member at the counter; null when the customer signed through a public link. */
    capturedBy: uuid('captured_by').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('captured_signatures_subject_uq').on(t.companyId, t.subjectType, t.subjectId, t.moment),
    check('captured_signatures_moment', sql`${t.moment} in ('handover','quotation_approval')`),
  ],
);
