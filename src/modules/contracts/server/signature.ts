// The customer's signature at handover (issue 20, electronic signature): required when the
// company asks customers to sign on screen, kept with the contract and printed on it.
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../../server/db/client';
import type { FileStore } from '../../../server/files/file-store';
import { captureSignature, capturedSignatureOf, customerSignatureRequired, signatureView, type signatureInput } from '../../admin/server/signatures';
import { inTurn } from '../../../server/db/in-turn';

type Signature = z.infer<typeof signatureInput>;

export async function keepHandoverSignature(tx: Tx, store: FileStore, contractId: string, signature: Signature | undefined, who: { companyId: string; userId: string }): Promise<void> {
  if (!signature) return;
  await captureSignature(tx, store, { companyId: who.companyId, subjectType: 'contract', subjectId: contractId, moment: 'handover', signerName: signature.signerName, image: signature.image, capturedBy: who.userId, ip: null });
}

/** What the contract page shows: whether handover needs a signature, and the one given. */
export async function contractSignature(tx: Tx, contractId: string) {
  const [required, row] = await inTurn([() => customerSignatureRequired(tx, 'handover'), () => capturedSignatureOf(tx, 'contract', contractId, 'handover')]);
  return {
    handoverSignatureRequired: required,
    customerSignature: signatureView(row, `/api/contracts/${contractId}/signature`),
  };
}
