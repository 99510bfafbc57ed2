/**
 * A second line of defence for free text that leaves the browser or reaches a log (error messages, stacks):
 * error reports are built from non-personal context, but a message may still quote what a visitor typed.
 * Removes e-mail addresses, phone-like digit runs, dates (birth dates) and the values of personal query
 * parameters (and capability tokens); keeps everything else, including stack positions such as `index.js:1:1234567`.
 * Bare postal codes and names cannot be told from other words and numbers, which is why reports are built from
 * non-personal context in the first place.
 */
import { bareName, PRIVATE_BARE_NAMES } from './queryParams.ts';

// A match starts only where a run of the local part's characters starts: tried from every character of a long run
// without an @, the pattern took time in the square of the run's length (a recording of 80,000 letters held the
// server for 15 s). A host without a dot is an address too (alice@localhost, an intranet's mail); a package's
// version (react@18.2.0) is not, as its host would start with a digit.
export const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}.-]+\.[\p{L}]{2,}|\p{L}[\p{L}\p{N}-]*(?![\p{L}\p{N}.@-]))/gu;
/**
 * The names of a person's details as a program's data may key them, beside the prefill parameters: a message quoting
 * a form's state (`{"postalCode":"90210"}`) or a report's details keyed so (`caregiverFirstName`). Each may follow
 * whose it is (`caregiver`, `participant`): the bare forms (lower case, no separators) of personal keys.
 */
const PERSONAL_DETAILS = ['name', 'firstname', 'lastname', 'fullname', 'middlename', 'givenname', 'familyname', 'surname', 'zipcode', 'postalcode', 'postcode',
  'eircode', 'emailaddress', 'mail', 'phone1', 'phone2', 'phonenumber', 'mobile', 'telephone', 'birthdate', 'dateofbirth', 'birthday', 'address', 'street'];
const WHOSE = ['caregiver', 'participant', 'patient', 'candidate', 'lead', 'parent', 'child', 'contact', 'user', 'customer'];
const PERSONAL_BARE = [...new Set([...PRIVATE_BARE_NAMES, ...PERSONAL_DETAILS])];
const PERSONAL_KEY_BARE = new RegExp(`^(?:${WHOSE.join('|')})?(?:${PERSONAL_BARE.join('|')})$`);

/** A key naming a person's detail in any spelling (`postalCode`, `postal_code`, `caregiverFirstName`, `ZIP`), or a secret. */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY_BARE.test(bareName(key));
}

// `key=value`, `key%3Dvalue`, `key: value` or `"key":"value"` of a personal key (isPersonalKey): a prefill parameter
// in any spelling (`firstName`, `first_name`, `ZIP`), a detail a program keys so, or a capability token such as the
// relay's slug.
const spelled = (bare: string) => bare.split('').join('[_-]?');
const PRIVATE_KEY = `(?:${WHOSE.map(spelled).join('|')})?[_-]?(?:${PERSONAL_BARE.sort((a, b) => b.length - a.length).map(spelled).join('|')})`;
const KEY_VALUE = new RegExp(`(["']?)\\b(${PRIVATE_KEY})\\1(\\s*[:=]\\s*|%3[dD])("[^"]*"|'[^']*'|[^&\\s#"',;}]*)`, 'gi');
// 1980-04-12, 1980/04/12, 04/12/1980, 12.04.1980, 12-04-1980.
export const DATE = /(?<![\d:])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})(?!\d)/g;
// A date with its month in words, as a message may quote a birth date: April 12, 1980; 12 Apr 1980; 12 de abril de 1980.
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|ene|febrero|marzo|abril|abr|mayo|junio|julio|agosto|ago|septiembre|setiembre|octubre|noviembre|diciembre|dic)\\.?';
export const WORDED_DATE = new RegExp(`\\b(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:de\\s+)?${MONTH},?\\s+(?:de\\s+|del\\s+)?\\d{4})(?!\\d)`, 'giu');
// A run that starts and ends with a digit, may hold spaces, dashes, dots and brackets (and a slash or an underscore
// before a digit), and has 7+ digits; a run after an underscore too (Ana_Diaz_7135550142). Not a stack position: a
// line after `file.js:` or a column after `12:`.
export const DIGIT_RUN = /(?<![A-Za-z0-9])(?<!\.\w+:)(?<!\d:)\+?\(?\d(?:[\d\s().-]|[/_](?=\d)){5,}\d(?![A-Za-z0-9])/g;
export const MIN_PHONE_DIGITS = 7;
const CONTROL = /(?![\t\n])\p{Cc}/gu;
// Ten digits or more in a row are a phone wherever they stand, glued to a word too (phone2025550143, tel7135550142):
// no stack position, status, id or year runs that long, and a standalone run of them is a phone already.
export const LONG_DIGITS = /(?<!\d)\d{10,}(?!\d)/g;

/**
 * The text as a reader would take it: percent-escapes decoded (canary%40example.org), compatibility forms folded
 * (a full-width ＠ is an @) and invisible characters dropped (a zero-width space splitting an address), so that the
 * patterns see what a person would. A malformed escape is left as it is.
 */
export function readable(text: string): string {
  const decoded = text.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  return decoded.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(/(?![0-9])\p{Nd}/gu, asciiDigit);
}

const isDigit = (codePoint: number) => /\p{Nd}/u.test(String.fromCodePoint(codePoint));

/**
 * A decimal digit of another script (Arabic-Indic ٢, Devanagari २) as the ASCII digit it stands for: a phone typed in
 * one is a phone (the lead form reads it so). Each script's digits are ten code points in a row, zero first.
 */
function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0) as number;
  let zero = codePoint;
  while (isDigit(zero - 1)) zero -= 1;
  return String((codePoint - zero) % 10);
}

export function scrubPersonalData(raw: string): string {
  return readable(raw)
    // Control characters other than a tab and a line feed: a terminal showing the text (psql, a log) obeys them.
    .replace(CONTROL, '')
    .replace(EMAIL, '[email]')
    .replace(KEY_VALUE, (_whole: string, quote: string, key: string, separator: string, value: string) => {
      const valueQuote = /^["']/.test(value) ? value[0] : '';
      return `${quote}${key}${quote}${separator}${valueQuote}[redacted]${valueQuote}`;
    })
    .replace(DATE, '[date]')
    .replace(WORDED_DATE, '[date]')
    .replace(DIGIT_RUN, (run) => ((run.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS ? '[number]' : run))
    .replace(LONG_DIGITS, '[number]');
}

/**
 * A link's query with personal data taken out of its values, for the tables that keep it (tracked actions, router
 * logs): an e-mail campaign's link may carry the subscriber's address in `utm_content`, a partner's a phone in `cid`.
 */
export function scrubbedQuery(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, scrubPersonalData(value ?? '')]));
}
