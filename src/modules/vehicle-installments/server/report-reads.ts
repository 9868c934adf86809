// Financing interest per vehicle for the fleet's profit per vehicle (decision 042): the interest of
// the payments made in [from, to] (the ledger's financing_interest_expense, cash basis), each
// agreement's share split equally over its vehicles (an agreement records no price per car), the
// indivisible minor units going one each to the first vehicles by id so the parts add up exactly.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from '../../../core/money';
import { financingPayments, financingVehicles } from './tables';

export async function financingInterestByVehicle(tx: Tx, companyId: string, from: string, to: string, currency: CurrencyCode): Promise<Map<string, string>> {
  const perAgreement = await tx
    .select({ agreementId: financingPayments.agreementId, interest: sql<string>`sum(${financingPayments.interest})::text` })
    .from(financingPayments)
    .where(and(eq(financingPayments.companyId, companyId), gte(financingPayments.paidOn, from), lte(financingPayments.paidOn, to)))
    .groupBy(financingPayments.agreementId);
  if (!perAgreement.length) return new Map();
  const links = await tx
    .select({ agreementId: financingVehicles.agreementId, vehicleId: financingVehicles.vehicleId })
    .from(financingVehicles)
    .where(and(eq(financingVehicles.companyId, companyId), inArray(financingVehicles.agreementId, perAgreement.map((a) => a.agreementId))))
    .orderBy(financingVehicles.agreementId, financingVehicles.vehicleId);
  const units = new Map<string, bigint>();
  for (const a of perAgreement) {
    const cars = links.filter((l) => l.agreementId === a.agreementId).map((l) => l.vehicleId);
    if (!cars.length) continue;
    const total = toMinorUnits(a.interest, currency);
    const share = total / BigInt(cars.length);
    let rest = total - share * BigInt(cars.length);
    for (const car of cars) {
      const extra = rest > 0n ? 1n : 0n;
      rest -= extra;
      units.set(car, (units.get(car) ?? 0n) + share + extra);
    }
  }
  return new Map([...units].map(([id, u]) => [id, fromMinorUnits(u, currency)]));
}
