// Demo data of the car-rental core: vehicles, customers, a year of contracts in every status
// with their invoices and payments (some overdue), and quotations. Deterministic; `scale`
// multiplies every count (npm run db:seed -- --scale 50 gives about 20k contracts).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { numberSequences } from '../../../server/db/schema';
import { formatNumber } from '../../../server/platform/sequences';
import { addMonths, rentalEnd, type RateUnit } from '../../../core/rental';
import { multiplyMoney, parseMoney } from '../../../core/money';
import { invoiceLines, invoices, paymentAllocations, payments } from '../../billing/server/tables';
import { customers } from '../../customers/server/tables';
import { vehicles } from '../../fleet/server/tables';
import { quotations } from '../../quotations/server/tables';
import { CARS, COLOURS, CORPORATE, FAMILY_NAMES, FIRST_NAMES, isoDay, pick, random, type Rand } from './seed-data';
import { contracts } from './tables';

const DAY = 86_400_000;
const k = (n: number) => parseMoney(String(n), 'KWD');

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedRentalDemo(tx: Tx, ctx: { companyId: string; businessType: string; scale?: number; now?: Date }) {
  if (ctx.businessType !== 'car_rental') return;
  const { companyId } = ctx;
  const scale = Math.max(1, Math.floor(ctx.scale ?? 1));
  const now = ctx.now ?? new Date();
  const today = isoDay(now);
  const rand = random(4242);

  const vehicleRows = buildVehicles(rand, companyId, 60 * scale, now);
  const insertedVehicles: Array<typeof vehicles.$inferSelect> = [];
  await insertChunks(vehicleRows, async (chunk) => insertedVehicles.push(...(await tx.insert(vehicles).values(chunk).returning())));

  const customerRows = buildCustomers(rand, companyId, 200 * scale, now);
  const insertedCustomers: Array<{ id: string; isBlacklisted: boolean }> = [];
  await insertChunks(customerRows, async (chunk) => insertedCustomers.push(...(await tx.insert(customers).values(chunk).returning({ id: customers.id, isBlacklisted: customers.isBlacklisted }))));
  const renters = insertedCustomers.filter((c) => !c.isBlacklisted);

  // Contracts: each vehicle's bookings are laid out backwards from a few weeks ahead, one
  // before the other, so the present is busy (active, reserved, just returned) and the older
  // months hold closed contracts.
  const target = 400 * scale;
  const contractRows: Array<typeof contracts.$inferInsert & { id: string }> = [];
  const perVehicle = Math.ceil(target / insertedVehicles.length);
  const vehicleState = new Map<string, { status: string; odometer: number }>();
  for (const vehicle of insertedVehicles) {
    let cursorEnd = now.getTime() + Math.floor(rand() * 25) * DAY;
    const planned: Array<{ start: Date; unit: RateUnit; duration: number; plannedEnd: Date }> = [];
    for (let i = 0; i < perVehicle && cursorEnd > now.getTime() - 365 * DAY; i++) {
      const unit: RateUnit = rand() < 0.72 ? 'day' : rand() < 0.7 ? 'week' : 'month';
      const duration = unit === 'day' ? 1 + Math.floor(rand() * 7) : 1 + Math.floor(rand() * 3);
      const days = unit === 'day' ? duration : unit === 'week' ? duration * 7 : duration * 31;
      const start = new Date(cursorEnd - (days + 1) * DAY);
      start.setUTCHours(6 + Math.floor(rand() * 8), 0, 0, 0);
      planned.unshift({ start, unit, duration, plannedEnd: rentalEnd(start, unit, duration) });
      cursorEnd = start.getTime() - Math.floor(rand() * rand() * 45) * DAY - DAY;
    }
    let odometer = vehicle.odometer;
    let status = 'available';
    for (const { start, unit, duration, plannedEnd } of planned) {
      if (contractRows.length >= target) break;
      const cancelled = rand() < 0.05;
      const status_ = cancelled ? 'cancelled' : contractStatus(start, plannedEnd, now, rand);
      const rate = unit === 'day' ? vehicle.dailyRate : unit === 'week' ? vehicle.weeklyRate! : vehicle.monthlyRate!;
      const km = Math.round((plannedEnd.getTime() - start.getTime()) / DAY) * (80 + Math.floor(rand() * 200));
      const handedOver = ['active', 'suspended', 'returned', 'closed'].includes(status_);
      const returned = ['returned', 'closed'].includes(status_);
      const lateHours = rand() < 0.2 ? Math.floor(rand() * 20) : -Math.floor(rand() * 3);
      const returnedAt = returned ? new Date(Math.min(now.getTime() - 3_600_000, plannedEnd.getTime() + lateHours * 3_600_000)) : null;
      contractRows.push({
        id: crypto.randomUUID(),
        companyId,
        contractNumber: '',
        customerId: pick(rand, renters).id,
        vehicleId: vehicle.id,
        status: status_,
        startAt: start,
        plannedEndAt: plannedEnd,
        endAt: returnedAt && returnedAt > start ? returnedAt : plannedEnd,
        rateUnit: unit,
        duration,
        rate,
        dailyRate: vehicle.dailyRate,
        rentalAmount: multiplyMoney(rate, duration, 'KWD'),
        depositAmount: vehicle.depositAmount,
        depositStatus: handedOver ? (status_ === 'closed' ? 'settled' : 'held') : 'none',
        depositRefunded: status_ === 'closed' ? vehicle.depositAmount : '0',
        kmAllowancePerDay: 250,
        extraKmRate: k(0.05),
        lateGraceMinutes: 60,
        lateHourRate: multiplyMoney(vehicle.dailyRate, '0.25', 'KWD'),
        fuelChargePerEighth: k(1.5),
        handoverAt: handedOver ? start : null,
        handoverOdometer: handedOver ? odometer : null,
        handoverFuel: handedOver ? 8 : null,
        returnedAt,
        returnOdometer: returned ? odometer + km : null,
        returnFuel: returned ? 6 + Math.floor(rand() * 3) : null,
        closedAt: status_ === 'closed' ? returnedAt : null,
        statusReason: status_ === 'suspended' ? 'تأخر في السداد' : status_ === 'cancelled' ? 'ألغى العميل الحجز' : null,
        createdAt: new Date(start.getTime() - Math.floor(rand() * 5) * DAY),
        // The last change: the return, the hand-over or the booking, whichever came last.
        updatedAt: returnedAt ?? (handedOver ? start : new Date(Math.min(now.getTime(), start.getTime() - DAY))),
      });
      if (returned) odometer += km;
      if (status_ === 'active' || status_ === 'suspended') status = 'rented';
    }
    vehicleState.set(vehicle.id, { status, odometer });
  }
  contractRows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  contractRows.forEach((c, i) => (c.contractNumber = formatNumber('CON', i + 1, 5)));
  await insertChunks(contractRows, (chunk) => tx.insert(contracts).values(chunk));

  await seedBilling(tx, rand, companyId, contractRows, now, today);
  await seedQuotations(tx, rand, companyId, renters, insertedVehicles, 40 * scale, now);

  // The fleet's present state follows its contracts; a few cars are off the road.
  const offRoad = ['maintenance', 'maintenance', 'out_of_service', 'accident', 'police_station'];
  let off = 0;
  for (const [id, state] of vehicleState) {
    const status = state.status === 'available' && off < offRoad.length * scale && rand() < 0.15 ? offRoad[off++ % offRoad.length]! : state.status;
    await tx.execute(sql`update vehicles set status = ${status}, odometer = ${state.odometer} where id = ${id}`);
  }

  const counters = { customer: customerRows.length, contract: contractRows.length };
  for (const [name, lastValue] of Object.entries(counters)) {
    await tx.insert(numberSequences).values({ companyId, name, lastValue }).onConflictDoUpdate({ target: [numberSequences.companyId, numberSequences.name], set: { lastValue } });
  }
}

