/**
 * The accessibility matrix (WCAG 2.2 AA): every step of every campaign, in English and Spanish, on a phone (390 px)
 * and a wide screen (1280 px), under reduced motion. One walk per campaign and language loads the first step and
 * moves to each next one inside the app (as a visitor's Next does), running every check on every state it reaches,
 * at both widths: axe, the page title, where focus lands, no sideways scrolling (down to 320 px), no running
 * animation, a failed submit (one announcement, focus on the error summary, which names each field), and Back (focus
 * on the heading of the step it returns to). A step's moves (its arrival, the refused Next, Back) are made on the
 * phone for the first step, the third, and so on, and on the wide screen for the others, so each move is made at both
 * widths in every campaign of two steps or more; the two widths share one page load and one walk (a walk per width
 * loaded and walked everything twice). Nothing is submitted successfully, so a walk stores nothing.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, axeViolations } from './fixtures.ts';
import { loadCampaigns } from '../../src/engine/node/campaignFiles.ts';
import type { Campaign, Field } from '../../src/engine/campaign.ts';
import { initialAnswers } from '../../src/app/form/formData.ts';
import { emptyCandidate } from '../../src/core/candidate.ts';
import { validateStep } from '../../src/engine/validateStep.ts';
import { resolveCountry } from '../../src/core/countries.ts';
import { SESSION_KEY } from '../../src/app/state/persistence.ts';
import { OWN_NAVIGATION_KEY } from '../../widgets/ownNavigation.ts';
import { kindSpec } from '../../src/engine/fieldKinds.ts';

const campaigns = [...loadCampaigns().values()].sort((a, b) => a.name.localeCompare(b.name));
const BRAND = 'Trial Search';
const STEP_OF = { en: /^Step \d+ of \d+$/, es: /^Paso \d+ de \d+$/ };
const us = resolveCountry('US');
type Locale = 'en' | 'es';
const PHONE = 390;
const WIDE = 1280;
const heightAt = (width: number) => (width < 400 ? 844 : 900);

/** The query a campaign's first persona arrives with (a study for the screeners, an offer's postal code). */
function personaQuery(campaign: Campaign): string {
  const file = JSON.parse(readFileSync(`campaigns/personas/${campaign.name}.json`, 'utf8')) as { personas: Array<{ query?: Record<string, string> }> };
  // A step asking about the visit's condition is shown to a visit that has one (src/engine/conditionStep.ts): the walk
  // of such a campaign comes by the first persona's link that names a condition.
  const asksCondition = Object.values(campaign.steps).some((step) => step.fields.some((field) => kindSpec(field.kind).asksAboutCondition));
  const persona = (asksCondition ? file.personas.find((p) => p.query?.['indicationIds[]']) : undefined) ?? file.personas[0];
  return new URLSearchParams(persona?.query ?? {}).toString();
}

/** Whether Next on the untouched step must be refused: a field that always shows would be in error. */
function refusesEmpty(fields: readonly Field[]): boolean {
  const alwaysShown = fields.filter((f) => !f.visibleWhen);
  // What a new visitor's step starts with, as the page builds it (the shown defaults: the country, the units).
  const untouched = initialAnswers(emptyCandidate('US'), us, alwaysShown);
  return Object.keys(validateStep(alwaysShown, untouched, { country: us, today: '2026-01-01' })).length > 0;
}

async function expectNoSidewaysScroll(page: Page, width: number, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
}

