// What other modules may use of the fleet (new reads go here rather than into their imports of
// fleet's tables): the vehicle papers the alerts center's document-expiry job watches.
export { vehicleDocumentExpiries, type VehicleDocumentExpiry } from './expiry-reads';
// The vehicle a fixed asset is (issue 18: the asset register links a car to its asset).
export { vehicleRefs, type VehicleRef } from './vehicle-refs';
