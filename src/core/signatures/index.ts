// Electronic signatures (issue 20, /settings/electronic-signature): which printed documents carry
// the company's signatory, and the on-screen signature a customer draws. A drawn signature comes
// from the browser's canvas as a PNG data URL; this is what the server accepts of it.

/** The printed documents the company's signature and stamp may be placed on. */
export const SIGNED_DOCUMENTS = ['contract', 'invoice', 'receipt', 'lease'] as const;
export type SignedDocument = (typeof SIGNED_DOCUMENTS)[number];

/** When a customer signs on screen: at a rental's handover, and when approving a quotation. */
export const SIGNING_MOMENTS = ['handover', 'quotation_approval'] as const;
export type SigningMoment = (typeof SIGNING_MOMENTS)[number];

/** A drawn signature is small; anything larger is not a signature pad's PNG. */
export const MAX_DRAWN_SIGNATURE_BYTES = 300 * 1024;

const PREFIX = 'data:image/png;base64,';

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a;
}

/**
 * The PNG bytes of a drawn signature's data URL, or a reason it is refused:
 * 'invalid_signature' (not a PNG data URL) or 'signature_too_large'.
 */
export function decodeDrawnSignature(dataUrl: string): { bytes: Uint8Array } | { error: 'invalid_signature' | 'signature_too_large' } {
  if (!dataUrl.startsWith(PREFIX)) return { error: 'invalid_signature' };
  const body = dataUrl.slice(PREFIX.length);
  // Base64 grows by a third: refuse before decoding anything that cannot fit.
  if (body.length > Math.ceil((MAX_DRAWN_SIGNATURE_BYTES * 4) / 3) + 4) return { error: 'signature_too_large' };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return { error: 'invalid_signature' };
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  if (!isPng(bytes)) return { error: 'invalid_signature' };
  return { bytes };
}
