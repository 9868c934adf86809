// The demo's leases lived through the services on the days they happen (decision 031: every
// posting is the live one): signed and activated, paid (on time, late, by post-dated cheques
// deposited on their dates, a few bounced and replaced, some never), renewed by hand or by the
// lease run, ended early with the deposit settled, or left to expire and settled after.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../server/db/client';
import { addDays } from '../../../core/leasing';
import { compareMoney } from '../../../core/money';
import { installmentsOf, type Installment, type Lease } from './billing-link';
import { addCheques, bounceCheque, depositCheque, recordLeasePayment, returnCheque } from './payments';
import { leaseInput } from './schemas';
import { createLease, leaseBalance, refreshOccupancy, renewLease, settleDeposit, terminateLease, type Who } from './service';
import { BANKS, pick, type Rand } from './seed-data';
import type { LeasePlan } from './seed-plan';
import { ORDER, type Timeline } from './seed-timeline';
import { leaseCheques, leases } from './tables';

export type LeaseSim = {
  tx: Tx;
  who: Omit<Who, 'today'>;
  rand: Rand;
  timeline: Timeline;
  /** The lease made for each plan, once signed. */
  made: Map<LeasePlan, Lease>;
  tenantOf: Map<number, string>;
  /** Days the lease run happens on (the 1st of each month, and the last day). */
  runDays: readonly string[];
  cheques: { n: number };
  /** Leases ended early or settled: their cheques and instalments may have changed since they were planned. */
  ended: Set<string>;
};

const at = (sim: LeaseSim, today: string): Who => ({ ...sim.who, today });
const TERMINATION_REASONS = ['انتقال المستأجر للعمل خارج قطر', 'انتهاء عقد عمل المستأجر', 'نقل مقر الشركة إلى لوسيل', 'رغبة المستأجر في مسكن أكبر'];

/** The first lease run after `date`. */
const runAfter = (sim: LeaseSim, date: string) => sim.runDays.find((d) => d > date) ?? sim.runDays.at(-1)!;

/** What is still owed on one instalment (its full amount before it is billed; nothing once cancelled). */
async function owedOn(tx: Tx, installmentId: string): Promise<string> {
  const [row] = await queryRows<{ owed: string }>(
    tx,
    sql`select case when li.status = 'cancelled' then 0 when li.invoice_id is null then li.amount else greatest(i.total - i.paid_amount, 0) end::text as owed
        from lease_installments li left join invoices i on i.id = li.invoice_id where li.id = ${installmentId}`,
  );
  return row?.owed ?? '0';
}

/** Signs (and activates) the first lease of a chain on its signing day. */
export function planSigning(sim: LeaseSim, plan: LeasePlan) {
  sim.timeline.add(plan.signOn, ORDER.sign, async (day) => {
    const body = leaseInput.parse({
      propertyId: plan.property.id,
      customerId: sim.tenantOf.get(plan.chain)!,
      startDate: plan.start,
      termMonths: plan.termMonths,
      monthlyRent: String(plan.rent),
      paymentFrequency: plan.frequency,
      securityDeposit: String(plan.deposit),
      commissionAmount: String(plan.commission),
      graceDays: plan.graceDays,
      lateFeeType: plan.lateFee.type,
      ...(plan.lateFee.type === 'none' ? {} : { lateFeeValue: String(plan.lateFee.value) }),
      autoRenew: plan.outcome === 'auto',
      renewalMonths: 12,
      utilitiesIncluded: plan.property.kind === 'apartment' && plan.rent >= 9000,
      activate: plan.outcome !== 'draft',
    });
    const lease = await createLease(sim.tx, body, at(sim, day));
    await lived(sim, plan, lease, day);
  });
}

