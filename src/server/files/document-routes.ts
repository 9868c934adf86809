// The upload / download / delete routes every record with documents shares (vehicles,
// customers…). The module supplies its table access; storage and checks live here once.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Tx } from '../db/client';
import { access } from '../http/access';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { isoDate, uuidRef } from '../http/fields';
import { fileResponse, jsonResponse } from '../http/openapi';
import { tenantRoute } from '../http/route';
import type { PermissionId } from '../../core/permissions';
import { DOCUMENT_TYPES, documentResponse, readDocument, removeDocument, saveDocument, type StoredDocument } from './documents';

type DocumentRow = StoredDocument & { id: string };

export type DocumentSpec = {
  /** e.g. /api/fleet/vehicles/{id} */
  base: string;
  noun: string;
  read: PermissionId;
  write: PermissionId;
  kinds: readonly [string, ...string[]];
  /** The document row as the upload answers with it. */
  schema: z.ZodType;
  ownerExists: (tx: Tx, ownerId: string) => Promise<boolean>;
  insert: (tx: Tx, row: StoredDocument & { companyId: string; ownerId: string; kind: string; expiresOn: string | null; uploadedBy: string }) => Promise<DocumentRow>;
  find: (tx: Tx, ownerId: string, documentId: string) => Promise<DocumentRow | undefined>;
  remove: (tx: Tx, ownerId: string, documentId: string) => Promise<DocumentRow | undefined>;
};

const fileSchema = z.custom<File>((v) => v instanceof File, 'required').openapi({ type: 'string', format: 'binary' });
const docParams = z.object({ id: uuidRef, documentId: uuidRef });

export function documentRoutes(app: OpenAPIHono<AppEnv>, spec: DocumentSpec) {
  tenantRoute(
    app,
    {
      method: 'post',
      path: `${spec.base}/documents`,
      access: access.permission(spec.write),
      summary: `Attach a document to a ${spec.noun} (PDF or image, up to 10 MB)`,
      request: {
        params: z.object({ id: uuidRef }),
        body: { content: { 'multipart/form-data': { schema: z.object({ file: fileSchema, kind: z.enum(spec.kinds).default('other' as never), expiresOn: isoDate.optional() }) } }, required: true },
      },
      responses: { 201: jsonResponse(spec.schema, 'Document') },
    },
    async (c, { tx, companyId, actor }) => {
      const { id } = c.req.valid('param');
      const form = c.req.valid('form');
      if (!(await spec.ownerExists(tx, id))) throw notFound();
      const stored = await saveDocument(c.get('deps').files, tx, companyId, form.file);
      return c.json(await spec.insert(tx, { ...stored, companyId, ownerId: id, kind: form.kind, expiresOn: form.expiresOn ?? null, uploadedBy: actor.userId }), 201);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: `${spec.base}/documents/{documentId}`, access: access.permission(spec.read), summary: `Download a ${spec.noun} document`, request: { params: docParams }, responses: { 200: fileResponse('The file as uploaded', ...DOCUMENT_TYPES) } },
    async (c, { tx }) => {
      const { id, documentId } = c.req.valid('param');
      const doc = await spec.find(tx, id, documentId);
      if (!doc) throw notFound();
      return documentResponse(await readDocument(c.get('deps').files, tx, doc.storageKey), doc);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: `${spec.base}/documents/{documentId}`, access: access.permission(spec.write), summary: `Remove a ${spec.noun} document`, request: { params: docParams }, responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'Removed') } },
    async (c, { tx }) => {
      const { id, documentId } = c.req.valid('param');
      const doc = await spec.remove(tx, id, documentId);
      if (!doc) throw notFound();
      // The file goes with its record, in the same transaction.
      await removeDocument(c.get('deps').files, tx, doc.storageKey);
      return c.json({ ok: true }, 200);
    },
  );
}
