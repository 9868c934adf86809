// What other modules may use of the deposits register: the register beside the deposits-held account.
export { depositsRegister } from './register';