/** The checks every state gets. */
async function checkState(page: Page, locale: Locale, width: number, where: string) {
  // Title: '<what the page is> – [Step n of m – ]<brand>', in the page's language, with the progress bar's words.
  const parts = (await page.title()).split(' – ');
  expect(parts.at(-1), `${where}: the title ends with the brand`).toBe(BRAND);
  expect(parts[0]?.trim(), `${where}: the title starts with what the page is`).not.toBe('');
  expect(parts.length, `${where}: the title's parts`).toBeLessThanOrEqual(3);
  const progress = page.getByRole('progressbar');
  if (parts.length === 3) {
    expect(parts[1], `${where}: the title's place in the flow`).toMatch(STEP_OF[locale]);
    expect(parts[1], `${where}: the title and the progress bar agree`).toBe(await progress.getAttribute('aria-valuetext'));
  }
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
  await expectNoSidewaysScroll(page, width, where);
  if (width < 400) {
    await page.setViewportSize({ width: 320, height: 740 });
    await expectNoSidewaysScroll(page, 320, where);
    await page.setViewportSize({ width, height: heightAt(width) });
  }
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), `${where}: running animations`).toBe(0);
}

/** Waits until the step and whatever it loads first (conditions, criteria, times) are on the page. */
async function stepShown(page: Page, stepId: string, path: string, where: string) {
  await expect(page, `${where}: opens`).toHaveURL(new RegExp(`/${path}(\\?|$)`));
  // The step before stays on the page until this one is ready to show.
  await expect(page.locator(`main section.step[data-step="${stepId}"]`)).toBeVisible();
  await expect(page.locator('main [role="status"].loading')).toHaveCount(0);
}

/** Moves to another step inside the app, as the router does on a visitor's Next or on the browser's Forward. */
async function goInsideApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

test.describe.configure({ mode: 'parallel' });

/** The width a step's moves are made at: the phone for the first step, the wide screen for the second, and so on. */
const walkWidth = (stepIndex: number) => (stepIndex % 2 === 0 ? PHONE : WIDE);

async function setWidth(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: heightAt(width) });
}

/**
 * Checks the state at the walk's width, then at the other one, and stays there: the next move sets its own width,
 * which for the next step's arrival is that other one.
 */
async function checkAtBothWidths(page: Page, locale: Locale, state: string, width: number): Promise<void> {
  const other = width === PHONE ? WIDE : PHONE;
  await checkState(page, locale, width, `${state} ${width}`);
  await setWidth(page, other);
  await checkState(page, locale, other, `${state} ${other}`);
}

