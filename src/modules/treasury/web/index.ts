// What other modules' pages may use from treasury.
import './i18n';
export { TreasuryPage } from './pages/treasury-page';
