/**
 * Functions that run inside the page, in every engine. Each is sent as its source text (driver.ts), so it must not
 * use anything from outside its own body.
 */

/** How a control is found: by its role and accessible name, as a visitor reads it, optionally inside a named group. */
export interface Query {
  role: Role;
  /** The accessible name: a string matches it whole (spaces collapsed), a pattern anywhere. */
  name: string | { source: string; flags: string };
  within?: Query;
  /** Which of the matching elements, counted round (walks that share a server pick different booking times). */
  nth?: number;
}

export type Role = 'button' | 'link' | 'textbox' | 'searchbox' | 'combobox' | 'radio' | 'checkbox' | 'group' | 'heading' | 'list' | 'dialog';

/**
 * The first shown element with this role and name; a failure names what the page offers instead. For a click, a radio
 * or checkbox that its label draws (the input itself has no size) gives its label, which is what a visitor clicks.
 * For its state, whether it is checked.
 */
export function findTarget(query: Query, purpose: 'find' | 'click' | 'state' = 'find'): Element | string | { checked: boolean; box: string } {
  const selectors: Record<Role, string> = {
    button: 'button, input[type="button"], input[type="submit"], [role="button"]',
    link: 'a[href], [role="link"]',
    textbox: 'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], input[type="url"], textarea, [role="textbox"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    combobox: 'select, [role="combobox"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    group: 'fieldset, [role="group"], [role="radiogroup"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    list: 'ul, ol, [role="list"]',
    dialog: 'dialog[open], [role="dialog"]',
  };
  // What a screen reader reads: a required field's hidden star is not part of its name.
  const textOf = (node: Node | null | undefined): string => {
    if (!node) return '';
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden'))) return '';
    return [...node.childNodes].map(textOf).join('');
  };
  const text = (el: Element | null | undefined): string => textOf(el).replace(/\s+/g, ' ').trim();
  function nameOf(el: Element): string {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
    const aria = el.getAttribute('aria-label');
    if (aria) return aria.trim();
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return [...labels].map((l) => text(l)).join(' ').trim();
    if (el instanceof HTMLFieldSetElement) return text(el.querySelector(':scope > legend'));
    if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return el.value.trim();
    return text(el) || (el.getAttribute('title') ?? '').trim();
  }
  // Hidden controls of a custom look still count when their label shows, as a visitor clicks the label.
  const shown = (el: Element) => el.getClientRects().length > 0 || Boolean((el as HTMLInputElement).labels?.[0]?.getClientRects().length);
  function matches(el: Element, name: Query['name']): boolean {
    const actual = nameOf(el).replace(/\s+/g, ' ');
    return typeof name === 'string' ? actual === name : new RegExp(name.source, name.flags).test(actual);
  }
  function find(q: Query, scope: ParentNode): { found: Element | null; offered: string[] } {
    const candidates = [...scope.querySelectorAll(selectors[q.role])].filter(shown);
    const matching = candidates.filter((el) => matches(el, q.name));
    return { found: matching[(q.nth ?? 0) % Math.max(matching.length, 1)] ?? null, offered: candidates.map(nameOf) };
  }
  let scope: ParentNode = document;
  if (query.within) {
    const outer = find(query.within, document);
    if (!outer.found) return `no ${query.within.role} named ${JSON.stringify(query.within.name)}; there are ${JSON.stringify(outer.offered.slice(0, 30))}`;
    scope = outer.found;
  }
  const { found, offered } = find(query, scope);
  const label = (found as HTMLInputElement | null)?.labels?.[0];
  if (purpose === 'state' && found) {
    const r = (label ?? found).getBoundingClientRect();
    return {
      checked: (found as HTMLInputElement).checked === true || found.getAttribute('aria-checked') === 'true' || found.getAttribute('aria-pressed') === 'true',
      box: [r.left, r.top, r.width, r.height].map(Math.round).join(' '),
    };
  }
  if (purpose === 'click' && found && label && found.getBoundingClientRect().width < 1) return label;
  return found ?? `no ${query.role} named ${JSON.stringify(query.name)}; there are ${JSON.stringify(offered.slice(0, 30))}`;
}

/** Where the visitor is: the address, the step's heading (where it is and whether it has focus), loading and width. */
export function stepState() {
  const heading = document.querySelector('main h1');
  const rect = heading?.getBoundingClientRect();
  // What a visitor sees at the heading's middle: the heading, or a sticky or fixed part lying over it.
  const atMiddle = rect ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
  return {
    path: location.pathname + location.search,
    heading: heading ? (heading.textContent ?? '').replace(/\s+/g, ' ').trim() : null,
    headingFocused: heading !== null && heading === document.activeElement,
    active: document.activeElement ? `${document.activeElement.tagName.toLowerCase()}${document.activeElement.id ? `#${document.activeElement.id}` : ''}` : null,
    top: rect ? Math.round(rect.top) : null,
    bottom: rect ? Math.round(rect.bottom) : null,
    height: rect ? Math.round(rect.height) : null,
    coveredBy: atMiddle && heading && !heading.contains(atMiddle) && rect && rect.top >= 0 && rect.bottom <= window.innerHeight
      ? `${atMiddle.tagName.toLowerCase()}${atMiddle.className ? `.${String(atMiddle.className).split(' ').join('.')}` : ''}` : null,
    loading: document.querySelectorAll('main [role="status"].loading').length > 0,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    scrollY: Math.round(window.scrollY),
    scrollHeight: document.documentElement.scrollHeight,
  };
}

/** The keyboard a phone would show for the control that has focus: its type, inputmode and autocomplete. */
export function keyboardOfFocused() {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement)) return null;
  return { type: el.type, inputMode: el.inputMode, autocomplete: el.getAttribute('autocomplete') ?? '' };
}

