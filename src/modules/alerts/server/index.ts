// The alerts module's interface for other modules: tell users something, inside your own
// transaction (a rolled-back change tells nobody), and raise a budget's alerts.
export { notify, type Notification, type Recipients } from './notify';
export { NOTIFICATION_TYPES, type NotificationType } from './tables';
// Finance II's budgets raise their 90 % and 100 % alerts through this, in their own transaction.
export { raiseBudgetAlerts, type BudgetStanding } from './budgets';
