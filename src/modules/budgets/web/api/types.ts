/** Shapes of /api/budgets and the cost-centre routes: answers generated from the API's schemas, inputs by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export { BUDGET_STATUSES } from '../../../../core/budgets';
export type { BudgetStatus } from '../../../../core/budgets';

export type BudgetList = ApiResponse<'GET /api/budgets'>;
export type BudgetRow = BudgetList['items'][number];
export type BudgetDetail = ApiResponse<'GET /api/budgets/{id}'>;
export type BudgetLine = BudgetDetail['lines'][number];
export type BudgetFigures = BudgetDetail['expense'];
export type BudgetOptions = ApiResponse<'GET /api/budgets/options'>;
export type CostCenterTree = ApiResponse<'GET /api/finance/cost-centers/tree'>;
export type CostCenterNode = CostCenterTree['items'][number];

export type BudgetLineInput = { accountId: string; costCenterId?: string | null; annual?: string; months?: string[] };
export type BudgetInput = { fiscalYearId: string; nameAr: string; nameEn: string; notes?: string | null; lines: BudgetLineInput[] };
export type CostCenterInput = { code: string; nameAr: string; nameEn?: string | null; parentId?: string | null; isActive?: boolean };