/** Everything that follows a lease's activation: the agency fee paid, the rent paid, and its end. */
async function lived(sim: LeaseSim, plan: LeasePlan, lease: Lease, day: string) {
  sim.made.set(plan, lease);
  if (lease.status === 'draft') return;
  const { tx } = sim;
  if (plan.commission > 0) await recordLeasePayment(tx, lease.id, { date: day, method: 'cash', amount: String(plan.commission), reference: `عمولة ${lease.leaseNumber}` }, at(sim, day));
  const installments = await installmentsOf(tx, lease.id);
  if (plan.payer === 'pdc') await chequesFor(sim, plan, lease, installments, day);
  else for (const i of installments) paymentFor(sim, plan, lease, i);
  ending(sim, plan, lease);
}

/** Post-dated cheques, one per instalment, handed over at signing and deposited on their dates. */
async function chequesFor(sim: LeaseSim, plan: LeasePlan, lease: Lease, installments: Installment[], day: string) {
  const [, bankAr] = pick(sim.rand, BANKS);
  const first = 100_000 + sim.cheques.n;
  sim.cheques.n += installments.length;
  const cheques = await addCheques(
    sim.tx,
    lease,
    installments.map((i, k) => ({ chequeNumber: String(first + k), bankName: bankAr, chequeDate: i.dueDate, amount: i.amount, installmentId: i.id })),
    at(sim, day),
  );
  for (const cheque of cheques) {
    sim.timeline.add(addDays(cheque.chequeDate, Math.floor(sim.rand() * 3)), ORDER.money, async (d) => {
      if (sim.ended.has(lease.id)) {
        const [current] = await sim.tx.select({ status: leaseCheques.status }).from(leaseCheques).where(eq(leaseCheques.id, cheque.id));
        if (current?.status !== 'held') return; // handed back when the lease ended early
      }
      const owed = sim.ended.has(lease.id) ? await owedOn(sim.tx, cheque.installmentId!) : cheque.amount;
      if (compareMoney(owed, cheque.amount) < 0) {
        // The period was cut short (an early end) or partly paid from the deposit: the cheque goes back, the rest by transfer.
        await returnCheque(sim.tx, cheque.id, { date: d, reason: 'استُبدل بتحويل بالمبلغ المعدّل' }, at(sim, d));
        if (compareMoney(owed, '0') > 0) await recordLeasePayment(sim.tx, lease.id, { date: d, method: 'bank_transfer', amount: owed, installmentIds: [cheque.installmentId!] }, at(sim, d));
        return;
      }
      await depositCheque(sim.tx, cheque.id, { date: d }, at(sim, d));
      if (sim.rand() >= (plan.troubled ? 0.25 : 0.03)) return;
      const bounceOn = addDays(d, 2 + Math.floor(sim.rand() * 3));
      sim.timeline.add(bounceOn, ORDER.bounce, async (b) => {
        await bounceCheque(sim.tx, cheque.id, { date: b, reason: 'رصيد غير كافٍ', fee: '300' }, at(sim, b));
        // Most tenants replace a returned cheque with a transfer (the fee with it); a troubled one may not.
        if (sim.rand() < (plan.troubled ? 0.5 : 0.9)) replacement(sim, lease, cheque.installmentId!, addDays(b, 4 + Math.floor(sim.rand() * 16)));
      });
    });
  }
}

function replacement(sim: LeaseSim, lease: Lease, installmentId: string, date: string) {
  sim.timeline.add(date, ORDER.money, async (d) => {
    const owed = await owedOn(sim.tx, installmentId);
    const balance = await leaseBalance(sim.tx, lease.id, 'QAR');
    const amount = compareMoney(balance, '0') > 0 ? balance : owed;
    if (compareMoney(amount, '0') <= 0) return;
    await recordLeasePayment(sim.tx, lease.id, { date: d, method: 'bank_transfer', amount, installmentIds: [installmentId], reference: `بدل شيك مرتجع` }, at(sim, d));
  });
}

