// The electronic signature's calls: the company admin's settings, the signature and stamp images
// (uploaded, or drawn on the pad and uploaded as a PNG), and removing them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';
import type { ApiResponse } from '../../../../web/lib/api-types';

export type SignatureSettings = ApiResponse<'GET /api/signature-settings'>;
export type SignedDocument = SignatureSettings['documents'][number];
export type SignatureImage = 'signature' | 'stamp';
export type SettingsInput = Partial<Pick<SignatureSettings, 'signatoryName' | 'signatoryTitle' | 'documents' | 'customerSignsHandover' | 'customerSignsQuotation'>>;

const key = ['signature-settings'] as const;

export function useSignatureSettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api<SignatureSettings>('/api/signature-settings', { signal }) });
}

function useSettingsMutation<T>(fn: (input: T) => Promise<SignatureSettings>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (settings) => client.setQueryData(key, settings) });
}

export function useSaveSignatureSettings() {
  return useSettingsMutation((input: SettingsInput) => api<SignatureSettings>('/api/signature-settings', { method: 'PUT', body: input }));
}

/** A drawn signature's data URL becomes a PNG file, so drawing and uploading are one route. */
function asFile(image: File | string): File {
  if (typeof image !== 'string') return image;
  const bytes = Uint8Array.from(atob(image.slice(image.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new File([bytes], 'signature.png', { type: 'image/png' });
}

export function useSetSignatureImage() {
  return useSettingsMutation(({ image, file }: { image: SignatureImage; file: File | string }) => {
    const form = new FormData();
    form.append('file', asFile(file));
    return api<SignatureSettings>(`/api/signature-settings/${image}`, { method: 'PUT', body: form });
  });
}

export function useRemoveSignatureImage() {
  return useSettingsMutation((image: SignatureImage) => api<SignatureSettings>(`/api/signature-settings/${image}`, { method: 'DELETE' }));
}
