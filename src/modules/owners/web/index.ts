// What other modules' pages may use from owners (a property's owner picker, names).
export { useOwnerOptions, fetchOwnerOptions } from './api/owner-options';
export type { OwnerOption } from './api/types';
export { ownerName } from './components/owner-name';
