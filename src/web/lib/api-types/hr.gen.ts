// Generated from /api/openapi.json by src/server/http/openapi-types.ts: do not edit.
// Regenerate with `UPDATE_API_TYPES=1 npx vitest run --project api src/server/http/openapi-types.test.ts`.
import type { Schemas } from './index';

export type HrResponses = {
  "GET /api/hr/accounts": {
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      name: string;
      nameAr: string | null;
      email: string | null;
      userId: string | null;
      roles: Array<string>;
      extraGrants: Array<string>;
      hasSystemAccess: boolean;
      accountStatus: string;
    }>;
  };
  "GET /api/hr/assignable": {
    roles: Array<string>;
    permissions: Array<string>;
  };
  "GET /api/hr/attendance/board": {
    date: string;
    items: Array<{
      employeeId: string;
      employeeNumber: string;
      name: string;
      nameAr: string | null;
      department: string | null;
      state: "in" | "late" | "out" | "absent" | "on_leave" | "day_off";
      checkInTime: string | null;
      checkOutTime: string | null;
      lateMinutes: number;
    }>;
  };
  "GET /api/hr/attendance/monthly": {
    month: string;
    items: Array<{
      employeeId: string;
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
    }>;
  };
  "GET /api/hr/attendance/records": {
    items: Array<Schemas["AttendanceRecord"]>;
  };
  "GET /api/hr/employees": {
    items: Array<{
      view: "full";
      id: string;
      employeeNumber: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      nationalId: string | null;
      phone: string | null;
      email: string | null;
      position: string | null;
      positionAr: string | null;
      department: string | null;
      departmentAr: string | null;
      hireDate: string | null;
      terminationDate: string | null;
      basicSalary: string;
      allowances: string;
      bankName: string | null;
      iban: string | null;
      isActive: boolean;
      accountStatus: string;
      hasSystemAccess: boolean;
      userId: string | null;
      notes: string | null;
    } | {
      id: string;
      employeeNumber: string;
      firstName: string;
      lastName: string;
      firstNameAr: string | null;
      lastNameAr: string | null;
      position: string | null;
      positionAr: string | null;
      department: string | null;
      departmentAr: string | null;
      email: string | null;
      isActive: boolean;
      view: "directory";
    }>;
    total: number;
    page: number;
    pageSize: number;
  };
  "GET /api/hr/employees/{id}": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  } | {
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    email: string | null;
    isActive: boolean;
    view: "directory";
  };
  "GET /api/hr/leave/balances": {
    employeeId: string;
    year: number;
    items: Array<{
      leaveTypeId: string;
      code: string;
      name: string;
      nameAr: string;
      isPaid: boolean;
      entitled: string | null;
      used: string;
      pending: string;
      remaining: string | null;
    }>;
  };
  "GET /api/hr/leave/requests": {
    items: Array<{
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
      status: string;
      reviewNotes: string | null;
      createdAt: string;
    }>;
  };
  "GET /api/hr/leave/types": {
    items: Array<{
      id: string;
      code: string;
      name: string;
      nameAr: string;
      isPaid: boolean;
      yearlyAllowance: string | null;
    }>;
  };
  "GET /api/hr/location-settings": {
    officeLatitude: number | null;
    officeLongitude: number | null;
    allowedRadius: number | null;
    workStartTime: string | null;
    workEndTime: string | null;
    lateGraceMinutes: number;
    autoCheckoutEnabled: boolean;
  };
  "GET /api/hr/reports/summary": {
    month: string;
    headcount: Array<{
      department: string | null;
      departmentAr: string | null;
      count: number;
    }>;
    attendance: {
      present: number;
      absent: number;
      late: number;
      leave: number;
      hours: string;
    };
    leave: Array<{
      code: string;
      name: string;
      nameAr: string;
      approvedDays: string;
      pendingDays: string;
    }>;
  };
  "PATCH /api/hr/employees/{id}": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  };
  "POST /api/hr/employees": {
    view: "full";
    id: string;
    employeeNumber: string;
    firstName: string;
    lastName: string;
    firstNameAr: string | null;
    lastNameAr: string | null;
    nationalId: string | null;
    phone: string | null;
    email: string | null;
    position: string | null;
    positionAr: string | null;
    department: string | null;
    departmentAr: string | null;
    hireDate: string | null;
    terminationDate: string | null;
    basicSalary: string;
    allowances: string;
    bankName: string | null;
    iban: string | null;
    isActive: boolean;
    accountStatus: string;
    hasSystemAccess: boolean;
    userId: string | null;
    notes: string | null;
  };
  "POST /api/hr/employees/{id}/account": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
    inviteLink: string | null;
  };
  "POST /api/hr/leave/requests": {
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
    status: string;
    reviewNotes: string | null;
    createdAt: string;
  };
  "POST /api/hr/leave/requests/{id}/decision": {
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
    status: string;
    reviewNotes: string | null;
    createdAt: string;
  };
  "PUT /api/hr/employees/{id}/access": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/employees/{id}/permissions": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/employees/{id}/roles": {
    employeeId: string;
    employeeNumber: string;
    name: string;
    nameAr: string | null;
    email: string | null;
    userId: string | null;
    roles: Array<string>;
    extraGrants: Array<string>;
    hasSystemAccess: boolean;
    accountStatus: string;
  };
  "PUT /api/hr/location-settings": {
    officeLatitude: number | null;
    officeLongitude: number | null;
    allowedRadius: number | null;
    workStartTime: string | null;
    workEndTime: string | null;
    lateGraceMinutes: number;
    autoCheckoutEnabled: boolean;
  };
};
