// What other modules' pages may use from customers.
export { useCustomerOptions, customerOption } from './api/customer-options';
export { fetchCustomer } from './api/get-customer';
export type { Customer } from './api/types';
export { customerName } from './components/customer-name';
