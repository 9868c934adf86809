export { dateTimeFormat, dayInZone } from './formats';
export { isTimeZone, localToIso, zonedInstant, zoneOffset } from './zone';
export { DATE_RANGE, inDateRange, isCalendarDate } from './calendar';
