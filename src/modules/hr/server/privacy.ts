// DECISIONS 18 applied to the HR routes: a colleague's leave, attendance and personal data are
// read only by those who may read the area and manage HR or payroll (core/permissions/staff-privacy).
import { checkPermission, seesColleaguesRecords, type StaffRecordArea } from '../../../core/permissions';
import { AppError } from '../../../server/http/errors';
import { accessSubject, type Actor } from '../../../server/tenancy/actor';

/** Whether `actor` reads other employees' records of `area` (their own they always read). */
export function readsColleagues(actor: Actor, area: StaffRecordArea): boolean {
  const subject = accessSubject(actor);
  return checkPermission(subject, `hr.${area}.read`).ok && seesColleaguesRecords(subject, area);
}

/** 403 unless `actor` reads colleagues' records of `area`: the board, monthly sheets and exports. */
export function assertReadsColleagues(actor: Actor, area: StaffRecordArea): void {
  if (!readsColleagues(actor, area)) throw new AppError(403, 'forbidden');
}
