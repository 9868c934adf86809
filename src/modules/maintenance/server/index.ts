// What other modules may use of fleet maintenance: the vehicle alerts the daily job writes (the
// alerts center reads, counts and acknowledges them) and the urgent work orders (smart alerts).
export { acknowledgeAllVehicleAlerts, acknowledgeVehicleAlert, countOpenVehicleAlerts, openVehicleAlerts, runVehicleAlerts, urgentWorkOrders } from './alerts';
