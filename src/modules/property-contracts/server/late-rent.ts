// When rent is late (decision 033): the instalment's invoice is still open (billing's rule: pending or
// partly paid) and `today` is past its due date plus the lease's grace days. Written once for the
// reads that join invoices `i`, lease_installments `li` and leases `l`.
import { sql, type SQL } from 'drizzle-orm';

export const lateRent = (today: string, graceDays: SQL = sql`l.grace_days`) =>
  sql`i.status in ('pending', 'partially_paid') and li.due_date + ${graceDays} < ${today}::date`;
