import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyQueryKey } from './get-company';
import type { Company } from './types';

/** POST /api/company/logo (company admin; multipart `file`: PNG, JPEG or WebP up to 2 MB). */
export function uploadLogo(file: File): Promise<{ logoUrl: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ logoUrl: string }>('/api/company/logo', { method: 'POST', body: form });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ logoUrl }) => queryClient.setQueryData<Company>(companyQueryKey, (company) => (company ? { ...company, logoUrl } : company)),
  });
}
