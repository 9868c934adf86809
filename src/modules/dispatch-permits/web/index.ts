// What other modules' pages may use from dispatch permits.
import './i18n';
export { PermitStatusBadge } from './components/permit-badges';
