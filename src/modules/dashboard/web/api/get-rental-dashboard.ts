import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../web/lib/api';

export type RentalDashboard = {
  currency: string;
  today: string;
  fleet: { total: number; byStatus: Record<string, number> };
  utilisation: { percent: number; month: string };
  activeContracts: number;
  endingSoon: { count: number; items: Array<{ id: string; contractNumber: string; plannedEndAt: string; customerNameAr: string | null; customerNameEn: string | null; plateNumber: string }> };
  overdue: { count: number; amount: string; items: Array<{ id: string; invoiceNumber: string; dueDate: string; balance: string; customerNameAr: string | null; customerNameEn: string | null; contractId: string | null }> };
  revenue: { thisMonth: string; lastMonth: string };
  collections: { thisMonth: string; lastMonth: string };
  activity: Array<{ kind: 'contract' | 'payment'; id: string; number: string; status: string; at: string; customerNameAr: string | null; customerNameEn: string | null; amount: string | null; href: string }>;
};

/** GET /api/dashboard/rental: the rental company's figures for today. */
export const rentalDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'rental'], queryFn: ({ signal }) => api<RentalDashboard>('/api/dashboard/rental', { signal }) });

export function useRentalDashboard() {
  return useQuery(rentalDashboardQueryOptions());
}
