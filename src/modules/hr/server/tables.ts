// HR module tables. Row-level security and the audit trigger come from the tenancy step
// (every table here has company_id).
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, employees } from '../../../server/db/schema';

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    // The calendar day in the company's time zone.
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    checkInTime: timestamp('check_in_time', { withTimezone: true }),
    checkOutTime: timestamp('check_out_time', { withTimezone: true }),
    checkInLatitude: numeric('check_in_latitude', { precision: 10, scale: 7 }),
    checkInLongitude: numeric('check_in_longitude', { precision: 10, scale: 7 }),
    checkInDistance: integer('check_in_distance'),
    checkOutLatitude: numeric('check_out_latitude', { precision: 10, scale: 7 }),
    checkOutLongitude: numeric('check_out_longitude', { precision: 10, scale: 7 }),
    checkOutDistance: integer('check_out_distance'),
    locationVerified: boolean('location_verified').notNull().default(false),
    status: text('status').notNull().default('present'),
    lateMinutes: integer('late_minutes').notNull().default(0),
    totalHours: numeric('total_hours', { precision: 6, scale: 2 }),
    autoCheckout: boolean('auto_checkout').notNull().default(false),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record per employee per day: the database refuses a second check-in.
    uniqueIndex('attendance_employee_day_uq').on(t.companyId, t.employeeId, t.attendanceDate),
    index('attendance_company_day_idx').on(t.companyId, t.attendanceDate),
  ],
);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    // Working days a year; null = no yearly limit (e.g. unpaid leave).
    yearlyAllowance: numeric('yearly_allowance', { precision: 5, scale: 1 }),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leave_types_company_code_uq').on(t.companyId, t.code)],
);

// The overlap rule (no two pending/approved requests of one employee over the same days) is an
// exclusion constraint added by a custom migration: drizzle-kit cannot express it.
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestNumber: text('request_number').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .references(() => leaveTypes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 5, scale: 1 }).notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    requestedBy: uuid('requested_by'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_requests_company_number_uq').on(t.companyId, t.requestNumber),
    index('leave_requests_employee_idx').on(t.employeeId, t.startDate),
  ],
);
