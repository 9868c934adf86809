// The rental contracts' security deposits for the deposits register (finance's /finance/deposits):
// every deposit taken at hand-over, with what was applied to charges and refunded at close.
import { sql, type SQL } from 'drizzle-orm';
import { customers } from '../../customers/server/tables';
import { contracts } from './tables';

/**
 * The register's columns, which every source's rows have (the register unions them and filters,
 * sorts, pages and sums in the database, so a company's thousands of deposits never cross the wire):
 * source, id, number, customer_id, customer_name_ar, customer_name_en, status, held_on (the
 * company's calendar day it was taken), settled_on (the day it was settled, or null), amount,
 * applied, refunded.
 */
export type DepositRowsQuery = (companyId: string, timezone: string) => SQL;

/** The contracts' deposits: taken at hand-over, settled at close. */
export const contractDepositRows: DepositRowsQuery = (companyId, timezone) => sql`
  select 'contract' as source, ${contracts.id} as id, ${contracts.contractNumber} as number, ${contracts.customerId} as customer_id,
         ${customers.nameAr} as customer_name_ar, ${customers.nameEn} as customer_name_en, ${contracts.depositStatus} as status,
         (${contracts.handoverAt} at time zone ${timezone})::date as held_on,
         case when ${contracts.depositStatus} = 'settled' then (${contracts.closedAt} at time zone ${timezone})::date end as settled_on,
         ${contracts.depositAmount} as amount, ${contracts.depositApplied} as applied, ${contracts.depositRefunded} as refunded
    from ${contracts} join ${customers} on ${customers.id} = ${contracts.customerId}
   where ${contracts.companyId} = ${companyId} and ${contracts.depositStatus} in ('held', 'settled') and ${contracts.depositAmount} > 0 and ${contracts.handoverAt} is not null`;
