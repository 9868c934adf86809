// What other modules' pages may use from vehicle maintenance.
import './i18n';
export { useWorkOrdersT } from './i18n';
