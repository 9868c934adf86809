// What other modules' pages may use from budgets.
import './i18n';
export { BudgetStatusBadge } from './components/budget-bits';