function contractStatus(start: Date, end: Date, now: Date, rand: Rand): string {
  if (start > now) return rand() < 0.25 ? 'draft' : 'reserved';
  if (end > now) return rand() < 0.08 ? 'suspended' : 'active';
  if (now.getTime() - end.getTime() < 6 * DAY) return rand() < 0.6 ? 'returned' : 'closed';
  return 'closed';
}

function buildVehicles(rand: Rand, companyId: string, count: number, now: Date): Array<typeof vehicles.$inferInsert> {
  return Array.from({ length: count }, (_, i) => {
    const [make, model, bodyType, daily, seats] = pick(rand, CARS);
    const [colorAr, color] = pick(rand, COLOURS);
    const year = 2019 + Math.floor(rand() * 7);
    const expirySoon = i % 9 === 0;
    const insuranceExpiry = isoDay(new Date(now.getTime() + (expirySoon ? Math.floor(rand() * 40) - 5 : 60 + Math.floor(rand() * 300)) * DAY));
    return {
      companyId,
      plateNumber: `${10 + (i % 80)} ${String(10000 + ((i * 7919) % 89999)).padStart(5, '0')}`,
      make,
      model,
      year,
      vin: `JT${String(1_000_000_000 + i * 104_729).slice(0, 10)}${year}K`,
      color,
      colorAr,
      bodyType,
      fuelType: 'petrol',
      transmission: 'automatic',
      seats,
      odometer: 5000 + Math.floor(rand() * 80_000),
      dailyRate: k(daily),
      weeklyRate: k(daily * 6),
      monthlyRate: k(daily * 22),
      minDailyRate: k(Math.round(daily * 0.8)),
      depositAmount: k(daily >= 25 ? 250 : 100),
      registrationNumber: `REG-${100000 + i}`,
      registrationExpiry: isoDay(new Date(now.getTime() + (expirySoon ? 20 : 120 + Math.floor(rand() * 200)) * DAY)),
      insurancePolicyNumber: `POL-${2026}${String(i + 1).padStart(5, '0')}`,
      insuranceProvider: pick(rand, ['الخليج للتأمين', 'وربة للتأمين', 'الأهلية للتأمين']),
      insuranceExpiry,
      purchaseDate: `${year}-0${1 + Math.floor(rand() * 9)}-15`,
      purchaseCost: k(daily * 1000 + Math.floor(rand() * 2000)),
      serviceIntervalKm: 10_000,
      serviceIntervalMonths: 6,
      lastServiceDate: isoDay(new Date(now.getTime() - Math.floor(rand() * 170) * DAY)),
    };
  });
}

