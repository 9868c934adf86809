// What other modules may read of rental contracts through this file (more of the module's
// service is still imported from service.ts directly by older callers): the contracts ending soon
// (smart alerts) and per-vehicle aggregates for the fleet reports.
export { contractsEndingBy } from './ending';
export { rentedDaysByVehicle, vehiclesOfContracts } from './report-reads';
// The deposits register reads every deposit taken at hand-over.
export { contractDepositRows, type DepositRowsQuery } from './deposit-reads';
