export { localToIso, zonedInstant, zoneOffset } from './zone';
export { DATE_RANGE, inDateRange, isCalendarDate } from './calendar';
