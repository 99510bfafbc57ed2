/**
 * A second line of defence for free text that leaves the browser or reaches a log (error messages, stacks):
 * error reports are built from non-personal context, but a message may still quote what a visitor typed.
 * Removes e-mail addresses, phone-like digit runs, dates (birth dates) and the values of personal query
 * parameters (and capability tokens); keeps everything else, including stack positions such as `index.js:1:1234567`.
 */
import { PREFILL_PARAMS, SECRET_PARAMS } from './queryParams.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// `name=value` of a prefill parameter (or a capability token such as the relay's slug) in a URL or a message.
const PERSONAL_PARAM = new RegExp(`\\b(${[...PREFILL_PARAMS, ...SECRET_PARAMS].join('|')})(=|%3D)[^&\\s#"']*`, 'g');
// 1980-04-12, 1980/04/12, 04/12/1980, 12.04.1980, 12-04-1980.
const DATE = /(?<![\d:])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})(?!\d)/g;
// A run that starts and ends with a digit, may hold spaces, dashes, dots and brackets, and has 7+ digits.
// Not after ':' so line:column positions of stacks stay.
const DIGIT_RUN = /(?<![\w:])\+?\(?\d[\d\s().-]{5,}\d(?![\w])/g;
const MIN_PHONE_DIGITS = 7;

export function scrubPersonalData(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(PERSONAL_PARAM, (_m, name: string, eq: string) => `${name}${eq}[redacted]`)
    .replace(DATE, '[date]')
    .replace(DIGIT_RUN, (run) => ((run.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS ? '[number]' : run));
}
