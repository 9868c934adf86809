/** The panel filters live with the alerts rules in src/core/alerts (shared with the server). */
export { ALERT_FILTERS, filterAlerts, type AlertFilter, type AlertSeverity, type AlertType, type UnifiedAlert } from '../../../../core/alerts';
