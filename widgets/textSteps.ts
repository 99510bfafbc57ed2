/**
 * The text boxes (name, email, phone, postal code, dates) with their masks: one chunk, out of the first scripts of a
 * page whose first step shows none (s6 starts with gender buttons). The server hints it on pages whose step shows one
 * (src/engine/widgetChunks.ts lists the kinds); the step gate downloads it otherwise.
 */
export { FullNameWidget, EmailWidget, PhoneWidget, PostalCodeWidget, BirthDateWidget, CaregiverNameWidget, CaregiverBirthDateWidget, CtScanDateWidget } from './TextInput/kinds.tsx';
