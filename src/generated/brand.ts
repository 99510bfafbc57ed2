/* Generated from schemas/ by `npm run types:generate`. Do not edit by hand. */

export interface Brand {
  $schema?: string;
  id: string;
  isDefault?: boolean;
  displayName?: string;
  /**
   * Hostname suffixes served under this brand.
   */
  hostnames: string[];
  colors: {
    primary: string;
    secondary: string;
    tertiary: string;
    button: string;
  };
  /**
   * The brand's word for {product}, per locale.
   */
  product: {
    en: string;
    es: string;
  };
  /**
   * The brand's phone numbers by purpose, each with a default and per-country numbers; a purpose without numbers uses the call centre's.
   */
  phoneNumbers: {
    callCentre: NumberByCountry;
    tollFree?: NumberByCountry1;
    callNow?: NumberByCountry2;
    oncology?: NumberByCountry3;
    transfer?: NumberByCountry4;
    siteSupport?: NumberByCountry5;
    /**
     * The short code the brand's automated texts come from, named in the automated-texts consent (spec §9).
     */
    smsShortCode: string;
  };
  tagManagerId?: string;
  copyrightStartYear: number;
  productSingular: {
    en: string;
    es: string;
  };
  /**
   * The brand's public site, where its legal pages live (privacy policy, terms of use, ...).
   */
  siteUrl: string;
  /**
   * The brand offers live chat with study advisors on campaigns that set showSalesforceLiveChat.
   */
  liveChat?: boolean;
}
/**
 * The call centre: the header's 'Questions? Call', and every purpose below the brand gives no number for.
 */
export interface NumberByCountry {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * The main toll-free line on the sign-up thank-you page when a coordinator can take the call now.
 */
export interface NumberByCountry1 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * The Call Now button of a qualified screener result.
 */
export interface NumberByCountry2 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * The oncology confirmation's number.
 */
export interface NumberByCountry3 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * The partner screener's warm-transfer dial number (read by the agent).
 */
export interface NumberByCountry4 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * Site-scheduling support, shown with a booking confirmation.
 */
export interface NumberByCountry5 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
/**
 * This interface was referenced by `Brand`'s JSON-Schema
 * via the `definition` "numberByCountry".
 */
export interface NumberByCountry6 {
  /**
   * The number everywhere the country has none of its own.
   */
  default: string;
  /**
   * A country's own number, by ISO 3166 alpha-2 code (IE, ZA, GB have their own call centres).
   */
  byCountry?: {
    [k: string]: string | undefined;
  };
}
