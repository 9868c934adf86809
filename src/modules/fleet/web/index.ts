// What other modules' pages may use from the fleet.
import './i18n';
export { useVehicleOptions } from './api/vehicle-options';
export type { Vehicle } from './api/types';
export { VehicleStatusBadge } from './components/vehicle-status-badge';
export { fetchVehicle } from './api/get-vehicle';
