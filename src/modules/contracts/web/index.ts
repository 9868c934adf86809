// What other modules' pages may use from contracts.
export { ContractStatusBadge } from './components/contract-status-badge';
