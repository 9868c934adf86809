// The leases' security deposits for the deposits register (finance's /finance/deposits): held from
// activation, settled at the end (applied to what was owed, the rest refunded) or carried over to
// the renewal, whose own deposit then includes it.
import { sql } from 'drizzle-orm';
import { customers } from '../../customers/server/tables';
import type { DepositRowsQuery } from '../../contracts/server';
import { leases } from './tables';

/** The leases' deposits, in the register's columns (contracts' DepositRowsQuery). */
export const leaseDepositRows: DepositRowsQuery = (companyId, timezone) => sql`
  select 'lease' as source, ${leases.id} as id, ${leases.leaseNumber} as number, ${leases.customerId} as customer_id,
         ${customers.nameAr} as customer_name_ar, ${customers.nameEn} as customer_name_en, ${leases.depositStatus} as status,
         coalesce((${leases.activatedAt} at time zone ${timezone})::date, ${leases.startDate}) as held_on,
         ${leases.settledOn} as settled_on,
         ${leases.securityDeposit} as amount, ${leases.depositApplied} as applied, ${leases.depositRefunded} as refunded
    from ${leases} join ${customers} on ${customers.id} = ${leases.customerId}
   where ${leases.companyId} = ${companyId} and ${leases.depositStatus} in ('held', 'carried_over', 'settled') and ${leases.securityDeposit} > 0`;