function buildCustomers(rand: Rand, companyId: string, count: number, now: Date): Array<typeof customers.$inferInsert> {
  return Array.from({ length: count }, (_, i) => {
    const corporate = i % 7 === 3;
    const [firstAr, first] = pick(rand, FIRST_NAMES);
    const [familyAr, family] = pick(rand, FAMILY_NAMES);
    const [corpAr, corp] = CORPORATE[i % CORPORATE.length]!;
    const blacklisted = i % 67 === 5;
    const licenceDays = i % 23 === 4 ? -Math.floor(rand() * 60) : 200 + Math.floor(rand() * 1500);
    return {
      companyId,
      customerNumber: formatNumber('CUS', i + 1, 5),
      customerType: corporate ? 'corporate' : 'individual',
      nameAr: corporate ? `${corpAr}${i >= CORPORATE.length ? ` ${Math.floor(i / CORPORATE.length)}` : ''}` : `${firstAr} ${familyAr}`,
      nameEn: corporate ? `${corp}${i >= CORPORATE.length ? ` ${Math.floor(i / CORPORATE.length)}` : ''}` : `${first} ${family}`,
      phone: `+965 ${5 + (i % 5)}${String(1_000_000 + i * 37).slice(-7)}`,
      email: corporate ? `accounts${i}@company${i}.example` : null,
      nationality: pick(rand, ['كويتي', 'سعودي', 'مصري', 'هندي', 'أردني']),
      civilId: corporate ? null : `2${String(80_000_000_000 + i * 7_919).slice(-11)}`,
      civilIdExpiry: isoDay(new Date(now.getTime() + (100 + Math.floor(rand() * 900)) * DAY)),
      licenseNumber: `DL-${300000 + i}`,
      licenseExpiry: isoDay(new Date(now.getTime() + licenceDays * DAY)),
      commercialRegister: corporate ? `CR-${50000 + i}` : null,
      contactPerson: corporate ? `${firstAr} ${familyAr}` : null,
      city: pick(rand, ['الكويت', 'حولي', 'السالمية', 'الفروانية', 'الجهراء', 'الأحمدي']),
      creditLimit: k(corporate ? 5000 : 0),
      isBlacklisted: blacklisted,
      blacklistReason: blacklisted ? 'شيكات مرتجعة وعدم سداد مستحقات سابقة' : null,
      createdAt: new Date(now.getTime() - (400 - (i % 400)) * DAY),
    };
  });
}