/** A transfer or cash payment: mostly on time, sometimes weeks late, now and then never. */
function paymentFor(sim: LeaseSim, plan: LeasePlan, lease: Lease, installment: Installment) {
  const r = sim.rand();
  const late = plan.troubled ? (r < 0.2 ? null : r < 0.6 ? 25 + Math.floor(sim.rand() * 45) : Math.floor(sim.rand() * 6)) : r < 0.02 ? null : r < 0.05 ? 40 + Math.floor(sim.rand() * 30) : r < 0.2 ? 6 + Math.floor(sim.rand() * 30) : Math.floor(sim.rand() * 4);
  if (late === null) return;
  sim.timeline.add(addDays(installment.dueDate, late), ORDER.money, async (d) => {
    // Only an early end or a settled deposit changes what an instalment still owes.
    const owed = sim.ended.has(lease.id) ? await owedOn(sim.tx, installment.id) : installment.amount;
    if (compareMoney(owed, '0') <= 0) return;
    const method = plan.payer === 'cash' ? 'cash' : 'bank_transfer';
    await recordLeasePayment(sim.tx, lease.id, { date: d, method, amount: owed, installmentIds: [installment.id], reference: method === 'cash' ? null : `TRF${d.replaceAll('-', '')}` }, at(sim, d));
  });
}

/** The lease's end as planned: renewed, renewed by the lease run, ended early, or expired and settled. */
function ending(sim: LeaseSim, plan: LeasePlan, lease: Lease) {
  const { tx } = sim;
  if (plan.outcome === 'renew' && plan.next) {
    const next = plan.next;
    sim.timeline.add(plan.actOn!, ORDER.renew, async (day) => {
      const { lease: renewed } = await renewLease(tx, lease.id, { termMonths: next.termMonths, monthlyRent: String(next.rent), notes: 'تجديد بالاتفاق مع المستأجر' }, at(sim, day));
      await lived(sim, next, renewed, day);
    });
  }
  if (plan.outcome === 'auto' && plan.next) {
    const next = plan.next;
    // The lease run renews it on the first run after its end; its rent is then paid like any other.
    sim.timeline.add(runAfter(sim, plan.end), ORDER.found, async (day) => {
      const [renewed] = await tx.select().from(leases).where(eq(leases.renewedFromId, lease.id));
      if (renewed) await lived(sim, next, renewed, day);
    });
  }
  if (plan.outcome === 'terminate') {
    sim.timeline.add(plan.actOn!, ORDER.terminate, async (day) => {
      const penalty = plan.troubled || sim.rand() < 0.5 ? String(plan.rent) : undefined;
      const reason = plan.troubled ? 'تعثر في السداد وشيكات مرتجعة' : TERMINATION_REASONS[plan.chain % TERMINATION_REASONS.length]!;
      sim.ended.add(lease.id);
      await terminateLease(tx, lease.id, { date: day, reason, penalty, deductions: sim.rand() < 0.4 ? '750' : undefined, settleDeposit: true }, at(sim, day));
      // The tenant leaves at the end of that day: the next day's lease run frees the property (the demo's runs are monthly).
      sim.timeline.add(addDays(day, 1), ORDER.run, (d) => refreshOccupancy(tx, lease.propertyId, d));
    });
  }
  if (plan.outcome === 'expire') {
    // Settled after the move-out inspection, once the lease run has marked it expired.
    const day = addDays(runAfter(sim, plan.end), 2 + Math.floor(sim.rand() * 14));
    sim.timeline.add(day, ORDER.settle, async (d) => {
      const [row] = await tx.select({ status: leases.status, depositStatus: leases.depositStatus }).from(leases).where(eq(leases.id, lease.id));
      if (row?.status !== 'expired' || row.depositStatus !== 'held') return;
      sim.ended.add(lease.id);
      const deductions = sim.rand() < 0.35 ? '500' : undefined;
      await settleDeposit(tx, lease.id, { date: d, deductions, deductionsNote: deductions ? 'تنظيف ودهان بعد الإخلاء' : undefined }, at(sim, d));
    });
  }
}
