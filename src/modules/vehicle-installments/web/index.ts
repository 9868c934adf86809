// What other modules' pages may use from vehicle financing.
import './i18n';
export { FinancingStatusBadge } from './components/financing-badges';