async function seedBilling(tx: Tx, rand: Rand, companyId: string, rows: Array<typeof contracts.$inferInsert & { id: string }>, now: Date, today: string) {
  const invoiceRows: Array<typeof invoices.$inferInsert & { id: string }> = [];
  const lineRows: Array<typeof invoiceLines.$inferInsert> = [];
  const paymentRows: Array<typeof payments.$inferInsert & { id: string }> = [];
  const allocationRows: Array<typeof paymentAllocations.$inferInsert> = [];
  for (const c of rows) {
    if (!['active', 'suspended', 'returned', 'closed'].includes(c.status!)) continue;
    const months = c.rateUnit === 'month' ? c.duration! : 1;
    for (let m = 0; m < months; m++) {
      const due = isoDay(c.rateUnit === 'month' ? addMonths(c.startAt as Date, m) : (c.startAt as Date));
      if (due > today && c.rateUnit === 'month') continue; // future instalments are invoiced by schedule; the demo keeps it short
      const total = c.rateUnit === 'month' ? c.rate! : c.rentalAmount!;
      const id = crypto.randomUUID();
      const paid = c.status === 'closed' || (c.status === 'returned' ? rand() < 0.7 : c.status === 'suspended' ? false : rand() < 0.75);
      invoiceRows.push({ id, companyId, invoiceNumber: '', customerId: c.customerId, contractId: c.id, kind: 'rental', installment: months > 1 ? m + 1 : null, issueDate: due, dueDate: due, currency: 'KWD', subtotal: total, total, paidAmount: paid ? total : '0', status: paid ? 'paid' : 'pending' });
      lineRows.push({ companyId, invoiceId: id, lineNumber: 1, code: 'rental', description: `إيجار ${c.contractNumber}`, quantity: months > 1 ? '1' : String(c.duration), unitPrice: c.rate!, total });
      if (paid) {
        const paymentId = crypto.randomUUID();
        const paidOn = isoDay(new Date(Math.min(now.getTime(), Date.parse(`${due}T12:00:00Z`) + Math.floor(rand() * 4) * DAY)));
        paymentRows.push({ id: paymentId, companyId, paymentNumber: '', customerId: c.customerId, contractId: c.id, paymentDate: paidOn, method: pick(rand, ['cash', 'card', 'bank_transfer', 'cheque'] as const), amount: total, currency: 'KWD', createdAt: new Date(Math.min(now.getTime(), Date.parse(`${paidOn}T10:00:00Z`))) });
        allocationRows.push({ companyId, paymentId, invoiceId: id, amount: total });
      }
    }
  }
  invoiceRows.sort((a, b) => a.issueDate.localeCompare(b.issueDate)).forEach((r, i) => (r.invoiceNumber = formatNumber('INV', i + 1, 5)));
  paymentRows.sort((a, b) => a.paymentDate.localeCompare(b.paymentDate)).forEach((r, i) => (r.paymentNumber = formatNumber('RCT', i + 1, 5)));
  await insertChunks(invoiceRows, (chunk) => tx.insert(invoices).values(chunk));
  await insertChunks(lineRows, (chunk) => tx.insert(invoiceLines).values(chunk));
  await insertChunks(paymentRows, (chunk) => tx.insert(payments).values(chunk));
  await insertChunks(allocationRows, (chunk) => tx.insert(paymentAllocations).values(chunk));
  for (const [name, lastValue] of [['invoice', invoiceRows.length], ['payment', paymentRows.length]] as const) {
    await tx.insert(numberSequences).values({ companyId, name, lastValue }).onConflictDoUpdate({ target: [numberSequences.companyId, numberSequences.name], set: { lastValue } });
  }
}

async function seedQuotations(tx: Tx, rand: Rand, companyId: string, renters: Array<{ id: string }>, fleet: Array<typeof vehicles.$inferSelect>, count: number, now: Date) {
  const statuses = ['draft', 'sent', 'sent', 'approved', 'rejected', 'expired', 'converted'];
  const rows: Array<typeof quotations.$inferInsert> = Array.from({ length: count }, (_, i) => {
    const vehicle = pick(rand, fleet);
    const status = statuses[i % statuses.length]!;
    const created = new Date(now.getTime() - Math.floor(rand() * 60) * DAY);
    const duration = 2 + Math.floor(rand() * 10);
    const subtotal = multiplyMoney(vehicle.dailyRate, duration, 'KWD');
    const validUntil = isoDay(new Date(status === 'expired' ? now.getTime() - 3 * DAY : created.getTime() + 40 * DAY));
    return {
      companyId,
      quotationNumber: formatNumber('QUO', i + 1, 5),
      customerId: pick(rand, renters).id,
      vehicleId: vehicle.id,
      startDate: isoDay(new Date(now.getTime() + Math.floor(rand() * 30) * DAY)),
      rateUnit: 'day',
      duration,
      rate: vehicle.dailyRate,
      subtotal,
      total: subtotal,
      validUntil,
      status: status === 'expired' ? 'sent' : status,
      sentAt: status === 'draft' ? null : created,
      decidedAt: ['approved', 'rejected', 'converted'].includes(status) ? new Date(created.getTime() + DAY) : null,
      clientComment: status === 'rejected' ? 'السعر أعلى من الميزانية' : null,
      createdAt: created,
    };
  });
  await insertChunks(rows, (chunk) => tx.insert(quotations).values(chunk));
  await tx.insert(numberSequences).values({ companyId, name: 'quotation', lastValue: count }).onConflictDoUpdate({ target: [numberSequences.companyId, numberSequences.name], set: { lastValue: count } });
}
