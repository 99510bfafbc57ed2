/** Settings of the seven supported countries (spec §3 "Country settings"). */
export type CountryCode = 'AU' | 'CA' | 'IE' | 'NZ' | 'ZA' | 'GB' | 'US';

export type DateOrder = 'MDY' | 'DMY' | 'YMD';

export interface CountrySettings {
  alpha2: CountryCode;
  alpha3: string;
  name: string;
  displayLabel: string;
  callingCode: string;
  postalLabelKey: 'postalCode' | 'zipCode' | 'postcode' | 'eircode';
  postalPattern: RegExp;
  postalPlaceholder: string;
  phonePlaceholder: string;
  /** `#` stands for a digit. */
  phoneMask: string;
  /** A longer mask once more digits than `above` are typed (NZ above 10, AU above 11). */
  phoneMaskLong?: { above: number; mask: string };
  gdprConsentRequired: boolean;
  dateOrder: DateOrder;
  dateSeparator: '/' | '-';
  dateInputMask: string;
  dateInputPlaceholder: string;
  useMetricSystem: boolean;
  /** How a distance is given there: miles in the United States and the United Kingdom (its roads), kilometres elsewhere. */
  distanceUnit: 'mi' | 'km';
}

export const COUNTRIES: Readonly<Record<CountryCode, CountrySettings>> = {
  AU: {
    alpha2: 'AU', alpha3: 'AUS', name: 'Australia', displayLabel: 'AUS', callingCode: '+61',
    postalLabelKey: 'postcode', postalPattern: /^\d{4}$/, postalPlaceholder: '2000',
    phonePlaceholder: '0412 345 678', phoneMask: '#### ### ###', phoneMaskLong: { above: 11, mask: '#### #### ####' }, gdprConsentRequired: true,
    dateOrder: 'DMY', dateSeparator: '/', dateInputMask: '##/##/####', dateInputPlaceholder: 'DD/MM/YYYY', useMetricSystem: true, distanceUnit: 'km',
  },
  CA: {
    alpha2: 'CA', alpha3: 'CAN', name: 'Canada', displayLabel: 'CAN', callingCode: '+1',
    postalLabelKey: 'postalCode', postalPattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, postalPlaceholder: 'M5G 2C4',
    phonePlaceholder: '(416) 555-0123', phoneMask: '(###) ###-####', gdprConsentRequired: true,
    dateOrder: 'YMD', dateSeparator: '-', dateInputMask: '####-##-##', dateInputPlaceholder: 'YYYY-MM-DD', useMetricSystem: true, distanceUnit: 'km',
  },
  IE: {
    alpha2: 'IE', alpha3: 'IRL', name: 'Ireland', displayLabel: 'IRL', callingCode: '+353',
    postalLabelKey: 'eircode', postalPattern: /^[AC-FHKNPRTV-Y]\d[\dW] ?[0-9AC-FHKNPRTV-Y]{4}$/i, postalPlaceholder: 'D02 X285',
    phonePlaceholder: '085 123 4567', phoneMask: '### ### ####', gdprConsentRequired: true,
    dateOrder: 'DMY', dateSeparator: '/', dateInputMask: '##/##/####', dateInputPlaceholder: 'DD/MM/YYYY', useMetricSystem: true, distanceUnit: 'km',
  },
  NZ: {
    alpha2: 'NZ', alpha3: 'NZL', name: 'New Zealand', displayLabel: 'NZ', callingCode: '+64',
    postalLabelKey: 'postcode', postalPattern: /^\d{4}$/, postalPlaceholder: '6011',
    phonePlaceholder: '021 123 4567', phoneMask: '### ### ####', phoneMaskLong: { above: 10, mask: '### #### ####' }, gdprConsentRequired: true,
    dateOrder: 'DMY', dateSeparator: '/', dateInputMask: '##/##/####', dateInputPlaceholder: 'DD/MM/YYYY', useMetricSystem: true, distanceUnit: 'km',
  },
  ZA: {
    alpha2: 'ZA', alpha3: 'ZAF', name: 'South Africa', displayLabel: 'RSA', callingCode: '+27',
    postalLabelKey: 'postalCode', postalPattern: /^\d{4}$/, postalPlaceholder: '8001',
    phonePlaceholder: '071 123 4567', phoneMask: '### ### ####', gdprConsentRequired: true,
    dateOrder: 'YMD', dateSeparator: '/', dateInputMask: '####/##/##', dateInputPlaceholder: 'YYYY/MM/DD', useMetricSystem: true, distanceUnit: 'km',
  },
  GB: {
    alpha2: 'GB', alpha3: 'GBR', name: 'United Kingdom', displayLabel: 'UK', callingCode: '+44',
    postalLabelKey: 'postcode', postalPattern: /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]([0-9ABEHMNPRV-Y])?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/i,
    postalPlaceholder: 'SW1A 1AA', phonePlaceholder: '07400 123456', phoneMask: '##### ######', gdprConsentRequired: true,
    dateOrder: 'DMY', dateSeparator: '/', dateInputMask: '##/##/####', dateInputPlaceholder: 'DD/MM/YYYY', useMetricSystem: true, distanceUnit: 'mi',
  },
  US: {
    alpha2: 'US', alpha3: 'USA', name: 'United States', displayLabel: 'USA', callingCode: '+1',
    postalLabelKey: 'zipCode', postalPattern: /^\d{5}(-\d{4})?$/, postalPlaceholder: '10001',
    phonePlaceholder: '(555) 555-5555', phoneMask: '(###) ###-####', gdprConsentRequired: false,
    dateOrder: 'MDY', dateSeparator: '/', dateInputMask: '##/##/####', dateInputPlaceholder: 'MM/DD/YYYY', useMetricSystem: false, distanceUnit: 'mi',
  },
};

export const DEFAULT_COUNTRY: CountryCode = 'US';
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COUNTRIES, value);
}

/** Settings for an alpha-2 or alpha-3 code; an unknown code falls back to the US with a warning. */
export function resolveCountry(code: string | null | undefined, warn?: (message: string) => void): CountrySettings {
  const upper = (code ?? '').trim().toUpperCase();
  if (isCountryCode(upper)) return COUNTRIES[upper];
  const byAlpha3 = COUNTRY_CODES.find((c) => COUNTRIES[c].alpha3 === upper);
  if (byAlpha3) return COUNTRIES[byAlpha3];
  if (upper === 'UK') return COUNTRIES.GB;
  warn?.(`Unable to find country ${upper || '(none)'} assuming USA`);
  return COUNTRIES[DEFAULT_COUNTRY];
}

/** Country from a browser language tag's region ('en-GB' → GB); US when absent or unsupported. */
export function countryFromLanguageTag(tag: string | null | undefined): CountryCode {
  const region = (tag ?? '').split(/[-_]/)[1]?.toUpperCase();
  if (region === 'UK') return 'GB';
  return isCountryCode(region) ? region : DEFAULT_COUNTRY;
}
