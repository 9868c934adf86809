export {
  COUNTRIES,
  COUNTRY_CODES,
  countryByCode,
  countryDefaults,
  guessCountry,
  isCountryCode,
  type Country,
  type CountryCode,
  type CountryDefaults,
} from './countries';
export { DEFAULT_MODULES, KNOWN_MODULES } from './default-modules';
