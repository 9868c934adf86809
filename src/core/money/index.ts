export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  resolveCurrency,
  type CurrencyCode,
  type CurrencyDefinition,
} from './currencies';
export {
  MoneyError,
  parseMoney,
  toDecimals,
  isMoney,
  addMoney,
  subtractMoney,
  negateMoney,
  sumMoney,
  compareMoney,
  multiplyMoney,
  toMinorUnits,
  fromMinorUnits,
  type MoneyErrorCode,
} from './decimal';
export { formatMoney, type FormatMoneyOptions } from './format';
export { amountInArabicWords, numberInArabicWords } from './words';
export { AmountFieldError, moneyOut, toMoney } from './field-amounts';
