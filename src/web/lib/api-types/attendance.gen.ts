// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type AttendanceSchemas = {
  AttendanceRecord: {
    id: string;
    attendanceDate: string;
    checkInTime: string | null;
    checkOutTime: string | null;
    status: string;
    lateMinutes: number;
    totalHours: string | null;
  };
};

export type AttendanceResponses = {
  "GET /api/attendance/today": {
    employeeId: string | null;
    date: string;
    state: "not_recorded" | "checked_in" | "checked_out" | "no_permission";
    record: Schemas["AttendanceRecord"] & Record<string, never> | null;
    officeConfigured: boolean;
  };
  "POST /api/attendance/clock-in": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
  "POST /api/attendance/clock-out": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
  "POST /api/attendance/verify-location": {
    success: boolean;
    message: string;
    error?: string;
    errorCode?: string;
    needsConfiguration?: boolean;
    distance?: number;
    allowedRadius?: number;
    record?: Schemas["AttendanceRecord"];
  };
};
