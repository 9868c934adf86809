// The money event of a work order (decisions 031, 037), through finance's postEvent inside the
// completion's transaction, idempotently by ('vehicle_maintenance', id, 'completed'):
//
//   completed   Dr vehicle_maintenance_expense   (labour + parts, net of VAT)
//               Dr vat_input                     (the VAT charged, when the company has VAT; its base the net cost)
//               Cr maintenance_payable           (the workshop's bill, paid later)  — paid_by 'payable'
//               Cr payment_cash                  (paid on the spot from the cash box) — paid_by 'cash'
//
// A zero-cost order (a warranty job) posts nothing.
import type { Tx } from '../../../server/db/client';
import { addMoney, compareMoney } from '../../../core/money';
import { ledgerReady, postEvent, type PostingLine } from '../../finance/server';

type Order = { id: string; companyId: string; maintenanceNumber: string; actualCost: string | null; actualVat: string | null; paidBy: string };

export async function postMaintenanceCompleted(tx: Tx, order: Order, opts: { date: string; userId: string | null; plate: string }) {
  const net = order.actualCost ?? '0';
  const vat = order.actualVat ?? '0';
  const total = addMoney(net, vat);
  if (compareMoney(total, '0') <= 0 || !(await ledgerReady(tx, order.companyId))) return null;
  const lines: PostingLine[] = [
    { mapping: 'vehicle_maintenance_expense', debit: net },
    ...(compareMoney(vat, '0') > 0 ? [{ mapping: 'vat_input' as const, debit: vat, taxBase: net }] : []),
    { mapping: order.paidBy === 'cash' ? 'payment_cash' : 'maintenance_payable', credit: total },
  ];
  const { entry } = await postEvent(tx, {
    companyId: order.companyId,
    source: { type: 'vehicle_maintenance', id: order.id },
    event: 'completed',
    date: opts.date,
    description: { ar: `صيانة المركبة ${opts.plate} — أمر ${order.maintenanceNumber}`, en: `Maintenance of ${opts.plate}, work order ${order.maintenanceNumber}` },
    reference: order.maintenanceNumber,
    lines,
    userId: opts.userId,
  });
  return entry;
}
