// Work-order rules: the state machine and the cost with VAT. Pure; money as exact decimal strings.
import { addMoney, multiplyMoney, sumMoney, type CurrencyCode } from '../money';

export const MAINTENANCE_TYPES = ['routine', 'oil', 'tyres', 'brakes', 'engine', 'transmission', 'electrical', 'body', 'inspection', 'emergency', 'other'] as const;
export const MAINTENANCE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const MAINTENANCE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export type WorkOrderAction = 'start' | 'complete' | 'cancel';

/** Spec §3: urgent and high count as urgent for the smart alerts. */
export const isUrgent = (priority: string) => priority === 'urgent' || priority === 'high';

const MOVES: Record<WorkOrderAction, { from: readonly MaintenanceStatus[]; to: MaintenanceStatus }> = {
  start: { from: ['pending'], to: 'in_progress' },
  // A quick job (an oil change done while the customer waits) completes straight from pending.
  complete: { from: ['pending', 'in_progress'], to: 'completed' },
  cancel: { from: ['pending', 'in_progress'], to: 'cancelled' },
};

/** The status after the action, or null when the action is not possible from this status. */
export function nextWorkOrderStatus(status: string, action: WorkOrderAction): MaintenanceStatus | null {
  const move = MOVES[action];
  return (move.from as readonly string[]).includes(status) ? move.to : null;
}

export type PartInput = { name: string; quantity: string; unitPrice: string };

export type WorkOrderCost = { partsTotal: string; net: string; vat: string; total: string; lines: Array<PartInput & { total: string }> };

/**
 * Labour plus each part's quantity × unit price (rounded per line, as the workshop's invoice
 * does), VAT at the company's rate on the net (0 where the country has none), all in the
 * currency's decimals.
 */
export function workOrderCost(input: { labour: string; parts: readonly PartInput[]; vatRate: string }, currency: CurrencyCode): WorkOrderCost {
  const lines = input.parts.map((p) => ({ ...p, total: multiplyMoney(p.unitPrice, p.quantity, currency) }));
  const partsTotal = multiplyMoney(sumMoney(lines.map((l) => l.total)), 1, currency);
  const net = multiplyMoney(addMoney(input.labour, partsTotal), 1, currency);
  const vat = multiplyMoney(net, multiplyRate(input.vatRate), currency);
  return { partsTotal, net, vat, total: multiplyMoney(addMoney(net, vat), 1, currency), lines };
}

/** "5" (per cent) → "0.05", exactly. */
function multiplyRate(ratePercent: string): string {
  const [whole = '0', frac = ''] = ratePercent.split('.');
  const digits = `${whole}${frac}`.replace(/^0+(?=\d)/, '');
  const scale = frac.length + 2;
  const padded = digits.padStart(scale + 1, '0');
  return `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`;
}

/** Completion's odometer rule: never below the vehicle's current reading. */
export function odometerAllowed(reading: number, current: number): boolean {
  return Number.isInteger(reading) && reading >= current;
}
