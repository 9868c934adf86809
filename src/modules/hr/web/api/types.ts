/** Shapes of the /api/hr and /api/attendance calls: generated ones from the API's schemas (web/lib/api-types), the rest by hand. */
import type { ApiResponse } from '../../../../web/lib/api-types';
export type AccountStatus = 'active' | 'inactive' | 'suspended';

/** One employee as HR managers (the pages' users) and the person themself receive it (DECISIONS 18). */
export type Employee = Extract<ApiResponse<'GET /api/hr/employees/{id}'>, { view: 'full' }>;

export type EmployeeStatusFilter = 'active' | 'inactive' | 'all';
export type EmployeeListParams = { search: string; status: EmployeeStatusFilter; department: string; page: number; pageSize: number };
/** The list as the HR pages show it: they open only to those who manage staff (decision 023), so
 * every row arrives in full; a directory row (DECISIONS 18) is kept out by `fetchEmployees`. */
export type EmployeeList = Omit<ApiResponse<'GET /api/hr/employees'>, 'items'> & { items: Employee[] };

export type EmployeeInput = {
  firstName: string;
  lastName: string;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
  nationalId?: string | null;
  phone?: string | null;
  email?: string | null;
  position?: string | null;
  positionAr?: string | null;
  department?: string | null;
  departmentAr?: string | null;
  hireDate: string;
  terminationDate?: string | null;
  basicSalary: string;
  allowances?: string;
  bankName?: string | null;
  iban?: string | null;
  isActive?: boolean;
  accountStatus?: AccountStatus;
  notes?: string | null;
};

export type Account = {
  employeeId: string;
  employeeNumber: string;
  name: string;
  nameAr: string | null;
  email: string | null;
  userId: string | null;
  roles: string[];
  extraGrants: string[];
  hasSystemAccess: boolean;
  accountStatus: AccountStatus | string;
};

export type Assignable = { roles: string[]; permissions: string[] };

export type AttendanceRecord = {
  id?: string;
  attendanceDate: string;
  checkInTime: string | null;
  checkOutTime: string | null;
  status: string;
  lateMinutes: number;
  totalHours: string | null;
};

export type TodayState = 'not_recorded' | 'checked_in' | 'checked_out' | 'no_permission';
export type AttendanceToday = { employeeId: string | null; date: string; state: TodayState; record: AttendanceRecord | null; officeConfigured: boolean };

export type BoardState = 'in' | 'late' | 'out' | 'absent' | 'on_leave' | 'day_off';
export type BoardRow = {
  employeeId: string;
  employeeNumber: string;
  name: string;
  nameAr: string | null;
  department: string | null;
  state: BoardState;
  checkInTime: string | null;
  checkOutTime: string | null;
  lateMinutes: number;
};
export type AttendanceBoard = { date: string; items: BoardRow[] };

export type MonthRow = {
  employeeId?: string;
  employeeNumber: string;
  name: string;
  nameAr: string | null;
  department: string | null;
  workingDays: number;
  present: number;
  absent: number;
  late: number;
  leave: number;
  hours: string;
};
export type MonthlyAttendance = { month: string; items: MonthRow[] };

export type LocationSettings = {
  officeLatitude: number | null;
  officeLongitude: number | null;
  allowedRadius: number | null;
  workStartTime: string | null;
  workEndTime: string | null;
  lateGraceMinutes: number;
  autoCheckoutEnabled: boolean;
};

export type LeaveType = { id: string; code: string; name: string; nameAr: string; isPaid: boolean; yearlyAllowance: string | null };
export type LeaveBalance = {
  leaveTypeId: string;
  code: string;
  name: string;
  nameAr: string;
  isPaid: boolean;
  entitled: string | null;
  used: string;
  pending: string;
  remaining: string | null;
};
export type LeaveStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';
export type LeaveRequest = {
  id: string;
  requestNumber: string;
  employeeId: string;
  employeeName: string;
  employeeNameAr: string | null;
  leaveTypeId: string;
  leaveType: string;
  leaveTypeAr: string;
  startDate: string;
  endDate: string;
  days: string;
  reason: string | null;
  status: LeaveStatus | string;
  reviewNotes: string | null;
  createdAt: string;
};
export type LeaveDecision = 'approve' | 'reject' | 'cancel';

export type HrSummary = {
  month: string;
  headcount: Array<{ department: string | null; departmentAr: string | null; count: number }>;
  attendance: { present: number; absent: number; late: number; leave: number; hours: string };
  leave: Array<{ code: string; name: string; nameAr: string; approvedDays: string; pendingDays: string }>;
};
