// What other modules may use of vehicle financing: the agreements that finance a vehicle.
export { financingOfVehicle } from './reads';
export { financingInterestByVehicle } from './report-reads';
