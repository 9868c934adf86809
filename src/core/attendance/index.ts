export { distanceMetres, GEOLOCATION_OPTIONS, isValidCoordinate, localDate, type LatLng } from './geo';
export {
  clockFailureMessage,
  formatDistance,
  geolocationMessage,
  type ClockResponse,
  type GeolocationFailure,
} from './clock-message';
export { isoWeekday, workingDaysBetween } from './working-days';
