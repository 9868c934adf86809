// The end of an employment, as payroll's final settlement records it (issue 19): the employee
// becomes inactive from their last day and loses system access the way HR's access switch
// removes it (sessions revoked everywhere), so they can no longer sign in to the company.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { employees } from '../../../server/db/schema';
import { revokeSessions } from './user-accounts';

export async function endEmployment(tx: Tx, employeeId: string, lastDay: string): Promise<void> {
  const [row] = await tx
    .update(employees)
    .set({ isActive: false, terminationDate: lastDay, hasSystemAccess: false, accountStatus: 'inactive', updatedAt: new Date() })
    .where(eq(employees.id, employeeId))
    .returning({ userId: employees.userId });
  if (row?.userId) await revokeSessions(tx, row.userId);
}
