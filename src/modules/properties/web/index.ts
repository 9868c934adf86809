// What other modules' pages may use from properties (the lease form's picker, status badges on tenant and owner pages).
export { usePropertyOptions } from './api/property-options';
export type { PropertyOption } from './api/types';
export { PropertyStatusBadge } from './components/status-badges';
export { propertyName } from './components/property-name';
