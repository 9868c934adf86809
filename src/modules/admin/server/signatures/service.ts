// Electronic signature (issue 20; decision 064): the company's authorised signatory and stamp,
// placed on the printed documents the company chooses, and the signatures customers draw on
// screen, kept with the record they sign and the time. Images live in the file store (kind
// 'signatures'), written in the transaction of the row that points at them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeDrawnSignature, isPng, type SignedDocument, type SigningMoment } from '../../../../core/signatures';
import type { Tx } from '../../../../server/db/client';
import { badRequest, notFound } from '../../../../server/http/errors';
import type { FileStore } from '../../../../server/files/file-store';
import type { PdfImage, SignPlace } from '../../../../server/pdf/render';
import { capturedSignatures, signatureSettings } from '../tables';
import { mapInTurn } from '../../../../server/db/in-turn';

export type SignatureSettingsRow = typeof signatureSettings.$inferSelect;
export type SignatureImage = 'signature' | 'stamp';
export type SettingsPatch = Partial<Pick<SignatureSettingsRow, 'signatoryName' | 'signatoryTitle' | 'documents' | 'customerSignsHandover' | 'customerSignsQuotation'>>;


const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const fileColumn = { signature: 'signatureFileId', stamp: 'stampFileId' } as const;

export async function signatureSettingsOf(tx: Tx): Promise<SignatureSettingsRow | null> {
  const [row] = await tx.select().from(signatureSettings);
  return row ?? null;
}

async function upsert(tx: Tx, companyId: string, userId: string | null, set: Partial<SignatureSettingsRow>): Promise<SignatureSettingsRow> {
  const [row] = await tx
    .insert(signatureSettings)
    .values({ companyId, updatedBy: userId, ...set })
    .onConflictDoUpdate({ target: signatureSettings.companyId, set: { ...set, updatedBy: userId, updatedAt: new Date() } })
    .returning();
  return row!;
}

export function saveSignatureSettings(tx: Tx, companyId: string, userId: string | null, patch: SettingsPatch): Promise<SignatureSettingsRow> {
  return upsert(tx, companyId, userId, patch);
}