/**
 * What on the page a phone visitor would trip over: text boxes under 16 px (the browser zooms in on focus) and tap
 * targets under 24 × 24 px (WCAG 2.2, 2.5.8), a radio or checkbox counting with its label. The criterion's exceptions
 * apply: a link in running text, and a small target with room around it (a 24 px circle on its centre touches no
 * other target nor another small target's circle).
 */
export function mobileProblems(): string[] {
  const problems: string[] = [];
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[aria-hidden="true"], [inert]');
  };
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${name ? ` "${name}"` : ''}`;
  };
  for (const el of document.querySelectorAll('input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), select, textarea')) {
    if (!visible(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 16) problems.push(`${describe(el)}: font-size ${size} px (under 16 px, the phone zooms in on focus)`);
  }
  const targets: Array<{ el: Element; r: DOMRect }> = [];
  for (const el of document.querySelectorAll('button, a[href], [role="button"], input[type="radio"], input[type="checkbox"], input[type="submit"], input[type="button"], select')) {
    const input = el as HTMLInputElement;
    const label = (input.type === 'radio' || input.type === 'checkbox') ? input.labels?.[0] : undefined;
    const target = label ?? el;
    if (visible(target)) targets.push({ el, r: target.getBoundingClientRect() });
  }
  const small = targets.filter(({ r }) => r.width < 24 || r.height < 24);
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  for (const { el, r } of small) {
    // A link in a sentence: its line holds other words than its own (the block it flows in says more).
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const inRunningText = el.tagName === 'A' && getComputedStyle(el).display === 'inline'
      && ((block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length);
    if (inRunningText) continue;
    const c = centre(r);
    const crowdedBy = targets.find((t) => t.el !== el && !t.el.contains(el) && !el.contains(t.el)
      && (distanceToRect(c, t.r) < 12 || (small.some((s) => s.el === t.el) && Math.hypot(centre(t.r).x - c.x, centre(t.r).y - c.y) < 24)));
    if (!crowdedBy) continue;
    problems.push(`${describe(el)}: tap target ${Math.round(r.width)} × ${Math.round(r.height)} px, under 24 × 24 and within 12 px of ${describe(crowdedBy.el)}`);
  }
  return problems;
}

/** The text box with focus: which it is, what it shows and what is selected in it (start = end: the caret). */
export function focusedText(): { id: string; value: string; start: number | null; end: number | null } | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLInputElement)) return null;
  return { id: el.id, value: el.value, start: el.selectionStart, end: el.selectionEnd };
}

/**
 * Puts `text` in a text area of the walk's own at the top of the page, focused and selected, for the keyboard to copy
 * (Control+C), and records what the next paste on the page carries: a paste of something else (a clipboard that
 * did not take the copy) is told apart from a mask that mishandled the right text.
 */
export function stageCopy(text: string): void {
  const area = document.createElement('textarea');
  area.id = 'walk-copy-source';
  area.value = text;
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '240px', height: '48px', fontSize: '16px', zIndex: '2147483647' });
  document.body.append(area);
  area.focus();
  area.select();
  const w = window as unknown as { __pasted?: string | null };
  w.__pasted = null;
  document.addEventListener('paste', (e) => { w.__pasted = e.clipboardData?.getData('text/plain') ?? null; }, { capture: true, once: true });
}

/** Takes the text area of stageCopy away again. */
export function unstageCopy(): void {
  document.getElementById('walk-copy-source')?.remove();
}

/** What the last paste after stageCopy carried (null: no paste came). */
export function takePasted(): string | null {
  return (window as unknown as { __pasted?: string | null }).__pasted ?? null;
}

/** A sticky or fixed part of the page that lies over the control with focus, if any. */
export function coverOfFocused(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const f = focused.getBoundingClientRect();
  for (const el of document.body.querySelectorAll('*')) {
    if (el === focused || el.contains(focused) || focused.contains(el)) continue;
    const position = getComputedStyle(el).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    const overlaps = r.left < f.right && f.left < r.right && r.top < f.bottom && f.top < r.bottom;
    if (overlaps) {
      return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} (${position}, ${Math.round(r.top)}–${Math.round(r.bottom)} px) covers `
        + `${focused.tagName.toLowerCase()}#${focused.id} (${Math.round(f.top)}–${Math.round(f.bottom)} px)`;
    }
  }
  return null;
}

/**
 * Records the page's console errors and uncaught errors, for an engine whose driver cannot listen to the console
 * (classic WebDriver). Installing twice keeps the first recorder.
 */
export function recordErrors(): void {
  const w = window as unknown as { __errorsSeen?: string[] };
  if (w.__errorsSeen) return;
  const seen: string[] = [];
  w.__errorsSeen = seen;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(args.map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    original(...args);
  };
  window.addEventListener('error', (e) => seen.push(`uncaught: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => seen.push(`unhandled rejection: ${String((e as PromiseRejectionEvent).reason)}`));
}

/** The errors recorded since the last call (recordErrors). */
export function takeRecordedErrors(): string[] {
  const seen = (window as unknown as { __errorsSeen?: string[] }).__errorsSeen ?? [];
  return seen.splice(0, seen.length);
}

/**
 * What a pointer aimed at the middle of this element would hit instead, when something lies over it (null: the
 * element itself): told when an engine refuses a click as intercepted.
 */
export function whatCovers(target: Element): string | null {
  const r = target.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || target.contains(hit) || hit.contains(target)) return null;
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  return `${describe(hit)} "${(hit.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}" lies over ${describe(target)} (y ${Math.round(r.top)} to ${Math.round(r.bottom)} of ${window.innerHeight})`;
}
