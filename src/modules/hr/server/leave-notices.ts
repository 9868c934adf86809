// Who hears of a leave request (issue 17, notify()): those who decide leave learn of a new
// request; the employee learns of the decision. Written in the request's transaction, so a
// refused or rolled-back change tells nobody; the person acting is never told of their own act.
import type { Tx } from '../../../server/db/client';
import { notify } from '../../alerts/server';

export type LeaveNotice = {
  id: string;
  requestNumber: string;
  employeeName: string;
  employeeNameAr: string | null;
  leaveType: string;
  leaveTypeAr: string;
  startDate: string;
  endDate: string;
  days: string;
};

const LINK = '/hr/leave-management';
/** Working days in Arabic grammar: يوم واحد، يومان، 3–10 أيام، 11 يوماً; a half day as a number. */
function arabicDays(days: string): string {
  const n = Number(days);
  if (!Number.isInteger(n)) return `${n} يوم`;
  if (n === 1) return 'يوم واحد';
  if (n === 2) return 'يومان';
  if (n >= 3 && n <= 10) return `${n} أيام`;
  return `${n} يوماً`;
}
const englishDays = (days: string) => `${Number(days)} ${Number(days) === 1 ? 'day' : 'days'}`;

/** A new request: everyone who may approve leave, except whoever filed it. */
export function noticeLeaveRequested(tx: Tx, request: LeaveNotice, filedBy: string) {
  const nameAr = request.employeeNameAr || request.employeeName;
  return notify(tx, {
    permission: 'hr.leave.write',
    except: [filedBy],
    type: 'info',
    title: { ar: `طلب إجازة جديد من ${nameAr}`, en: `New leave request from ${request.employeeName}` },
    message: {
      // Words between the dates keep each date whole in a right-to-left line.
      ar: `${request.leaveTypeAr}: ${arabicDays(request.days)}، من ${request.startDate} إلى ${request.endDate} (الطلب ${request.requestNumber})`,
      en: `${request.leaveType}: ${englishDays(request.days)}, from ${request.startDate} to ${request.endDate} (request ${request.requestNumber})`,
    },
    link: LINK,
    data: { relatedType: 'leave_request', relatedId: request.id },
  });
}

/** A decision on someone else's request: the employee's own account, when there is one. */
export function noticeLeaveDecided(tx: Tx, request: LeaveNotice, status: 'approved' | 'rejected', employeeUserId: string | null, decidedBy: string) {
  if (!employeeUserId || employeeUserId === decidedBy) return Promise.resolve(0);
  const approved = status === 'approved';
  return notify(tx, {
    userIds: [employeeUserId],
    type: approved ? 'success' : 'warning',
    title: approved ? { ar: `تمت الموافقة على إجازتك ${request.requestNumber}`, en: `Your leave ${request.requestNumber} was approved` } : { ar: `رُفض طلب إجازتك ${request.requestNumber}`, en: `Your leave request ${request.requestNumber} was declined` },
    message: {
      ar: `${request.leaveTypeAr} من ${request.startDate} إلى ${request.endDate}`,
      en: `${request.leaveType} from ${request.startDate} to ${request.endDate}`,
    },
    link: LINK,
    data: { relatedType: 'leave_request', relatedId: request.id },
  });
}
