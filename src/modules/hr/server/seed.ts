// Demo HR data for the car-rental company: 25 employees in all, the office in Kuwait City, a
// month of attendance (some late, some absent) and a few leave requests. Deterministic, so
// screenshots and tests see the same data every time.
import type { Tx } from '../../../server/db/client';
import { batches } from '../../../server/db/batches';
import { companies, employees } from '../../../server/db/schema';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { eq } from 'drizzle-orm';
import { isoWeekday, localDate, workingDaysBetween } from '../../../core/attendance';
import { attendanceRecords, leaveRequests, leaveTypes } from './tables';
import { ensureLeaveTypes } from './leave-service';

const STAFF: Array<[string, string, string, string, string, string]> = [
  ['Salem', 'Al-Ajmi', 'سالم', 'العجمي', 'Operations', 'العمليات'],
  ['Hessa', 'Al-Kandari', 'حصة', 'الكندري', 'Customer service', 'خدمة العملاء'],
  ['Bader', 'Al-Azmi', 'بدر', 'العازمي', 'Fleet', 'الأسطول'],
  ['Rawan', 'Al-Otaibi', 'روان', 'العتيبي', 'Finance', 'المالية'],
  ['Mishal', 'Al-Harbi', 'مشعل', 'الحربي', 'Fleet', 'الأسطول'],
  ['Dana', 'Al-Fadhli', 'دانة', 'الفضلي', 'Customer service', 'خدمة العملاء'],
  ['Nasser', 'Al-Dosari', 'ناصر', 'الدوسري', 'Operations', 'العمليات'],
  ['Shaikha', 'Al-Mulla', 'شيخة', 'الملا', 'Human resources', 'الموارد البشرية'],
  ['Abdullah', 'Al-Hajri', 'عبدالله', 'الهاجري', 'Fleet', 'الأسطول'],
  ['Lulwa', 'Al-Sayer', 'لولوة', 'الساير', 'Finance', 'المالية'],
  ['Hamad', 'Al-Rasheed', 'حمد', 'الرشيد', 'Sales', 'المبيعات'],
  ['Fatma', 'Al-Qattan', 'فاطمة', 'القطان', 'Sales', 'المبيعات'],
  ['Turki', 'Al-Shatti', 'تركي', 'الشطي', 'Workshop', 'الورشة'],
  ['Manal', 'Al-Baghli', 'منال', 'البغلي', 'Customer service', 'خدمة العملاء'],
  ['Rashid', 'Al-Khaldi', 'راشد', 'الخالدي', 'Workshop', 'الورشة'],
  ['Asma', 'Al-Roumi', 'أسماء', 'الرومي', 'Operations', 'العمليات'],
  ['Jaber', 'Al-Sabah', 'جابر', 'الصباح', 'Sales', 'المبيعات'],
  ['Mariam', 'Al-Ghanim', 'مريم', 'الغانم', 'Finance', 'المالية'],
  ['Khalifa', 'Al-Marzouq', 'خليفة', 'المرزوق', 'Workshop', 'الورشة'],
];

const BANKS: Array<[code: string, name: string]> = [
  ['NBOK', 'National Bank of Kuwait'],
  ['KFHO', 'Kuwait Finance House'],
  ['GULB', 'Gulf Bank'],
  ['BBYN', 'Boubyan Bank'],
];

