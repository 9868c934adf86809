import { AttendanceClock } from '../../../../modules/hr/web';

/** The clock-in/out button of spec §2 (header, not on phones); the HR module owns its states and messages. */
export function ClockButton() {
  return <AttendanceClock />;
}