for (const campaign of campaigns) {
  for (const locale of ['en', 'es'] as const) {
    test(`${campaign.name} ${locale}: every step at ${PHONE} and ${WIDE} px`, async ({ page, server }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A booking step shows its calendar to a visit whose saved lead passed the study's screening (mayBook), a step
      // showing the verdict is shown to a visit that has one, and a step that saves the person to a visit that can save
      // them (stepForMissingPerson): the walk arrives as such a visit, kept in the tab as the page keeps it. Nothing is
      // booked or saved, so no lead need exist. The walk's first page is loaded as the site's own link loads one (the
      // language links): a page opened at the home by another link, with a lead saved, would start a new visit.
      const query = personaQuery(campaign);
      // The verdict held is the walk's study's: a verdict step of another study shows none.
      const walkStudy = Number(new URLSearchParams(query).get('studyId')) || campaign.studyId;
      if (Object.values(campaign.steps).some((step) => step.meta?.book || step.saveSubject || step.fields.some((field) => kindSpec(field.kind).showsVerdict))) {
        await page.addInitScript(({ key, visit, ownKey }) => {
          if (window.sessionStorage.getItem(key)) return;
          window.sessionStorage.setItem(key, visit);
          window.sessionStorage.setItem(ownKey, JSON.stringify({ href: window.location.href, at: Date.now() }));
        }, { key: SESSION_KEY, ownKey: OWN_NAVIGATION_KEY, visit: JSON.stringify({ campaign: campaign.name, lead: { id: '00000000-0000-4000-8000-000000000000', token: 'walk' }, screening: { passed: true }, screenedStudy: walkStudy }) });
      }
      const urlOf = (path: string) => `/signup/${locale === 'es' ? 'es/' : ''}${campaign.name}/${path}${query ? `?${query}` : ''}`;
      // The verdict the visit holds: a step for the other outcome (ws12's second look after a refusal) is shown to a
      // visit holding that one, loaded anew with it.
      let passed = true;
      for (const [index, stepId] of campaign.stepOrder.entries()) {
        const path = campaign.steps[stepId]?.path ?? stepId;
        const width = walkWidth(index);
        // What failed, and at which width: a move's width, or each width a state is checked at.
        const state = `${campaign.name}/${stepId} ${locale}`;
        const where = `${state} ${width}`;
        await setWidth(page, width);
        const outcome = campaign.steps[stepId]?.fields.map((field) => kindSpec(field.kind).showsVerdict).find((shows) => shows === 'passed' || shows === 'refused');
        const reload = outcome !== undefined && (outcome === 'passed') !== passed;
        if (reload) {
          passed = outcome === 'passed';
          await page.evaluate(({ key, ownKey, passed: held, href }) => {
            const visit = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { screening?: { passed: boolean } };
            window.sessionStorage.setItem(key, JSON.stringify({ ...visit, screening: { ...visit.screening, passed: held } }));
            window.sessionStorage.setItem(ownKey, JSON.stringify({ href, at: Date.now() }));
          }, { key: SESSION_KEY, ownKey: OWN_NAVIGATION_KEY, passed, href: `${server.url}${urlOf(path)}` });
        }
        if (index === 0 || reload) {
          await page.goto(`${server.url}${urlOf(path)}`);
          await stepShown(page, stepId, path, where);
          // On the first page focus stays at the top of the document, so the first Tab reaches the skip link.
          expect(await page.evaluate(() => document.activeElement === document.body), `${where}: focus on arrival`).toBe(true);
        } else {
          await goInsideApp(page, urlOf(path));
          await stepShown(page, stepId, path, where);
          // A step change moves focus to the new step's heading (a step whose heading is its content has none).
          const heading = page.locator('main h1');
          if (await heading.count()) await expect(heading, `${where}: focus after a step change`).toBeFocused();
        }
        await checkAtBothWidths(page, locale, state, width);
        await failedSubmit(page, campaign, stepId, path, state, locale, width);
        await back(page, stepId, path, where, width);
      }
    });
  }
}

async function failedSubmit(page: Page, campaign: Campaign, stepId: string, path: string, state: string, locale: Locale, width: number) {
  const where = `${state} ${width}`;
  const step = campaign.steps[stepId];
  const next = page.locator('main form > .nav-buttons > button[type="submit"]');
  if (!step || !(await next.count()) || !refusesEmpty(step.fields)) return;
  await setWidth(page, width);
  await next.focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('main .error-summary');
  await expect(summary, `${where}: focus after a failed submit`).toBeFocused();
  await expect(page.getByRole('alert'), `${where}: one announcement per failed submit`).toHaveCount(1);
  const entries = await summary.getByRole('link').allTextContents();
  expect(entries.length, `${where}: the summary lists the fields`).toBeGreaterThan(0);
  for (const entry of entries) expect(entry, `${where}: each entry names its field`).toMatch(/^[^:]+: .+/);
  await expect(page, `${where}: a refused submit stays`).toHaveURL(new RegExp(`/${path}(\\?|$)`));
  await checkAtBothWidths(page, locale, `${state} after a failed submit`, width);
}

async function back(page: Page, stepId: string, path: string, where: string, width: number) {
  const backButton = page.locator('main form > .nav-buttons > button:not([type="submit"])');
  if (!(await backButton.count())) return;
  await setWidth(page, width);
  await backButton.focus();
  await page.keyboard.press('Enter');
  await expect(page, `${where}: Back leaves the step`).not.toHaveURL(new RegExp(`/${path}(\\?|$)`));
  await expect(page.locator(`main section.step[data-step="${stepId}"]`)).toHaveCount(0);
  await expect(page.locator('main section.step')).toBeVisible();
  const heading = page.locator('main h1');
  if (await heading.count()) await expect(heading, `${where}: focus after Back`).toBeFocused();
}
