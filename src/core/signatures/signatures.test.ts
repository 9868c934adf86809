import { describe, expect, it } from 'vitest';
import { decodeDrawnSignature, MAX_DRAWN_SIGNATURE_BYTES } from './index';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dataUrl = (bytes: number[]) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('decodeDrawnSignature', () => {
  it('returns the bytes of a PNG data URL', () => {
    const result = decodeDrawnSignature(dataUrl([...PNG_HEAD, 1, 2, 3]));
    expect(result).toEqual({ bytes: new Uint8Array([...PNG_HEAD, 1, 2, 3]) });
  });

  it('refuses another type, a PNG header that lies, and broken base64', () => {
    expect(decodeDrawnSignature(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0]).toString('base64')}`)).toEqual({ error: 'invalid_signature' });
    expect(decodeDrawnSignature(dataUrl([0x3c, 0x73, 0x76, 0x67, 0x3e, 0, 0, 0, 0]))).toEqual({ error: 'invalid_signature' });
    expect(decodeDrawnSignature('data:image/png;base64,<script>')).toEqual({ error: 'invalid_signature' });
    expect(decodeDrawnSignature('')).toEqual({ error: 'invalid_signature' });
  });

  it('refuses a drawing larger than a signature pad makes, before decoding it', () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((MAX_DRAWN_SIGNATURE_BYTES * 4) / 3) + 8)}`;
    expect(decodeDrawnSignature(big)).toEqual({ error: 'signature_too_large' });
  });
});
