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
  callCenter: {
    default: string;
    tollFree: string;
    byCountry?: {
      [k: string]: string | undefined;
    };
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
