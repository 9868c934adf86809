// The financial system analysis: depreciation posted on held assets beside the accumulated-depreciation accounts.
export { accumulatedDepreciationCheck, type AccumulatedCheck } from './subledger';
