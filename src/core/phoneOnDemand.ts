/**
 * The page's phone rules: phone.ts's functions, with libphonenumber-js and its metadata downloaded only once
 * loadPhoneRules() is called (when a step needs them), so the first step's scripts carry none of it. The page's
 * build serves this module wherever phone.ts is imported (vite.config.ts); the server and tests use phone.ts.
 */
import type * as Rules from './phone.ts';

export type { PhoneError } from './phone.ts';

let rules: typeof Rules | null = null;
let loading: Promise<void> | null = null;

/** Downloads the phone rules once; a failed download is tried again by the next call. */
export function loadPhoneRules(): Promise<void> {
  loading ??= import('./phone.ts').then(
    (module) => { rules = module; },
    (error: unknown) => { loading = null; throw error; },
  );
  return loading;
}

/** Whether the rules are in, so a phone function may be called now. */
export function phoneRulesLoaded(): boolean {
  return rules !== null;
}

function loaded(): typeof Rules {
  // A caller that skips loadPhoneRules() is a bug: failing loudly beats a phone judged with no rules.
  if (!rules) throw new Error('phone rules used before loadPhoneRules() resolved');
  return rules;
}

export const warmUpPhoneRules: typeof Rules.warmUpPhoneRules = (country) => loaded().warmUpPhoneRules(country);
/**
 * Before the rules are in, a number is not judged yet (null): a step that asks a phone shows before they arrive, and its
 * fields are validated as the visitor types. Going on from that step waits for the rules (src/app/flow/submitHold.ts)
 * and judges the number then, so no phone is accepted, normalised or sent without them.
 */
export const validatePhone: typeof Rules.validatePhone = (value, country) => (rules ? rules.validatePhone(value, country) : null);
export const normalisePhone: typeof Rules.normalisePhone = (value, country) => loaded().normalisePhone(value, country);
export const formatPhone: typeof Rules.formatPhone = (value, notice) => loaded().formatPhone(value, notice);
export const phoneForInput: typeof Rules.phoneForInput = (e164, notice) => loaded().phoneForInput(e164, notice);
