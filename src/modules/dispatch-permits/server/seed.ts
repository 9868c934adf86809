// Demo dispatch permits of the car-rental company: every status, lived through the service on the
// seed's clock (created, approved, started and completed at their own times), each on the first
// vehicle (by plate) free over its times, so the rental demo's bookings are never in the way.
// Deterministic: fixed offsets from the clock, vehicles and drivers in a fixed order.
import { and, asc, eq } from 'drizzle-orm';
import type { PermitPurpose, PermitPriority, PermitStatus } from '../../../core/dispatch';
import type { Tx } from '../../../server/db/client';
import { companies, employees } from '../../../server/db/schema';
import { localDate } from '../../../core/attendance';
import { zonedInstant } from '../../../core/dates';
import { holdOver, vehicleUsable } from '../../fleet/server/service';
import { vehicles } from '../../fleet/server/tables';
import { approvePermit, cancelPermit, completePermit, createPermit, rejectPermit, startPermit, type Who } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Plan = { at: number; hours: number; status: PermitStatus; purpose: PermitPurpose; priority: PermitPriority; ar: string; en: string; km: number; fuel: string };

// `at`: the start, from the clock. Past ones are completed (one cancelled); one is out now.
const PLANS: Plan[] = [
  { at: -20 * DAY, hours: 6, status: 'completed', purpose: 'maintenance_trip', priority: 'normal', ar: 'وكالة تويوتا - الشويخ', en: 'Toyota dealer, Shuwaikh', km: 34, fuel: '3' },
  { at: -12 * DAY, hours: 9, status: 'completed', purpose: 'delivery', priority: 'high', ar: 'فرع الأحمدي', en: 'Ahmadi branch', km: 78, fuel: '5' },
  { at: -8 * DAY, hours: 4, status: 'cancelled', purpose: 'inspection', priority: 'low', ar: 'الفحص الفني - الجهراء', en: 'Technical inspection, Jahra', km: 60, fuel: '4' },
  { at: -5 * DAY, hours: 5, status: 'completed', purpose: 'inspection', priority: 'normal', ar: 'الفحص الفني - الجهراء', en: 'Technical inspection, Jahra', km: 62, fuel: '4' },
  { at: -2 * DAY, hours: 8, status: 'completed', purpose: 'employee_use', priority: 'normal', ar: 'اجتماع عميل - الفروانية', en: 'Client meeting, Farwaniya', km: 41, fuel: '3' },
  { at: -3 * HOUR, hours: 8, status: 'in_progress', purpose: 'delivery', priority: 'urgent', ar: 'مطار الكويت الدولي', en: 'Kuwait International Airport', km: 30, fuel: '2.5' },
  { at: 1 * DAY, hours: 6, status: 'approved', purpose: 'maintenance_trip', priority: 'high', ar: 'ورشة الري للإطارات', en: 'Al-Rai tyre workshop', km: 25, fuel: '2' },
  { at: 2 * DAY, hours: 5, status: 'pending', purpose: 'delivery', priority: 'normal', ar: 'فرع السالمية', en: 'Salmiya branch', km: 22, fuel: '2' },
  { at: 3 * DAY, hours: 10, status: 'approved', purpose: 'employee_use', priority: 'normal', ar: 'موقع مشروع - صباح الأحمد', en: 'Project site, Sabah Al-Ahmad', km: 140, fuel: '8' },
  { at: 4 * DAY, hours: 4, status: 'pending', purpose: 'other', priority: 'low', ar: 'تصوير إعلاني - الواجهة البحرية', en: 'Advert shoot, waterfront', km: 18, fuel: '1.5' },
  { at: 5 * DAY, hours: 12, status: 'rejected', purpose: 'employee_use', priority: 'normal', ar: 'رحلة شخصية - الخيران', en: 'Personal trip, Khiran', km: 190, fuel: '10' },
  { at: 6 * DAY, hours: 6, status: 'pending', purpose: 'inspection', priority: 'urgent', ar: 'الفحص الفني - الشويخ', en: 'Technical inspection, Shuwaikh', km: 20, fuel: '2' },
  { at: 7 * DAY, hours: 6, status: 'cancelled', purpose: 'maintenance_trip', priority: 'normal', ar: 'وكالة نيسان - الري', en: 'Nissan dealer, Al-Rai', km: 26, fuel: '2' },
];

export async function seedDispatchPermitsDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const clock = ctx.now ?? new Date();
  const now = clock.getTime();
  // Trips leave in the company's working morning (08:00 on its clock, plus an hour or two); the
  // one out now left three whole hours ago.
  const [company] = await tx.select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, ctx.companyId));
  const zone = company?.timezone ?? 'Asia/Kuwait';
  const morning = zonedInstant(`${localDate(clock, zone)}T08:00`, zone).getTime();
  const startOf = (plan: Plan, i: number) => (plan.status === 'in_progress' ? Math.floor(now / HOUR) * HOUR + plan.at : morning + plan.at + (i % 3) * HOUR);
  const fleet = await tx.select({ id: vehicles.id, status: vehicles.status, odometer: vehicles.odometer }).from(vehicles).where(eq(vehicles.companyId, ctx.companyId)).orderBy(asc(vehicles.plateNumber));
  const drivers = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, ctx.companyId), eq(employees.isActive, true))).orderBy(asc(employees.employeeNumber));
  if (!fleet.length || !drivers.length) return;
  const at = (ms: number): Who => ({ companyId: ctx.companyId, userId: null, currency: 'KWD', now: new Date(ms) });

  for (const [i, plan] of PLANS.entries()) {
    const start = startOf(plan, i);
    const end = start + plan.hours * HOUR;
    let vehicleId: string | undefined;
    for (let j = 0; j < fleet.length && !vehicleId; j++) {
      const v = fleet[(i * 7 + j) % fleet.length]!;
      if (vehicleUsable(v.status) && !(await holdOver(tx, v.id, new Date(start), new Date(end)))) vehicleId = v.id;
    }
    if (!vehicleId) continue;
    const created = start - 2 * DAY;
    const permit = await createPermit(
      tx,
      {
        vehicleId,
        driverId: drivers[(i * 3) % drivers.length]!.id,
        purpose: plan.purpose,
        destinationAr: plan.ar,
        destinationEn: plan.en,
        startAt: new Date(start).toISOString(),
        endAt: new Date(end).toISOString(),
        expectedKm: plan.km,
        fuelAllowance: plan.fuel,
        priority: plan.priority,
      },
      at(created),
    );
    if (plan.status === 'pending') continue;
    if (plan.status === 'rejected') {
      await rejectPermit(tx, permit.id, 'الرحلة لغرض شخصي وليست من أعمال الشركة', at(created + 3 * HOUR));
      continue;
    }
    await approvePermit(tx, permit.id, null, at(created + 2 * HOUR));
    if (plan.status === 'cancelled') {
      await cancelPermit(tx, permit.id, 'تأجل الموعد من الجهة المستقبلة', at(created + DAY));
      continue;
    }
    if (plan.status === 'approved') continue;
    // The odometer out is the vehicle's reading now: readings never go backwards.
    const [car] = await tx.select({ odometer: vehicles.odometer }).from(vehicles).where(eq(vehicles.id, vehicleId));
    await startPermit(tx, permit.id, car!.odometer, null, at(start));
    if (plan.status === 'completed') await completePermit(tx, permit.id, car!.odometer + plan.km + (i % 5), null, at(end));
  }
}
