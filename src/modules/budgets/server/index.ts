// The budgets module's interface for the server: the posting hook bootstrap registers with finance.
export { budgetsAfterPosting } from './alerts';
