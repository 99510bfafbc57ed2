/**
 * The server's postal-code check, asked once per country and code. Steps ask it while the code is typed, as soon as
 * it is complete, so Next finds the answer waiting (or shares the request still on its way) instead of starting one.
 */
import { callEndpoint } from './client.ts';

/** Asks the server whether `postalCode` exists in `country` (alpha-3); rejects when it could not answer. */
export type AskPostalCheck = (postalCode: string, country: string) => Promise<boolean>;

export interface PostalCheck {
  /** The answer for this code: the one already given or on its way, else a new request. */
  verify(postalCode: string, country: string): Promise<boolean>;
  /**
   * The answer already given for this code, or undefined while it is on its way or was never asked. Next reads it
   * without awaiting, so the step's save leaves the browser before the page renders anything.
   */
  answered(postalCode: string, country: string): boolean | undefined;
}

/**
 * Answers kept per country and code (the last `limit` asked). A code typed after another is a key of its own, so a
 * late answer for the old code never stands for the new one. A failed request is forgotten: Next asks again.
 */
export function createPostalCheck(ask: AskPostalCheck, limit = 20): PostalCheck {
  const answers = new Map<string, { answer: Promise<boolean>; given?: boolean }>();
  const keyOf = (postalCode: string, country: string) => `${country}\u0000${postalCode}`;
  return {
    verify(postalCode, country) {
      const key = keyOf(postalCode, country);
      const known = answers.get(key);
      if (known) {
        // Most recently used last, so the oldest is the one dropped.
        answers.delete(key);
        answers.set(key, known);
        return known.answer;
      }
      const entry: { answer: Promise<boolean>; given?: boolean } = { answer: ask(postalCode, country) };
      answers.set(key, entry);
      entry.answer.then((valid) => { entry.given = valid; }, () => { if (answers.get(key) === entry) answers.delete(key); });
      if (answers.size > limit) answers.delete(answers.keys().next().value as string);
      return entry.answer;
    },
    answered(postalCode, country) {
      return answers.get(keyOf(postalCode, country))?.given;
    },
  };
}

/** The page's postal check, against POST /api/postal/verify. */
export const postalCheck = createPostalCheck((postalCode, country) =>
  callEndpoint('verifyPostalCode', { body: { postalCode, country } }).then((r) => r.valid));
