// /api/admin/backups: the super admin's platform backups (spec §2 /backup, global access only).
// Taking one queues the job and answers at once; the page follows the row until it is done and
// checked. A backup is downloaded as the sealed file it is stored as (never in clear).
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { enqueueJob } from '../../../../server/jobs';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { AppError, notFound } from '../../../../server/http/errors';
import { fileResponse, jsonResponse } from '../../../../server/http/openapi';
import { platformRoute } from '../../../../server/http/route';
import { platformBackups } from '../tables';
import { BACKUP_JOB } from './jobs';
import { startBackup } from './service';

const idParam = z.object({ id: z.string().uuid('not_found') });

const backupOut = z.object({
  id: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  trigger: z.enum(['manual', 'scheduled']),
  status: z.enum(['running', 'done', 'failed']),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  sha256: z.string().nullable(),
  durationMs: z.number().nullable(),
  tables: z.number().nullable(),
  rows: z.number().nullable(),
  companies: z.number().nullable(),
  verification: z
    .object({ ok: z.boolean(), at: z.string(), tables: z.number(), rows: z.number(), companies: z.number(), mismatches: z.array(z.string()) })
    .nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
const backupList = z.object({ items: z.array(backupOut), keep: z.number(), dailyAt: z.string().nullable() });

export function backupRoutes(app: OpenAPIHono<AppEnv>) {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/backups',
      access: access.superAdmin,
      summary: 'The platform’s backups, newest first: when, how (manual or daily), size, duration, checksum, and what restoring each into a scratch database found',
      responses: { 200: jsonResponse(backupList, 'Backups') },
    },
    async (c, { db }) => {
      const rows = await db.select().from(platformBackups).orderBy(desc(platformBackups.createdAt)).limit(100);
      const { backupKeep, backupAt } = c.get('deps').config;
      return c.json(
        {
          keep: backupKeep,
          dailyAt: backupAt,
          items: rows.map((r) => ({
            id: r.id,
            engine: r.engine as 'pglite' | 'postgres',
            trigger: r.trigger as 'manual' | 'scheduled',
            status: r.status,
            fileName: r.fileName,
            sizeBytes: r.sizeBytes,
            sha256: r.sha256,
            durationMs: r.durationMs,
            tables: r.manifest ? Object.keys(r.manifest.tables).length : null,
            rows: r.manifest ? Object.values(r.manifest.tables).reduce((a, b) => a + b, 0) : null,
            companies: r.manifest ? Object.keys(r.manifest.money).length : null,
            verification: r.verification ?? null,
            error: r.error,
            createdAt: r.createdAt.toISOString(),
            finishedAt: r.finishedAt?.toISOString() ?? null,
          })),
        },
        200,
      );
    },
  );

  platformRoute(
    app,
    {
      method: 'post',
      path: '/api/admin/backups',
      access: access.superAdmin,
      summary: 'Take a backup now: queued at once (202); the list shows it running, then done and checked. Refused (409) while another runs',
      responses: { 202: jsonResponse(z.object({ id: z.string() }), 'Backup queued') },
    },
    async (c, { db, actor }) => {
      const { handle, jobs } = c.get('deps');
      const id = await db.transaction(async (tx) => {
        const made = await startBackup(tx, 'manual', handle.kind, actor!.userId);
        await enqueueJob(tx, { kind: BACKUP_JOB, payload: { id: made }, maxAttempts: 1 });
        return made;
      });
      jobs.wake();
      return c.json({ id }, 202);
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/api/admin/backups/{id}/download',
      access: access.superAdmin,
      summary: 'A backup’s file as stored: sealed (AES-256-GCM) with the platform’s backup key, restorable with `npm run restore`',
      request: { params: idParam },
      responses: { 200: fileResponse('The sealed backup', 'application/octet-stream') },
    },
    async (c, { db }) => {
      const [row] = await db.select().from(platformBackups).where(eq(platformBackups.id, c.req.valid('param').id));
      if (!row || row.status !== 'done' || !row.fileName) throw notFound();
      const path = join(c.get('deps').config.backupDir, row.fileName);
      if (!existsSync(path)) throw new AppError(410, 'backup_file_missing');
      return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(row.sizeBytes),
          'content-disposition': `attachment; filename="${row.fileName}"`,
        },
      });
    },
  );
}
