// What other modules may use of the fleet (new reads go here rather than into their imports of
// fleet's tables): the vehicle papers the alerts center's document-expiry job watches.
export { vehicleDocumentExpiries, type VehicleDocumentExpiry } from './expiry-reads';
