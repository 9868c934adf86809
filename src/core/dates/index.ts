export { localToIso, zonedInstant, zoneOffset } from './zone';
