/**
 * When each validation rule a campaign may name fails, and the messages it can say, in the authors' words:
 * docs/authoring.md's validation-rule table is generated from these and the catalogue (`npm run docs:generate`).
 * Apart from the catalogue so that no page ships them; a rule without its words fails to compile.
 */
import type { ValidationCode, ValidationRule } from '../../generated/campaign.ts';

export interface ValidationRuleDescription {
  failsWhen: string;
  /** The codes of `validation.*` the rule says when it fails, unless the field gives its own `message`. */
  messages: readonly ValidationCode[];
}

export const validationRuleDescriptions = {
  pattern: { failsWhen: '`pattern` (a JavaScript regular expression, whole answer) does not match', messages: ['invalidFormat'] },
  length: { failsWhen: 'fewer than `min` or more than `max` characters', messages: ['tooShort', 'tooLong'] },
  dateRange: { failsWhen: 'a date before `notBefore` or after `notAfter` (`"today"` or `YYYY-MM-DD`), or no date; before today says dateInFuture, after today dateInPast, past a fixed date invalidDate (give `message` for words of your own)', messages: ['dateInFuture', 'dateInPast', 'invalidDate'] },
  ageRange: { failsWhen: 'the age today (from a birth date, or an age) below `min` or above `max`, or a birth date that is no date', messages: ['ageOutOfRange', 'invalidDate'] },
  phoneForCountry: { failsWhen: "not a phone number of the visitor's country", messages: ['invalidPhone'] },
  postalForCountry: { failsWhen: "not in the visitor's country's postal-code pattern", messages: ['invalidPostal'] },
  email: { failsWhen: 'not an email address', messages: ['invalidEmail'] },
  matchesField: { failsWhen: 'differs from the answer `answer` of another field on the step', messages: ['notMatching'] },
  atLeastOne: { failsWhen: 'fewer than `min` (default 1) choices', messages: ['selectOption'] },
  oneOf: { failsWhen: 'not one of `values`', messages: ['selectOneOption'] },
} as const satisfies Record<ValidationRule['rule'], ValidationRuleDescription>;