/** Checks an image the company uploads (or draws and uploads): PNG or JPEG by its bytes, 2 MB at most. */
async function checkedImage(file: unknown): Promise<{ bytes: Uint8Array; contentType: string }> {
  if (!(file instanceof File)) throw badRequest('validation_failed', { file: 'required' });
  if (file.size > MAX_IMAGE_BYTES) throw badRequest('validation_failed', { file: 'signature_image_type' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isPng(bytes)) return { bytes, contentType: 'image/png' };
  if (isJpeg(bytes)) return { bytes, contentType: 'image/jpeg' };
  throw badRequest('validation_failed', { file: 'signature_image_type' });
}

/** Replaces the signatory's signature or the stamp; the replaced image is removed with it. */
export async function setSignatureImage(tx: Tx, store: FileStore, who: { companyId: string; userId: string }, which: SignatureImage, file: unknown): Promise<SignatureSettingsRow> {
  const image = await checkedImage(file);
  const old = (await signatureSettingsOf(tx))?.[fileColumn[which]] ?? null;
  const id = randomUUID();
  await store.put(tx, { id, companyId: who.companyId, kind: 'signatures', ...image });
  const row = await upsert(tx, who.companyId, who.userId, { [fileColumn[which]]: id });
  if (old) await store.remove(tx, 'signatures', old);
  return row;
}

export async function clearSignatureImage(tx: Tx, store: FileStore, who: { companyId: string; userId: string }, which: SignatureImage): Promise<SignatureSettingsRow> {
  const old = (await signatureSettingsOf(tx))?.[fileColumn[which]] ?? null;
  const row = await upsert(tx, who.companyId, who.userId, { [fileColumn[which]]: null });
  if (old) await store.remove(tx, 'signatures', old);
  return row;
}

export async function signatureImageOf(tx: Tx, store: FileStore, which: SignatureImage): Promise<{ bytes: Uint8Array; contentType: string }> {
  const id = (await signatureSettingsOf(tx))?.[fileColumn[which]];
  const stored = id ? await store.get(tx, 'signatures', id) : undefined;
  if (!stored) throw notFound();
  return stored;
}

const pdfImage = (stored: { bytes: Uint8Array; contentType: string }): PdfImage => ({ bytes: stored.bytes, type: stored.contentType === 'image/jpeg' ? 'jpg' : 'png' });

/** The company's signature place on a printed document, or null when the company does not put it on this kind. */
export async function companySignPlace(tx: Tx, store: FileStore, doc: SignedDocument): Promise<SignPlace | null> {
  const row = await signatureSettingsOf(tx);
  if (!row || !row.documents.includes(doc)) return null;
  const ids = [row.signatureFileId, row.stampFileId].filter((id): id is string => Boolean(id));
  const images = (await mapInTurn(ids, (id) => store.get(tx, 'signatures', id))).filter((s) => s !== undefined).map(pdfImage);
  return { images, name: row.signatoryName, title: row.signatoryTitle, at: null };
}

export async function customerSignatureRequired(tx: Tx, moment: SigningMoment): Promise<boolean> {
  const row = await signatureSettingsOf(tx);
  return Boolean(row && (moment === 'handover' ? row.customerSignsHandover : row.customerSignsQuotation));
}

/**
 * Refuses, before anything is written, a step the company asks the customer to sign without a
 * signature, or with one that is not a drawing (400, field `signature`).
 */
export async function assertCustomerSignature(tx: Tx, moment: SigningMoment, signature: { image: string } | undefined): Promise<void> {
  if (signature) {
    const decoded = decodeDrawnSignature(signature.image);
    if ('error' in decoded) throw badRequest('validation_failed', { signature: decoded.error });
  } else if (await customerSignatureRequired(tx, moment)) throw badRequest('validation_failed', { signature: 'signature_required' });
}

/** A kept signature as a record shows it: who, when, and the record's route that serves its image. */
export function signatureView(row: { signerName: string; signedAt: Date } | null, imageUrl: string) {
  return row ? { signerName: row.signerName, signedAt: row.signedAt.toISOString(), imageUrl } : null;
}

export type CaptureInput = { companyId: string; subjectType: 'contract' | 'quotation'; subjectId: string; moment: SigningMoment; signerName: string; image: string; capturedBy: string | null; ip: string | null };

/**
 * Keeps a signature the customer drew, in the caller's transaction: the PNG in the file store and
 * its row (who, when, from where). Signing a record again at the same moment replaces it.
 */
export async function captureSignature(tx: Tx, store: FileStore, input: CaptureInput): Promise<typeof capturedSignatures.$inferSelect> {
  const decoded = decodeDrawnSignature(input.image);
  if ('error' in decoded) throw badRequest('validation_failed', { signature: decoded.error });
  const signerName = input.signerName.trim();
  if (!signerName) throw badRequest('validation_failed', { signerName: 'signer_name_required' });
  const fileId = randomUUID();
  await store.put(tx, { id: fileId, companyId: input.companyId, kind: 'signatures', contentType: 'image/png', bytes: decoded.bytes });
  const where = and(eq(capturedSignatures.subjectType, input.subjectType), eq(capturedSignatures.subjectId, input.subjectId), eq(capturedSignatures.moment, input.moment));
  const [old] = await tx.delete(capturedSignatures).where(where).returning({ fileId: capturedSignatures.fileId });
  if (old) await store.remove(tx, 'signatures', old.fileId);
  const [row] = await tx
    .insert(capturedSignatures)
    .values({ companyId: input.companyId, subjectType: input.subjectType, subjectId: input.subjectId, moment: input.moment, signerName, fileId, capturedBy: input.capturedBy, ip: input.ip })
    .returning();
  return row!;
}

export async function capturedSignatureOf(tx: Tx, subjectType: CaptureInput['subjectType'], subjectId: string, moment: SigningMoment) {
  const [row] = await tx
    .select()
    .from(capturedSignatures)
    .where(and(eq(capturedSignatures.subjectType, subjectType), eq(capturedSignatures.subjectId, subjectId), eq(capturedSignatures.moment, moment)));
  return row ?? null;
}

/** The customer's signature place on a printed document, or null when they did not sign on screen. */
export async function customerSignPlace(tx: Tx, store: FileStore, subjectType: CaptureInput['subjectType'], subjectId: string, moment: SigningMoment, when: (d: Date) => string): Promise<SignPlace | null> {
  const row = await capturedSignatureOf(tx, subjectType, subjectId, moment);
  const stored = row ? await store.get(tx, 'signatures', row.fileId) : undefined;
  if (!row || !stored) return null;
  return { images: [pdfImage(stored)], name: row.signerName, title: null, at: when(row.signedAt) };
}

export async function capturedSignatureImage(tx: Tx, store: FileStore, subjectType: CaptureInput['subjectType'], subjectId: string, moment: SigningMoment) {
  const row = await capturedSignatureOf(tx, subjectType, subjectId, moment);
  const stored = row ? await store.get(tx, 'signatures', row.fileId) : undefined;
  if (!stored) throw notFound();
  return stored;
}
