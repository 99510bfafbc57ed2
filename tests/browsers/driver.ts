/**
 * The little each engine must do for a walk: open a page at a size, go to an address, type into and click controls
 * found by role and name, run a function in the page, and tell which console errors it saw. Firefox and Chromium are
 * driven through puppeteer-core (puppeteerEngine.ts), WebKitGTK through WebKitWebDriver (webkitEngine.ts).
 */
import type { Query } from './inPage.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export interface Driver {
  goto(url: string): Promise<void>;
  /** Runs a function of inPage.ts in the page with JSON arguments and returns its JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  /** Types into the control key by key, as a person does; the control is waited for. */
  fill(query: Query, text: string): Promise<void>;
  /** Clicks the control (or, for a radio or checkbox drawn by its label, the label); the control is waited for. */
  click(query: Query): Promise<void>;
  /** Chooses the option of a select shown with this text. */
  select(query: Query, optionText: string): Promise<void>;
  /**
   * Presses keys one after another on the keyboard, into whatever has focus, as a person does: the engine's own key
   * events, so the browser edits the box (and fires beforeinput) itself.
   */
  press(keys: readonly Key[]): Promise<void>;
  /** The console errors and uncaught errors since the last call. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A key a walk presses: one character, a named key, or a chord with Control (select all, copy, paste). */
export type Key = 'Backspace' | 'Delete' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'Control+a' | 'Control+c' | 'Control+v' | `${Digit}`;
type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The characters of `text` as keys. */
export const keysOf = (text: string): Key[] => [...text].map((ch) => {
  if (!/^\d$/.test(ch)) throw new Error(`only digits are typed as keys, not ${JSON.stringify(ch)}`);
  return ch as Key;
});

export interface Engine {
  name: EngineName;
  /** The browser's own name and version, as it reports them. */
  version: string;
  /** A new page in a fresh profile (no storage or cookies from another walk) at this size. */
  open(viewport: Viewport): Promise<Driver>;
  close(): Promise<void>;
}

/**
 * The statement list that runs `fn` in the page with `args`. tsx names nested functions with a `__name` helper that
 * the page lacks, so the script brings its own.
 */
export function pageScript(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return `const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)});`;
}

/** Tries until `attempt` gives a value, up to `timeoutMs`; then fails with the last reason it gave. */
export async function waitFor<T>(attempt: () => Promise<T | string>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt().catch((e: unknown) => `error: ${e instanceof Error ? e.message : String(e)}`);
    if (typeof result !== 'string') return result;
    if (Date.now() > deadline) throw new Error(`${what}: ${result}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A query's name as the page function takes it: a pattern travels as its source and flags. */
export function named(role: Query['role'], name: string | RegExp, within?: Query, nth?: number): Query {
  return { role, name: typeof name === 'string' ? name : { source: name.source, flags: name.flags }, ...(within ? { within } : {}), ...(nth ? { nth } : {}) };
}

/** Errors after which the same control, found again, can take the action: the page re-rendered it in between. */
export const RERENDERED = /detached|stale element|not attached|not visible|not an HTMLElement|not interactable|no longer/i;

/** Finds the control and acts on it, finding it again when the page replaced it meanwhile (at most three times). */
export async function actOn<H>(find: () => Promise<H>, act: (el: H) => Promise<void>, release: (el: H) => Promise<void> = async () => undefined): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const el = await find();
    try {
      await act(el);
      return;
    } catch (e) {
      if (attempt >= 3 || !RERENDERED.test(e instanceof Error ? e.message : String(e))) throw e;
    } finally {
      await release(el).catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
