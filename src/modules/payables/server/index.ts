// What other modules may use of payables (fleet maintenance and vehicle installments name their
// vendors from here): the company's vendors as options, and one vendor's name.
export { vendorName, vendorOptions } from './exports';
// The financial system analysis reads the payables aging beside the payables account.
export { payablesAging } from './aging';
