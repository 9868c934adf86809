// Attendance views for managers: the day's board and the monthly summary per employee
// (present, absent, late days, worked hours), also as an Excel workbook.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../../../server/db/client';
import { companies, employees } from '../../../server/db/schema';
import { isoWeekday, localDate } from '../../../core/attendance';
import { attendanceRecords, leaveRequests } from './tables';
import type { BoardRow, MonthRow } from './attendance-schemas';


const nameOf = (e: typeof employees.$inferSelect) => ({
  name: `${e.firstName} ${e.lastName}`,
  nameAr: e.firstNameAr ? `${e.firstNameAr} ${e.lastNameAr ?? ''}`.trim() : null,
});

async function context(tx: Tx) {
  const [c] = await tx.select({ timezone: companies.timezone, workWeek: companies.workWeek }).from(companies);
  return { timezone: c?.timezone ?? 'Asia/Qatar', workWeek: c?.workWeek ?? [7, 1, 2, 3, 4] };
}

async function approvedLeave(tx: Tx, from: string, to: string) {
  return tx
    .select({ employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.status, 'approved'), lte(leaveRequests.startDate, to), gte(leaveRequests.endDate, from)));
}

export async function dayBoard(tx: Tx, date?: string): Promise<{ date: string; items: BoardRow[] }> {
  const ctx = await context(tx);
  const day = date ?? localDate(new Date(), ctx.timezone);
  const staff = await tx.select().from(employees).where(eq(employees.isActive, true)).orderBy(employees.employeeNumber);
  const records = await tx.select().from(attendanceRecords).where(eq(attendanceRecords.attendanceDate, day));
  const leave = await approvedLeave(tx, day, day);
  const working = ctx.workWeek.includes(isoWeekday(day));
  const items = staff.map((e): BoardRow => {
    const r = records.find((x) => x.employeeId === e.id);
    const onLeave = leave.some((l) => l.employeeId === e.id);
    const state: BoardRow['state'] = r?.checkOutTime ? 'out' : r?.checkInTime ? (r.lateMinutes > 0 ? 'late' : 'in') : onLeave ? 'on_leave' : working ? 'absent' : 'day_off';
    return { employeeId: e.id, employeeNumber: e.employeeNumber, ...nameOf(e), department: e.department, state, checkInTime: r?.checkInTime?.toISOString() ?? null, checkOutTime: r?.checkOutTime?.toISOString() ?? null, lateMinutes: r?.lateMinutes ?? 0 };
  });
  return { date: day, items };
}

/** month = YYYY-MM; days after today are not counted as absences. */
export async function monthSummary(tx: Tx, month: string): Promise<{ month: string; items: MonthRow[] }> {
  const ctx = await context(tx);
  const today = localDate(new Date(), ctx.timezone);
  const first = `${month}-01`;
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const until = last < today ? last : today;
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${until}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  const workingDays = days.filter((d) => ctx.workWeek.includes(isoWeekday(d)));
  const staff = await tx.select().from(employees).where(eq(employees.isActive, true)).orderBy(employees.employeeNumber);
  const ids = staff.map((s) => s.id);
  const records = ids.length ? await tx.select().from(attendanceRecords).where(and(inArray(attendanceRecords.employeeId, ids), gte(attendanceRecords.attendanceDate, first), lte(attendanceRecords.attendanceDate, last))) : [];
  const leave = await approvedLeave(tx, first, last);
  const items = staff.map((e): MonthRow => {
    const mine = records.filter((r) => r.employeeId === e.id && r.checkInTime);
    // Each working day counts once: present if checked in, else on leave, else absent. A check-in
    // on a day off (overtime) adds its hours, not a present day.
    const checkedIn = new Set(mine.map((r) => r.attendanceDate));
    const presentDays = new Set(workingDays.filter((d) => checkedIn.has(d)));
    const leaveDays = workingDays.filter((d) => !presentDays.has(d) && leave.some((l) => l.employeeId === e.id && l.startDate <= d && l.endDate >= d));
    const hired = (d: string) => !e.hireDate || e.hireDate <= d;
    const absent = workingDays.filter((d) => hired(d) && !presentDays.has(d) && !leaveDays.includes(d)).length;
    const hours = mine.reduce((sum, r) => sum + Number(r.totalHours ?? 0), 0);
    return { employeeId: e.id, employeeNumber: e.employeeNumber, ...nameOf(e), department: e.department, workingDays: workingDays.length, present: presentDays.size, absent, late: mine.filter((r) => r.lateMinutes > 0).length, leave: leaveDays.length, hours: hours.toFixed(2) };
  });
  return { month, items };
}

export async function monthWorkbook(summary: { month: string; items: MonthRow[] }, lang: 'ar' | 'en'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ar = lang === 'ar';
  const ws = wb.addWorksheet(ar ? `الحضور ${summary.month}` : `Attendance ${summary.month}`, { views: [{ rightToLeft: ar, state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: ar ? 'الرقم' : 'No.', key: 'employeeNumber', width: 12 },
    { header: ar ? 'الموظف' : 'Employee', key: 'name', width: 28 },
    { header: ar ? 'القسم' : 'Department', key: 'department', width: 18 },
    { header: ar ? 'أيام العمل' : 'Working days', key: 'workingDays', width: 12 },
    { header: ar ? 'حضور' : 'Present', key: 'present', width: 10 },
    { header: ar ? 'غياب' : 'Absent', key: 'absent', width: 10 },
    { header: ar ? 'تأخير' : 'Late', key: 'late', width: 10 },
    { header: ar ? 'إجازة' : 'Leave', key: 'leave', width: 10 },
    { header: ar ? 'ساعات العمل' : 'Hours worked', key: 'hours', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of summary.items) ws.addRow({ ...r, name: ar ? r.nameAr ?? r.name : r.name, hours: Number(r.hours) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
