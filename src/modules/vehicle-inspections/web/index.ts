// What other modules' pages may use from condition checks.
import './i18n';
