// What other modules may use of condition checks: the contract's handover and return record
// their inspection here, and the contract's detail reads its two inspections back.
export { recordContractInspection, type LegacyInspection } from './service';
export { contractInspections } from './reads';
export { conditionFields } from './schemas';
