// What other modules use from the approvals: gate an action in their transaction, check it
// before proceeding, withdraw a record's open request, show its history, and hear the decision.
export { approvalActor, approvalCovers, approvalNeeded, assertApproved, cancelOpenRequest, decideRequest, gateAction, gateAmount, openRequestFor, openRequestsFor, onApprovalDecided, proceedOrTell, setWorkflow, wouldHold, type ApprovalActor, type ApprovalHandler, type ApprovalRequest } from './service';
export { approvalHistory, describeRequests } from './reads';
export { requestOut } from './schemas';
export { tellOfStrandedSteps } from './reassign';
