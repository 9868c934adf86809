// What the platform shell and other modules' pages may use from HR.
export { AttendanceClock } from './components/clock/attendance-clock';
