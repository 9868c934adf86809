// /api/signature-settings: the company admin's electronic signature (the signatory, the signature
// and stamp images, which documents carry them, when customers sign on screen). Changing them
// needs the plan's electronic_signature feature; reading the images is for the company admin.
// signatureImageRoute lets a module serve the signature a customer drew on one of its records.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { SIGNED_DOCUMENTS, type SigningMoment } from '../../../../core/signatures';
import type { PermissionId } from '../../../../core/permissions';
import type { Tx } from '../../../../server/db/client';
import { access } from '../../../../server/http/access';
import type { AppEnv } from '../../../../server/http/env';
import { AppError } from '../../../../server/http/errors';
import { idParam, requiredText, text } from '../../../../server/http/fields';
import { fileResponse, jsonBody, jsonResponse } from '../../../../server/http/openapi';
import { tenantRoute } from '../../../../server/http/route';
import { hasFeatureAccess } from '../../../../server/platform/routes/features';
import { capturedSignatureImage, clearSignatureImage, saveSignatureSettings, setSignatureImage, signatureImageOf, signatureSettingsOf, type SignatureSettingsRow } from './service';

const settingsOut = z
  .object({
    signatoryName: z.string().nullable(),
    signatoryTitle: z.string().nullable(),
    hasSignature: z.boolean(),
    hasStamp: z.boolean(),
    documents: z.array(z.enum(SIGNED_DOCUMENTS)),
    customerSignsHandover: z.boolean(),
    customerSignsQuotation: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .openapi('SignatureSettings');

const settingsInput = z
  .object({
    signatoryName: text(120).nullable(),
    signatoryTitle: text(120).nullable(),
    documents: z.array(z.enum(SIGNED_DOCUMENTS)).max(SIGNED_DOCUMENTS.length),
    customerSignsHandover: z.boolean(),
    customerSignsQuotation: z.boolean(),
  })
  .partial()
  .strict();

const imageParam = z.object({ image: z.enum(['signature', 'stamp']) });
const fileSchema = z.custom<File>((v) => v instanceof File, 'required').openapi({ type: 'string', format: 'binary' });
const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** A signature drawn on screen (a PNG data URL from the pad) and who signed. */
export const signatureInput = z.object({ signerName: requiredText(120), image: z.string().max(420_000, 'signature_too_large') }).strict();

/** A customer's signature as a record shows it: who, when, and where its image is read. */
export const capturedSignatureOut = z.object({ signerName: z.string(), signedAt: z.string(), imageUrl: z.string() }).nullable();

function view(row: SignatureSettingsRow | null): z.infer<typeof settingsOut> {
  return {
    signatoryName: row?.signatoryName ?? null,
    signatoryTitle: row?.signatoryTitle ?? null,
    hasSignature: Boolean(row?.signatureFileId),
    hasStamp: Boolean(row?.stampFileId),
    documents: (row?.documents ?? []).filter((d): d is (typeof SIGNED_DOCUMENTS)[number] => (SIGNED_DOCUMENTS as readonly string[]).includes(d)),
    customerSignsHandover: row?.customerSignsHandover ?? false,
    customerSignsQuotation: row?.customerSignsQuotation ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const imageResponse = (bytes: Uint8Array, contentType: string) =>
  new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } });

export function signatureRoutes(app: OpenAPIHono<AppEnv>) {
  // The plan decides whether the company may sign electronically (spec: feature electronic_signature).
  const assertFeature = async (tx: Tx, companyId: string) => {
    if (!(await hasFeatureAccess(tx, companyId, 'electronic_signature'))) throw new AppError(403, 'feature_limited');
  };

  tenantRoute(
    app,
    { method: 'get', path: '/api/signature-settings', access: access.companyAdmin, summary: 'The company’s electronic signature settings', responses: { 200: jsonResponse(settingsOut, 'Settings') } },
    async (c, { tx }) => c.json(view(await signatureSettingsOf(tx)), 200),
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/signature-settings',
      access: access.companyAdmin,
      summary: 'Set the signatory, the documents that carry the signature and stamp, and when customers sign on screen',
      request: jsonBody(settingsInput),
      responses: { 200: jsonResponse(settingsOut, 'Settings') },
    },
    async (c, { tx, companyId, actor }) => {
      await assertFeature(tx, companyId);
      const input = c.req.valid('json');
      const patch = { ...input, ...(input.documents ? { documents: [...new Set(input.documents)] } : {}) };
      return c.json(view(await saveSignatureSettings(tx, companyId, actor.userId, patch)), 200);
    },
  );

  tenantRoute(
    app,
    {
      method: 'put',
      path: '/api/signature-settings/{image}',
      access: access.companyAdmin,
      summary: 'Upload the signatory’s signature (drawn or scanned) or the company stamp: PNG or JPEG, up to 2 MB',
      request: { params: imageParam, body: { content: { 'multipart/form-data': { schema: z.object({ file: fileSchema }) } }, required: true } },
      responses: { 200: jsonResponse(settingsOut, 'Settings') },
    },
    async (c, { tx, companyId, actor }) => {
      await assertFeature(tx, companyId);
      const row = await setSignatureImage(tx, c.get('deps').files, { companyId, userId: actor.userId }, c.req.valid('param').image, c.req.valid('form').file);
      return c.json(view(row), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'delete', path: '/api/signature-settings/{image}', access: access.companyAdmin, summary: 'Remove the signature or the stamp', request: { params: imageParam }, responses: { 200: jsonResponse(settingsOut, 'Settings') } },
    async (c, { tx, companyId, actor }) => {
      await assertFeature(tx, companyId);
      return c.json(view(await clearSignatureImage(tx, c.get('deps').files, { companyId, userId: actor.userId }, c.req.valid('param').image)), 200);
    },
  );

  tenantRoute(
    app,
    { method: 'get', path: '/api/signature-settings/{image}', access: access.companyAdmin, summary: 'The signature or stamp image', request: { params: imageParam }, responses: { 200: fileResponse('The image', ...IMAGE_TYPES) } },
    async (c, { tx }) => {
      const { bytes, contentType } = await signatureImageOf(tx, c.get('deps').files, c.req.valid('param').image);
      return imageResponse(bytes, contentType);
    },
  );
}

/** GET <path> (a record's route with {id}): the signature a customer drew on it, to whoever reads the record. */
export function signatureImageRoute(app: OpenAPIHono<AppEnv>, spec: { path: string; permission: PermissionId; subjectType: 'contract' | 'quotation'; moment: SigningMoment; noun: string }) {
  tenantRoute(
    app,
    { method: 'get', path: spec.path, access: access.permission(spec.permission), summary: `The signature the customer drew on a ${spec.noun}`, request: { params: idParam }, responses: { 200: fileResponse('PNG', 'image/png') } },
    async (c, { tx }) => {
      const { bytes, contentType } = await capturedSignatureImage(tx, c.get('deps').files, spec.subjectType, c.req.valid('param').id, spec.moment);
      return imageResponse(bytes, contentType);
    },
  );
}
