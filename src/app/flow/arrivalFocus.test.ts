// @vitest-environment happy-dom
/**
 * Arriving at a step: after a step change the page is shown from its top at once, under either motion preference,
 * and only then does the heading take focus, without a second scroll; the page's first step moves nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a new page load has it (it counts the steps shown). */
async function newPage(): Promise<() => void> {
  vi.resetModules();
  return (await import('./arrivalFocus.ts')).arriveAtStep;
}

/** A step page scrolled down, with the visitor's motion preference; returns what the page asked of the browser. */
function stepPage(motion: 'reduce' | 'no-preference', heading = true): string[] {
  document.body.innerHTML = `<a href="#main">Skip to content</a><main id="main"><section class="step">${heading ? '<h1 id="step-title" tabindex="-1">Step</h1>' : ''}</section></main>`;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === `(prefers-reduced-motion: ${motion})`, media: query } as MediaQueryList));
  const asked: string[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => { asked.push(`scroll ${JSON.stringify(options)}`); });
  const focus = HTMLElement.prototype.focus;
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
    asked.push(`focus #${this.id} ${JSON.stringify(options)}`);
    focus.call(this, options);
  });
  return asked;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('arriveAtStep', () => {
  it("moves nothing on the page's first step: no scroll, and focus stays at the top of the document", async () => {
    const arrive = await newPage();
    const asked = stepPage('no-preference');
    arrive();
    expect(asked).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  for (const motion of ['reduce', 'no-preference'] as const) {
    it(`after a step change (prefers-reduced-motion: ${motion}) shows the page from its top at once, then focuses the heading without scrolling again`, async () => {
      const arrive = await newPage();
      arrive();
      const asked = stepPage(motion);
      arrive();
      expect(asked).toEqual(['scroll {"top":0,"behavior":"instant"}', 'focus #step-title {"preventScroll":true}']);
      expect(document.activeElement).toBe(document.getElementById('step-title'));
    });
  }

  it('shows the page from its top on every later step, even one without a heading of its own', async () => {
    const arrive = await newPage();
    arrive();
    const asked = stepPage('no-preference', false);
    arrive();
    arrive();
    expect(asked).toEqual(['scroll {"top":0,"behavior":"instant"}', 'scroll {"top":0,"behavior":"instant"}']);
  });
});
