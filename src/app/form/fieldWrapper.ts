/**
 * A field as the visitor meets it on the page: the wrapper around its controls, the control a link to it should
 * focus, and the name it is shown under. The error summary reads these from the page, because a field's name is
 * whatever its widget shows (a legend, a label, a question), in the page's language.
 */

export const fieldWrapperId = (fieldId: string): string => `${fieldId}-field`;

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * The part of the field in error: its first invalid control or group; else the question a field of several marks as
 * the one still to answer (`data-error-part`), whose message may not be shown yet when a failed submit names it; else
 * the whole field.
 */
function errorPart(wrapper: Element): Element {
  return wrapper.querySelector('[aria-invalid="true"]') ?? wrapper.querySelector('[data-error-part]') ?? wrapper;
}

/** Text as read out: what is hidden from assistive technology left out, white space collapsed. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A box the visitor types in, left empty. */
const isEmptyBox = (element: Element): boolean => element instanceof HTMLInputElement && TYPED.has(element.type) && element.value === '';
const TYPED = new Set(['text', 'tel', 'email', 'number', 'search', 'url']);

/**
 * The control to focus: the first invalid one (or, in an invalid group, its first empty box, else its first control),
 * else the field's first empty box or first control. A height's link goes to the feet left empty, not to the unit
 * chosen before it.
 */
export function fieldControl(wrapper: Element): HTMLElement | null {
  const part = errorPart(wrapper);
  if (part.matches(FOCUSABLE)) return part as HTMLElement;
  return firstControl(part) ?? firstControl(wrapper);
}

/** The first empty box within an element, else its first control. */
function firstControl(within: Element): HTMLElement | null {
  return [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].find(isEmptyBox) ?? within.querySelector<HTMLElement>(FOCUSABLE);
}

/** An element's own name: what labels it (aria-labelledby, aria-label, its legend or its label), or ''. */
function ownName(element: Element, wrapper: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
  const labelElement = labelledBy ? element.ownerDocument.getElementById(labelledBy) : null;
  if (labelElement) return spokenText(labelElement);
  const ariaLabel = element.getAttribute('aria-label')?.trim();
  if (ariaLabel) return ariaLabel;
  const legend = element.matches('fieldset') ? element.querySelector(':scope > legend') : null;
  if (legend) return spokenText(legend);
  const label = (element.id ? wrapper.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null) ?? element.closest('label');
  return label && wrapper.contains(label) ? spokenText(label) : '';
}

/**
 * The name the field is shown under: the question (fieldset) the part in error belongs to, as a height's legend rather
 * than its 'cm' box; else the part's own name; else the field's first.
 */
export function fieldName(wrapper: Element): string {
  const part = errorPart(wrapper);
  if (part !== wrapper) {
    const group = part.closest('fieldset');
    const name = (group && wrapper.contains(group) ? ownName(group, wrapper) : '') || ownName(part, wrapper);
    if (name) return name;
  }
  const named = wrapper.querySelector('[aria-labelledby], [aria-label], fieldset, label');
  return named ? ownName(named, wrapper) || spokenText(named) : '';
}

/** A question of a field that is in error, and the control a link to it focuses. */
export interface ErrorPart {
  name: string;
  control: HTMLElement;
}

/**
 * Each question of a field that is marked in error, once (a question's group counts once, however many of its controls
 * are marked), with its own name: the questionnaire's seven unanswered questions are seven, not the first alone.
 */
export function errorParts(wrapper: Element): ErrorPart[] {
  const parts: ErrorPart[] = [];
  const seen = new Set<Element>();
  for (const marked of wrapper.querySelectorAll('[aria-invalid="true"]')) {
    const group = marked.closest('fieldset');
    const part = group && wrapper.contains(group) ? group : marked;
    if (seen.has(part)) continue;
    seen.add(part);
    // The control marked, where it is one (a height's feet, not the unit chosen before them); else the group's first
    // empty box or first control.
    const control = marked.matches(FOCUSABLE) ? (marked as HTMLElement) : firstControl(part);
    if (control) parts.push({ name: ownName(part, wrapper) || ownName(marked, wrapper), control });
  }
  return parts;
}

/**
 * An error summary's line: the field's name, then what is wrong. A name that is a sentence (a consent's words) loses its
 * closing stop first, which read "…above.: Please tick the box".
 */
export function withMessage(name: string, message: string): string {
  return name ? `${name.replace(/[.:;,]+$/, '')}: ${message}` : message;
}
