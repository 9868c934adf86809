// A work order as the API sends it: money in the company's decimals, the parts with their line
// totals, and the cost — the actual one once completed, else the live figure from labour and parts.
import { desc, inArray } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';
import type { CompanyContext } from '../../../server/http/fields';
import { workOrderCost } from '../../../core/fleet';
import { addMoney, moneyOut } from '../../../core/money';
import { vehicles } from '../../fleet/server/service';
import type { WorkOrder } from './service';
import { workOrderDocuments } from './tables';
import type { WORK_ORDER_DOCUMENT_KINDS } from './schemas';

export async function orderViews(tx: Tx, rows: WorkOrder[], ctx: CompanyContext) {
  if (!rows.length) return [];
  const [company] = await tx.select({ vatRate: companies.vatRate }).from(companies);
  const cars = await tx
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, make: vehicles.make, model: vehicles.model, status: vehicles.status, odometer: vehicles.odometer })
    .from(vehicles)
    .where(inArray(vehicles.id, [...new Set(rows.map((r) => r.vehicleId))]));
  const byId = new Map(cars.map((c) => [c.id, c]));
  const docs = await tx
    .select()
    .from(workOrderDocuments)
    .where(inArray(workOrderDocuments.workOrderId, rows.map((r) => r.id)))
    .orderBy(desc(workOrderDocuments.createdAt), desc(workOrderDocuments.id));
  const docsOf = (id: string) => docs.filter((d) => d.workOrderId === id).map((d) => ({ ...d, kind: d.kind as (typeof WORK_ORDER_DOCUMENT_KINDS)[number] }));
  const m = (v: string) => moneyOut(v, ctx.currency)!;
  return rows.map((row) => {
    const live = workOrderCost({ labour: row.labourCost, parts: row.parts, vatRate: company?.vatRate ?? '0' }, ctx.currency);
    const net = row.actualCost ?? live.net;
    const vat = row.actualVat ?? live.vat;
    const { companyId: _c, ...rest } = row;
    return {
      ...rest,
      estimatedCost: m(row.estimatedCost),
      estimatedVat: m(row.estimatedVat),
      labourCost: m(row.labourCost),
      actualCost: row.actualCost === null ? null : m(row.actualCost),
      actualVat: row.actualVat === null ? null : m(row.actualVat),
      parts: live.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: m(l.unitPrice), total: l.total })),
      partsTotal: live.partsTotal,
      net: m(net),
      vat: m(vat),
      total: m(addMoney(net, vat)),
      estimatedTotal: m(addMoney(row.estimatedCost, row.estimatedVat)),
      currency: ctx.currency,
      maintenanceType: row.maintenanceType as 'routine',
      priority: row.priority as 'medium',
      status: row.status as 'pending',
      paidBy: row.paidBy as 'payable',
      vehicle: byId.get(row.vehicleId)!,
      documents: docsOf(row.id),
    };
  });
}

export async function orderView(tx: Tx, row: WorkOrder, ctx: CompanyContext) {
  return (await orderViews(tx, [row], ctx))[0]!;
}


