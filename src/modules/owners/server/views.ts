// Owners' rows as the API sends them: typed unions and money in the company currency's decimals.
import { moneyOut, type CurrencyCode } from '../../../core/money';
import type { OwnerType } from '../../../core/leasing';
import type { ownerPayouts, propertyOwners } from './tables';

export const ownerView = (o: typeof propertyOwners.$inferSelect) => ({ ...o, ownerType: o.ownerType as OwnerType });

export function payoutView(p: typeof ownerPayouts.$inferSelect, currency: CurrencyCode) {
  return { ...p, amount: moneyOut(p.amount, currency)!, method: p.method as 'cash' | 'cheque' | 'bank_transfer' };
}
