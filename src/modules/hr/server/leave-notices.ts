// Who hears of a leave request (issue 17, notify()): those who decide leave learn of a new
// request; the employee learns of the decision. Written in the request's transaction, so a
// refused or rolled-back change tells nobody; the person acting is never told of their own act.
import type { Tx } from '../../../server/db/client';
import { arabicDays, englishDays, messageDate } from '../../../core/i18n/counting';
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

/** A new request: everyone who may approve leave, except whoever filed it. */
export function noticeLeaveRequested(tx: Tx, request: LeaveNotice, filedBy: string) {
  const nameAr = request.employeeNameAr || request.employeeName;
  return notify(tx, {
    permission: 'hr.leave.write',
    except: [filedBy],
    type: 'info',
    title: { ar: `طلب إجازة جديد من ${nameAr}`, en: `New leave request from ${request.employeeName}` },
    message: {
      // Words between the dates keep each date whole in an RTL line.
      ar: `${request.leaveTypeAr} لمدة ${arabicDays(Number(request.days), true)}، من ${messageDate(request.startDate)} إلى ${messageDate(request.endDate)} (الطلب ${request.requestNumber})`,
      en: `${request.leaveType} for ${englishDays(Number(request.days))}, from ${messageDate(request.startDate)} to ${messageDate(request.endDate)} (request ${request.requestNumber})`,
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
      ar: `${request.leaveTypeAr} من ${messageDate(request.startDate)} إلى ${messageDate(request.endDate)}`,
      en: `${request.leaveType} from ${messageDate(request.startDate)} to ${messageDate(request.endDate)}`,
    },
    link: LINK,
    data: { relatedType: 'leave_request', relatedId: request.id },
  });
}
