/**
 * The form fields a sign-up's first step (s6: gender buttons) does not show: the text boxes with their masks, the
 * country list and the contact consent. One chunk, out of that step's first scripts; the server hints it on pages
 * whose step shows one of them (src/engine/widgetChunks.ts lists the kinds), and the step gate downloads it otherwise.
 */
export { FullNameWidget, EmailWidget, PhoneWidget, PostalCodeWidget, BirthDateWidget, CaregiverNameWidget, CaregiverBirthDateWidget, CtScanDateWidget } from './TextInput/kinds.tsx';
export { CountrySelectWidget } from './CountrySelect/CountrySelect.tsx';
export { GenericConsentWidget } from './GenericConsent/GenericConsent.tsx';
