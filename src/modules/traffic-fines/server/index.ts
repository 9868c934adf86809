// What other modules may read of traffic fines: totals per vehicle and per customer for the fleet reports.
export { fineTotalsByCustomer, fineTotalsByVehicle, type FineTotals } from './report-reads';
