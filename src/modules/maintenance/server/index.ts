// What other modules may read of maintenance: cost aggregates for the fleet reports.
export { maintenanceCostByMonth, maintenanceCostByVehicle } from './report-reads';
