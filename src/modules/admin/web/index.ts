// What other modules' pages may use from system administration: a record's activity (audit) tab.
export { ActivityTabLabel, RecordActivity } from './components/record-activity';
// A gated record's approval requests (the contract page's approvals card).
export { ApprovalRequestCard } from './components/approval-request';
export { RecordApprovals } from './components/record-approvals';
// A listed record waiting on its approval request, in place of its status.
export { AwaitingApprovalBadge } from './components/awaiting-approval-badge';
export type { ApprovalRequest } from './api/approvals';
export { useApprovalsT } from './i18n';
// A customer's on-screen signature on a record (electronic signature).
export { CustomerSignature } from './components/customer-signature';
export { useSignatureT } from './i18n';
