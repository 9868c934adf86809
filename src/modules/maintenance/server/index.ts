// What other modules may use of fleet maintenance: the vehicle alerts the daily job writes (the
// alerts center reads, counts and acknowledges them), the urgent work orders (smart alerts) and
// cost aggregates for the fleet reports.
export { acknowledgeAllVehicleAlerts, acknowledgeVehicleAlert, countOpenVehicleAlerts, openVehicleAlerts, runVehicleAlerts, urgentWorkOrders } from './alerts';
export { maintenanceCostByMonth, maintenanceCostByVehicle } from './report-reads';
