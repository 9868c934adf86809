// What other modules may read of rental contracts: per-vehicle aggregates for the fleet reports.
export { rentedDaysByVehicle, vehiclesOfContracts } from './report-reads';
