// Every money event of the properties module and the journal lines it posts (decision 031),
// through the finance module's postEvent inside the event's transaction, idempotently by
// ('property_maintenance', id, 'completed').
//
//   maintenance completed, the company pays   Dr property_maintenance_expense  Cr maintenance_payable
//   maintenance completed, the owner pays     Dr owners_payable (party owner)  Cr maintenance_payable
//   maintenance completed, the tenant pays    the company's lines above, and billing invoices the
//                                             tenant (line service_charge: Dr receivables
//                                             Cr service_charge_revenue, billing/ledger-events.ts)
//
// The contractor is owed in every case (maintenance_payable); who finally bears the cost is the
// debit side. Zero cost posts nothing.
import type { Tx } from '../../../server/db/client';
import { compareMoney } from '../../../core/money';
import { ledgerReady, postEvent, type PostingLine } from '../../finance/server';

type Completed = { id: string; companyId: string; requestNumber: string; propertyId: string; title: string; payer: string; ownerId: string | null; actualCost: string | null; completedOn: string | null };

export function maintenanceCompletedLines(request: Completed): PostingLine[] {
  const amount = request.actualCost ?? '0';
  const property = { type: 'property' as const, id: request.propertyId };
  const debit: PostingLine =
    request.payer === 'owner' && request.ownerId
      ? { mapping: 'owners_payable', debit: amount, party: { type: 'owner', id: request.ownerId }, description: request.requestNumber }
      : { mapping: 'property_maintenance_expense', debit: amount, party: property, description: request.requestNumber };
  return [debit, { mapping: 'maintenance_payable', credit: amount, party: property }];
}

export async function postMaintenanceCompleted(tx: Tx, request: Completed, opts: { date: string; userId: string | null }) {
  if (compareMoney(request.actualCost ?? '0', '0') <= 0 || !(await ledgerReady(tx, request.companyId))) return null;
  const { entry } = await postEvent(tx, {
    companyId: request.companyId,
    source: { type: 'property_maintenance', id: request.id },
    event: 'completed',
    date: opts.date,
    description: { ar: `صيانة ${request.requestNumber}: ${request.title}`, en: `Maintenance ${request.requestNumber}: ${request.title}` },
    reference: request.requestNumber,
    lines: maintenanceCompletedLines(request),
    userId: opts.userId,
  });
  return entry;
}
