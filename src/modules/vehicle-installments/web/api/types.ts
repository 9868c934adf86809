/** Shapes of /api/vehicle-financing: answers generated from the API's schemas, inputs and filters by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { FINANCING_PAYMENT_METHODS, FINANCING_STATUSES } from '../../../../core/fleet';
export type { FinancingPaymentMethod, FinancingStatus } from '../../../../core/fleet';

export type AgreementList = ApiResponse<'GET /api/vehicle-financing'>;
export type AgreementRow = AgreementList['items'][number];
export type AgreementDetail = ApiResponse<'GET /api/vehicle-financing/{id}'>;
export type Instalment = AgreementDetail['instalments'][number];
export type FinancingPayment = AgreementDetail['payments'][number];
export type SchedulePreview = ApiResponse<'POST /api/vehicle-financing/preview'>;
export type Agreement = ApiResponse<'POST /api/vehicle-financing'>;

export type AgreementSort = 'created' | 'start' | 'number' | 'total';
export type AgreementListParams = { search?: string; status?: string; overdue?: '1'; sort?: AgreementSort; dir?: 'asc' | 'desc'; page?: number; pageSize?: number };

export type PreviewInput = { total: string; downPayment?: string; instalmentCount: number; annualRate: string; startDate: string };
export type AgreementInput = PreviewInput & {
  vendorName: string;
  vendorContact?: string | null;
  vehicleIds: string[];
  downPaymentMethod?: string;
  notes?: string | null;
  activate?: boolean;
};
export type PaymentInput = { amount: string; method: string; paidOn?: string; reference?: string | null };
