/**
 * One visitor's way through a flow in one engine, with the checks every state gets: after each step change the new
 * step's heading has focus and is on screen (inside the viewport, nothing lying over it), no console error, no
 * sideways scrolling; on a phone also text boxes of at least 16 px, tap targets of at least 24 × 24 px, the keyboard
 * each personal field asks for, and no sticky or fixed part over the field being filled. A flow may also edit a
 * masked box in the middle and paste into it (editMasked). A check that fails is noted and the walk goes on, so one
 * walk tells every defect it meets; a step that cannot be reached ends it.
 */
import type { SuiteServer } from './server.ts';
import type { Driver, EngineName } from './driver.ts';
import { named } from './driver.ts';
import { coverOfFocused, findTarget, focusedText, keyboardOfFocused, mobileProblems, stageCopy, stepState, takePasted, unstageCopy, type Query, type Role } from './inPage.ts';
import type { MaskedRun } from './maskedEdits.ts';
import { listLeads, type StoredLead } from '../../src/server/db/repositories/leads.ts';

export type Locale = 'en' | 'es';

/** The keyboard a field must bring up on a phone, and what autofill may put in it. */
export type Keyboard = 'phone' | 'postal' | 'email' | 'dateOfBirth';

const KEYBOARDS: Record<Keyboard, { inputMode: string[]; type?: string[]; autocomplete: string[] }> = {
  phone: { inputMode: ['tel'], type: ['tel'], autocomplete: ['tel', 'tel-national'] },
  postal: { inputMode: ['numeric'], autocomplete: ['postal-code'] },
  email: { inputMode: ['email'], type: ['email'], autocomplete: ['email'] },
  dateOfBirth: { inputMode: ['numeric'], autocomplete: ['bday'] },
};

/** Below this width the page is laid out for a phone, and the phone checks run. */
const PHONE_WIDTH = 400;

/** How long a step may take to appear, with its heading focused and shown, on a loaded two-core machine. */
const ARRIVAL_MS = 10_000;

export class Walk {
  readonly failures: string[] = [];
  /** The steps whose checks ran. */
  steps = 0;
  private where = 'landing';
  private readonly mobileSeen = new Set<string>();

  constructor(
    private readonly d: Driver,
    readonly engine: EngineName,
    private readonly server: SuiteServer,
    readonly locale: Locale,
    readonly width: number,
    /** The phone number this walk types, 555-02xx (no other suite uses them), and as the lead stores it. */
    readonly phone: { typed: string; stored: string },
    /** The walk's place in the run: walks sharing the server choose different booking times by it. */
    readonly number: number,
  ) {}

  get onPhone(): boolean {
    return this.width < PHONE_WIDTH;
  }

  /** English or Spanish, as the walk's locale. */
  say(en: string, es: string): string {
    return this.locale === 'en' ? en : es;
  }

  url(path: string): string {
    return `${this.server.url}/signup/${this.locale === 'es' ? 'es/' : ''}${path}`;
  }

  /** Notes a failed check where the walk is; the walk goes on. */
  fail(what: string): void {
    this.failures.push(`${this.where}: ${what}`);
  }

  /** Opens the flow's first page: its heading shows at the top, focus stays on the document for the skip link. */
  async land(path: string, heading: string): Promise<void> {
    this.where = path.split('?')[0] ?? path;
    await this.d.goto(this.url(path));
    await this.firstStep(() => true, heading);
  }

  /** A link has loaded a new page at `path`: as on landing, its heading shows at the top. */
  async opened(path: RegExp, heading: string): Promise<void> {
    this.where = path.source.replace(/\\/g, '').replace(/[$^]/g, '');
    await this.firstStep((s) => path.test(s.path), heading);
  }

  private async firstStep(ready: (s: Awaited<ReturnType<typeof stepState>>) => boolean, heading: string): Promise<void> {
    const state = await this.settled(ready);
    if (state.heading !== heading) this.fail(`heading "${state.heading}", expected "${heading}"`);
    if (!this.onScreen(state)) this.fail(`the heading is not on screen (top ${state.top}, bottom ${state.bottom}, viewport ${state.innerHeight} px high)`);
    await this.checkState();
  }

  /**
   * A step change has happened: the address ends in `path`, the new heading reads `heading` and has focus and is
   * on screen; then the checks of every state.
   */
  async arrived(path: RegExp, heading: string): Promise<void> {
    this.where = path.source.replace(/\\/g, '').replace(/[$^]/g, '');
    let state: Awaited<ReturnType<typeof stepState>>;
    try {
      state = await this.settled((s) => path.test(s.path) && s.heading === heading && s.headingFocused && this.onScreen(s));
    } catch {
      state = await this.d.evaluate(stepState);
      if (!path.test(state.path)) throw new Error(`${this.where}: never reached; the page is ${state.path} with heading "${state.heading}"`);
      if (state.heading !== heading) this.fail(`heading "${state.heading}", expected "${heading}"`);
      if (!state.headingFocused) this.fail(`the heading does not have focus (focus is on ${state.active})`);
      if (!this.onScreen(state)) {
        this.fail(state.coveredBy
          ? `the focused heading is covered by ${state.coveredBy}`
          : `the focused heading is off screen: top ${state.top} px, bottom ${state.bottom} px, viewport ${state.innerHeight} px high, scrollY ${state.scrollY} of ${state.scrollHeight}`);
      }
    }
    await this.checkState();
  }

