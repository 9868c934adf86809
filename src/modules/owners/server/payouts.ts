// Paying an owner what the statement says is due. A payout above the balance due on its date is
// refused unless the user confirms it as an advance: paying an owner twice is the costly mistake
// a property manager guards against, while an agreed advance against next month's rent is normal.
import type { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { AppError } from '../../../server/http/errors';
import { companyContext } from '../../../server/http/fields';
import { formatNumber, nextNumber } from '../../../server/platform/sequences';
import { compareMoney, formatMoney, toMoney } from '../../../core/money';
import { postOwnerPayout } from './ledger-events';
import type { payoutInput } from './schemas';
import { ownerBalanceOn } from './statement';
import { ownerPayouts, propertyOwners } from './tables';

export async function recordPayout(tx: Tx, by: { companyId: string; userId: string | null }, ownerId: string, input: z.infer<typeof payoutInput>) {
  // Locked: two payouts to one owner at once would each see the whole balance.
  const [owner] = await tx.select().from(propertyOwners).where(eq(propertyOwners.id, ownerId)).for('update');
  if (!owner) throw new AppError(404, 'not_found');
  const ctx = await companyContext(tx);
  const amount = toMoney('amount', input.amount, ctx.currency);
  if (compareMoney(amount, '0') <= 0) throw new AppError(400, 'validation_failed', { amount: 'invalid_amount' });
  if (input.payoutDate > ctx.today) throw new AppError(400, 'validation_failed', { payoutDate: 'date_after_today' });
  if (!input.allowAdvance) {
    const balance = await ownerBalanceOn(tx, ownerId, input.payoutDate, ctx.currency);
    if (compareMoney(amount, balance) > 0) {
      const show = (v: string) => formatMoney(v, ctx.currency, { locale: 'en-US', display: 'code' });
      throw new AppError(409, 'payout_exceeds_balance', { amount: 'more_than_due' }, { amount: show(amount), balance: show(balance), date: input.payoutDate });
    }
  }
  const [payout] = await tx
    .insert(ownerPayouts)
    .values({
      companyId: by.companyId,
      payoutNumber: formatNumber('OPY', await nextNumber(tx, by.companyId, 'owner_payout'), 5),
      ownerId,
      payoutDate: input.payoutDate,
      amount,
      method: input.method,
      reference: input.reference ?? null,
      notes: input.notes ?? null,
      createdBy: by.userId,
    })
    .returning();
  const entry = await postOwnerPayout(tx, payout!, owner, { userId: by.userId });
  if (!entry) return payout!;
  await tx.update(ownerPayouts).set({ journalEntryId: entry.id }).where(eq(ownerPayouts.id, payout!.id));
  return { ...payout!, journalEntryId: entry.id };
}
