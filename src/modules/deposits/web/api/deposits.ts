// GET /api/finance/deposits (the register) and its Excel download. Shapes generated from the API.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../../web/lib/api';
import type { Schemas } from '../../../../web/lib/api-types';
import { downloadFile } from '../../../../web/lib/open-file';

export type DepositsRegister = Schemas['DepositsRegister'];
export type DepositRow = DepositsRegister['items'][number];
export type DepositStatus = DepositRow['status'];
export type DepositAge = DepositRow['age'];
export type RegisterParams = { status?: DepositStatus; age?: DepositAge; source?: 'contract' | 'lease'; search?: string };

export function useDepositsRegister(params: RegisterParams & { page: number; pageSize: number }) {
  return useQuery({ queryKey: ['deposits', params], queryFn: ({ signal }) => api<DepositsRegister>(`/api/finance/deposits${queryString(params)}`, { signal }), placeholderData: keepPreviousData });
}

export function useDownloadRegister() {
  return useMutation({ mutationFn: ({ params, format, name }: { params: RegisterParams; format: 'xlsx' | 'pdf'; name: string }) => downloadFile(`/api/finance/deposits${queryString({ ...params, format })}`, `${name}.${format}`) });
}
