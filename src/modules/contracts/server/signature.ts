// The customer's signature at handover (issue 20, electronic signature): required when the
// company asks customers to sign on screen, kept with the contract and printed on it.
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import { badRequest } from '../../../server/http/errors';
import { decodeDrawnSignature } from '../../../core/signatures';
import type { FileStore } from '../../../server/files/file-store';
import { captureSignature, capturedSignatureOf, customerSignatureRequired, type signatureInput } from '../../admin/server/signatures';

type Signature = z.infer<typeof signatureInput>;

/** Refuses a handover without the signature the company asks for, or with one that is not a drawing; before anything is written. */
export async function assertHandoverSignature(tx: Tx, signature: Signature | undefined): Promise<void> {
  if (signature) {
    const decoded = decodeDrawnSignature(signature.image);
    if ('error' in decoded) throw badRequest('validation_failed', { signature: decoded.error });
  } else if (await customerSignatureRequired(tx, 'handover')) throw badRequest('validation_failed', { signature: 'signature_required' });
}

export async function keepHandoverSignature(tx: Tx, store: FileStore, contractId: string, signature: Signature | undefined, who: { companyId: string; userId: string }): Promise<void> {
  if (!signature) return;
  await captureSignature(tx, store, { companyId: who.companyId, subjectType: 'contract', subjectId: contractId, moment: 'handover', signerName: signature.signerName, image: signature.image, capturedBy: who.userId, ip: null });
}

/** What the contract page shows: whether handover needs a signature, and the one given. */
export async function contractSignature(tx: Tx, contractId: string) {
  const [required, row] = await Promise.all([customerSignatureRequired(tx, 'handover'), capturedSignatureOf(tx, 'contract', contractId, 'handover')]);
  return {
    handoverSignatureRequired: required,
    customerSignature: row ? { signerName: row.signerName, signedAt: row.signedAt.toISOString(), imageUrl: `/api/contracts/${contractId}/signature` } : null,
  };
}