  /** Waits until the step is shown and nothing is loading, and until `ready`, or fails after ARRIVAL_MS. */
  private async settled(ready: (s: Awaited<ReturnType<typeof stepState>>) => boolean) {
    const deadline = Date.now() + ARRIVAL_MS;
    for (;;) {
      // While a link loads a new page there is no document to ask: the question waits for the next one.
      const state = await this.d.evaluate(stepState).catch((e: unknown) => ({ path: `(loading: ${e instanceof Error ? e.message : String(e)})`, heading: null, loading: true }));
      if (state.heading !== null && !state.loading && 'headingFocused' in state && ready(state)) {
        // A second look a moment later: a heading that is shown and then scrolled away (a late scroll, a layout that
        // settles) is not shown.
        await new Promise((r) => setTimeout(r, 400));
        const again = await this.d.evaluate(stepState).catch(() => null);
        if (again && ready(again)) return again;
      }
      if (Date.now() > deadline) throw new Error(`${this.where}: not shown in ${ARRIVAL_MS} ms: the page is ${state.path}, heading "${state.heading}"${state.loading ? ', still loading' : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private onScreen(s: Awaited<ReturnType<typeof stepState>>): boolean {
    return s.top !== null && s.bottom !== null && s.top >= 0 && s.bottom <= s.innerHeight && s.coveredBy === null;
  }

  /** No console error, no sideways scrolling, and on a phone no small text box or tap target. */
  private async checkState(): Promise<void> {
    this.steps += 1;
    for (const error of await this.d.errors()) this.fail(`console error: ${error}`);
    const state = await this.d.evaluate(stepState);
    if (state.scrollWidth > state.innerWidth) this.fail(`sideways scrolling: the page is ${state.scrollWidth} px wide in ${state.innerWidth} px`);
    if (!this.onPhone) return;
    for (const problem of await this.d.evaluate(mobileProblems)) {
      // The header and footer are on every step: each problem is told once per walk.
      if (this.mobileSeen.has(problem)) continue;
      this.mobileSeen.add(problem);
      this.fail(problem);
    }
  }

  /** Types into the text box with this label; on a phone, checks its keyboard and that nothing covers it. */
  async fill(label: string, text: string, keyboard?: Keyboard, role: Role = 'textbox'): Promise<void> {
    await this.d.fill(named(role, label), text);
    if (!this.onPhone) return;
    const cover = await this.d.evaluate(coverOfFocused);
    if (cover) this.fail(cover);
    if (!keyboard) return;
    const shown = await this.d.evaluate(keyboardOfFocused);
    const wanted = KEYBOARDS[keyboard];
    if (!shown) {
      this.fail(`"${label}" is not a text box with focus after typing`);
      return;
    }
    const keyboardRight = wanted.inputMode.includes(shown.inputMode) || (wanted.type ?? []).includes(shown.type);
    if (!keyboardRight) this.fail(`"${label}" brings up the wrong keyboard: type ${shown.type}, inputmode "${shown.inputMode}" (wanted inputmode ${wanted.inputMode.join(' or ')})`);
    if (!wanted.autocomplete.includes(shown.autocomplete)) this.fail(`"${label}" has autocomplete "${shown.autocomplete}" (wanted ${wanted.autocomplete.join(' or ')})`);
  }

  /**
   * Edits the empty masked box with this label as a visitor does, with the engine's own keyboard and clipboard: each
   * run of steps (maskedEdits.ts) from an empty box, then everything selected and deleted. After each step the box
   * must still have focus and show the value with the caret where the step says. A step that fails is noted and ends
   * its run; the box is emptied for the next run and for the walk's own value.
   */
  async editMasked(label: string, runs: readonly MaskedRun[]): Promise<void> {
    const query = named('textbox', label);
    await this.still(query);
    await this.d.click(query);
    const box = await this.d.evaluate(focusedText);
    if (!box) {
      this.fail(`"${label}" does not take focus when clicked`);
      return;
    }
    const shown = (t: ReturnType<typeof focusedText>) => (t
      ? `${JSON.stringify(t.value)} with ${t.start === t.end ? `the caret at ${t.start}` : `${t.start} to ${t.end} selected`}${t.id === box.id ? '' : ` in #${t.id}, not #${box.id}`}`
      : 'focus out of the box');
    for (const run of runs) {
      for (const step of run) {
        if (step.paste !== undefined) {
          // Copied from a text area of the page with Control+C, then pasted into the box (clicked: empty, the caret at 0).
          await this.d.evaluate(stageCopy, step.paste);
          await this.d.press(['Control+c']);
          await this.d.evaluate(unstageCopy);
          await this.d.click(query);
          await this.d.press(['Control+v']);
          const pasted = await this.d.evaluate(takePasted);
          if (pasted !== step.paste) {
            this.fail(`"${label}": ${step.what}: the paste carried ${JSON.stringify(pasted)}, not the text copied`);
            break;
          }
        }
        if (step.keys) await this.d.press(step.keys);
        const now = await this.d.evaluate(focusedText);
        if (!now || now.id !== box.id || now.value !== step.value || now.start !== step.caret || now.end !== step.caret) {
          this.fail(`"${label}": ${step.what} gives ${shown(now)}, expected ${JSON.stringify(step.value)} with the caret at ${step.caret}`);
          break;
        }
      }
      await this.d.click(query);
      await this.d.press(['Control+a', 'Backspace']);
      const emptied = await this.d.evaluate(focusedText);
      if (emptied?.id !== box.id || emptied.value !== '' || emptied.start !== 0) this.fail(`"${label}": everything selected and deleted gives ${shown(emptied)}, expected an empty box`);
    }
  }

  /**
   * Clicks the control with this role and name (the nth of them, counted round, when several match) once it stands
   * still, as a person's pointer does: a click aimed while the page still moves (a chip added above, a list narrowing)
   * lands beside the control.
   */
  async click(role: Role, name: string | RegExp, within?: Query, nth?: number): Promise<void> {
    const query = named(role, name, within, nth);
    await this.still(query);
    await this.d.click(query);
  }

  /** Waits until the control is where it was 100 ms before (at most ARRIVAL_MS; the click then says what is wrong). */
  private async still(query: Query): Promise<void> {
    const box = async () => {
      const state = await this.d.evaluate(findTarget, query, 'state');
      return typeof state === 'object' && 'box' in state ? state.box : null;
    };
    const deadline = Date.now() + ARRIVAL_MS;
    let before = await box();
    for (;;) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await box();
      if ((now !== null && now === before) || Date.now() > deadline) return;
      before = now;
    }
  }

  /**
   * Ticks a checkbox and sees it ticked, as a visitor does: a list that was still narrowing under the pointer can take
   * the click elsewhere, and the visitor then ticks it again.
   */
  async tick(name: string): Promise<void> {
    const query = named('checkbox', name);
    const ticked = async () => {
      const state = await this.d.evaluate(findTarget, query, 'state');
      return typeof state === 'object' && 'checked' in state && state.checked;
    };
    for (let attempt = 0; attempt < 2 && !(await ticked()); attempt += 1) {
      await this.still(query);
      await this.d.click(query);
      const deadline = Date.now() + 2_000;
      while (!(await ticked()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    }
    if (!(await ticked())) throw new Error(`${this.where}: the checkbox "${name}" stays unticked after two clicks`);
  }

  async select(label: string, option: string): Promise<void> {
    await this.d.select(named('combobox', label), option);
  }

  /** Waits for a control to show (results that arrive after a search), as a visitor waits. */
  async shows(role: Role, name: string | RegExp, within?: Query): Promise<void> {
    const query = named(role, name, within);
    const deadline = Date.now() + ARRIVAL_MS;
    // findTarget names what is missing with a string, and gives the state of what it found.
    for (let missing = await this.d.evaluate(findTarget, query, 'state'); typeof missing === 'string'; missing = await this.d.evaluate(findTarget, query, 'state')) {
      if (Date.now() > deadline) throw new Error(`${this.where}: after ${ARRIVAL_MS} ms, ${missing}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** The lead stored with this walk's phone number, once it is there. */
  async lead(): Promise<StoredLead> {
    const deadline = Date.now() + ARRIVAL_MS;
    for (;;) {
      const lead = (await listLeads(this.server.app.db)).find((l) => l.phone === this.phone.stored);
      if (lead) return lead;
      if (Date.now() > deadline) throw new Error(`no lead stored with ${this.phone.stored}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** The stored lead has these values (objects and arrays compared in full, other fields ignored). */
  async expectLead(expected: Partial<StoredLead>): Promise<StoredLead> {
    this.where = 'stored lead';
    const lead = await this.lead();
    for (const [key, value] of Object.entries(expected)) {
      const actual = (lead as unknown as Record<string, unknown>)[key];
      if (JSON.stringify(actual) !== JSON.stringify(value)) this.fail(`${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
    return lead;
  }

  /** The bookings stored for a lead. */
  bookings(leadId: string) {
    return this.server.app.db.query<{ study_id: number }>('SELECT study_id FROM bookings WHERE lead_id = $1', [leadId]);
  }
}