/** A Kuwaiti IBAN (30 characters) with its real ISO 13616 check digits, so validators accept it. */
export function kuwaitIban(bankCode: string, account: string): string {
  const bban = bankCode + account.padStart(22, '0');
  const digits = `${bban}KW00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `KW${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** A Kuwaiti civil ID: century digit, birth date YYMMDD, five serial digits (12 in all). */
function civilId(index: number): string {
  const yy = String(70 + ((index * 7) % 28)).padStart(2, '0');
  const mm = String(1 + ((index * 5) % 12)).padStart(2, '0');
  const dd = String(1 + ((index * 11) % 28)).padStart(2, '0');
  return `2${yy}${mm}${dd}${String(10_000 + index * 379).slice(-5)}`;
}

/** A small deterministic generator (same demo every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedHrDemo(tx: Tx, ctx: { companyId: string; businessType: string; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const { companyId } = ctx;
  await tx
    .update(companies)
    .set({ officeLatitude: '29.3759000', officeLongitude: '47.9774000', allowedRadius: 150, workStartTime: '08:00', workEndTime: '17:00', lateGraceMinutes: 15 })
    .where(eq(companies.id, companyId));
  const rand = random(2026);
  for (const [index, [first, last, firstAr, lastAr, dept, deptAr]] of STAFF.entries()) {
    // Identity and bank details come from the index, not `rand`, so the rest of the demo is unchanged.
    const [bankCode, bankName] = BANKS[index % BANKS.length]!;
    const salary = (350 + Math.floor(rand() * 900)).toFixed(3);
    await tx.insert(employees).values({
      companyId,
      employeeNumber: formatNumber('EMP', await nextNumber(tx, companyId, 'employee')),
      firstName: first,
      lastName: last,
      firstNameAr: firstAr,
      lastNameAr: lastAr,
      department: dept,
      departmentAr: deptAr,
      position: dept === 'Workshop' ? 'Technician' : dept === 'Sales' ? 'Sales agent' : 'Officer',
      positionAr: dept === 'Workshop' ? 'فني' : dept === 'Sales' ? 'مندوب مبيعات' : 'موظف',
      phone: `+965 6${String(Math.floor(rand() * 10_000_000)).padStart(7, '0')}`,
      hireDate: `202${Math.floor(rand() * 5)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      basicSalary: salary,
      allowances: (Math.floor(rand() * 15) * 10).toFixed(3),
      nationalId: civilId(index + 1),
      bankName,
      iban: kuwaitIban(bankCode, String(1_000_700_000 + index * 10_037)),
      accountStatus: 'active',
      hasSystemAccess: false,
    });
  }

  const staff = await tx.select({ id: employees.id }).from(employees).where(eq(employees.companyId, companyId));
  const now = ctx.now ?? new Date();
  const today = localDate(now, 'Asia/Kuwait');
  const workWeek = [7, 1, 2, 3, 4];
  const rows: Array<typeof attendanceRecords.$inferInsert> = [];
  for (let back = 30; back >= 1; back--) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    if (!workWeek.includes(isoWeekday(day))) continue;
    for (const e of staff) {
      const roll = rand();
      if (roll < 0.08) continue; // absent
      const late = roll > 0.85 ? 16 + Math.floor(rand() * 60) : 0;
      const inAt = new Date(`${day}T05:${String(late ? Math.min(late, 59) : Math.floor(rand() * 14)).padStart(2, '0')}:00Z`); // 08:xx Kuwait
      const outAt = new Date(inAt.getTime() + (8.5 + rand()) * 3_600_000);
      rows.push({
        companyId,
        employeeId: e.id,
        attendanceDate: day,
        checkInTime: inAt,
        checkOutTime: outAt,
        checkInLatitude: '29.3760000',
        checkInLongitude: '47.9775000',
        checkInDistance: 15,
        locationVerified: true,
        status: late ? 'late' : 'present',
        lateMinutes: late,
        totalHours: ((outAt.getTime() - inAt.getTime()) / 3_600_000).toFixed(2),
      });
    }
  }
  for (const batch of batches(rows, 200)) await tx.insert(attendanceRecords).values(batch);

  await ensureLeaveTypes(tx, companyId);
  const [annual] = await tx.select().from(leaveTypes).where(eq(leaveTypes.code, 'annual'));
  const plan: Array<[number, number, number, string]> = [
    [6, 40, 44, 'approved'],
    [9, 20, 21, 'approved'],
    [12, -10, -8, 'pending'],
    [15, -25, -22, 'pending'],
    [18, 50, 52, 'rejected'],
  ];
  for (const [index, fromBack, toBack, status] of plan) {
    const at = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    await tx.insert(leaveRequests).values({
      companyId,
      requestNumber: formatNumber('LV', await nextNumber(tx, companyId, 'leave'), 5),
      employeeId: staff[index % staff.length]!.id,
      leaveTypeId: annual!.id,
      startDate: at(Math.max(fromBack, toBack)),
      endDate: at(Math.min(fromBack, toBack)),
      days: workingDaysBetween(at(Math.max(fromBack, toBack)), at(Math.min(fromBack, toBack)), workWeek).toFixed(1),
      reason: 'إجازة عائلية',
      status,
    });
  }
}
