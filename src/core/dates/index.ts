export { isTimeZone, localToIso, zonedInstant, zoneOffset } from './zone';
export { DATE_RANGE, inDateRange, isCalendarDate } from './calendar';
