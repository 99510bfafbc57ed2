/**
 * The consent texts the demo campaigns show, word for word as their catalogues hold them: a consent is stored only
 * with a text the page shows on that step in that language.
 */
export const WS10_US = 'By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site.';
export const WS10_US_STUDIES = WS10_US.replace('clinical trials', 'clinical studies');
export const WS10_INTL = "I agree to be contacted by phone, text message and email about this study and other clinical trials, and I agree that my answers may be shared with the study site and with my doctor's office.\nI agree to the terms above.";
export const WS10_US_ES = 'Al finalizar, acepto que me contacten por teléfono, mensaje de texto y correo electrónico sobre este estudio y otros ensayos clínicos, y acepto que mis respuestas se compartan con el centro del estudio.';
export const WS19_COMMERCIAL = 'Yes, send me automated text messages about studies and offers from 55014. Message frequency varies; reply STOP to opt out or HELP for help.';
export const PS1_CONNECT = 'Would the patient like to be connected with the study team?';
export const PS1_BOTH = `${PS1_CONNECT}\nMay we transfer the patient's information to the study team?`;
export const WS21_MEDICAL_RECORDS = 'I authorize my healthcare providers to release my medical records to the study team to confirm my eligibility. This authorization is valid for 5 years and I may revoke it at any time.\nI authorize the release of my medical records.';
/** The same authorization in a caregiver's words, who releases the participant's records, not their own. */
export const WS21_MEDICAL_RECORDS_CAREGIVER = "I authorize the participant's healthcare providers to release the participant's medical records to the study team to confirm the participant's eligibility. This authorization is valid for 5 years and may be revoked at any time.\nI authorize the release of the participant's medical records.";
export const PS1_CONNECT_ES = '¿Desea el paciente que lo comuniquemos con el equipo del estudio?';
