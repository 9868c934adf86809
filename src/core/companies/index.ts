export { COUNTRIES, countryByCode, type Country, type CountryCode } from './countries';
export { DEFAULT_MODULES, KNOWN_MODULES } from './default-modules';
