// What other modules may read of rental contracts through this file (more of the module's
// service is still imported from service.ts directly by older callers).
export { contractsEndingBy } from './ending';
