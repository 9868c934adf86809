export { distanceMetres, isValidCoordinate, localDate, type LatLng } from './geo';
export {
  clockFailureMessage,
  formatDistance,
  geolocationMessage,
  GEOLOCATION_OPTIONS,
  type ClockResponse,
  type GeolocationFailure,
} from './clock-message';
export { isoWeekday, workingDaysBetween } from './working-days';
