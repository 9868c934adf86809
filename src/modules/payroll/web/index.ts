// What other modules' pages may use from payroll.
import './i18n';
