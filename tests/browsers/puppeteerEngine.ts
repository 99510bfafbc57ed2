/**
 * Firefox ESR over WebDriver BiDi and Chromium over the DevTools protocol, both through puppeteer-core, each walk in
 * a browser context of its own.
 */
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { findTarget, type Query } from './inPage.ts';
import { browserChromium, CHROMIUM_ARGS } from '../support/chromium.ts';
import { actOn, pageScript, waitFor, type Driver, type Engine, type EngineName, type Viewport } from './driver.ts';

const LAUNCH: Record<'firefox' | 'chromium', Parameters<typeof puppeteer.launch>[0]> = {
  firefox: {
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
  },
  chromium: {
    browser: 'chrome',
    executablePath: browserChromium(),
    args: [...CHROMIUM_ARGS, '--lang=en-US'],
  },
};

/** How long one start may take: Firefox on a loaded machine (beside the fault test) was seen past puppeteer's 30 s. */
const START_TIMEOUT_MS = 90_000;
const START_ATTEMPTS = 3;

/**
 * A start that timed out is tried again with a fresh profile: one slow start must not fail every walk of an engine,
 * while a browser that cannot start at all still fails after the last try, with its reason.
 */
async function startBrowser(name: 'firefox' | 'chromium'): Promise<Browser> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await puppeteer.launch({
        ...LAUNCH[name],
        headless: true,
        timeout: START_TIMEOUT_MS,
        env: { ...process.env, TZ: 'America/New_York', LANG: 'en_US.UTF-8' },
      });
    } catch (e) {
      if (attempt >= START_ATTEMPTS) throw e;
      console.log(`${name}: start ${attempt} of ${START_ATTEMPTS} failed (${e instanceof Error ? e.message : String(e)}); trying again`);
    }
  }
}

export async function launchPuppeteerEngine(name: 'firefox' | 'chromium'): Promise<Engine> {
  const browser = await startBrowser(name);
  const version = await browser.version();
  return {
    name,
    version,
    open: (viewport) => openPage(browser, name, viewport),
    close: () => browser.close(),
  };
}

async function openPage(browser: Browser, engine: EngineName, viewport: Viewport): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport(viewport);
  const seen: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') seen.push(`console.error: ${m.text()}`); });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));

  const element = (query: Query, purpose: 'find' | 'click') => waitFor(async () => {
    const handle = await page.evaluateHandle(`(() => { ${pageScript(findTarget, [query, purpose])} })()`);
    const el = handle.asElement();
    if (el) return el as ElementHandle<Element>;
    const reason = String(await handle.jsonValue());
    await handle.dispose();
    return reason;
  }, `${engine}: find ${query.role} ${JSON.stringify(query.name)}`);

  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> {
      return (await page.evaluate(`(() => { ${pageScript(fn, args)} })()`)) as R;
    },
    async fill(query, text) {
      await actOn(() => element(query, 'find'), (el) => el.type(text), (el) => el.dispose());
    },
    async click(query) {
      await actOn(() => element(query, 'click'), (el) => el.click(), (el) => el.dispose());
    },
    async select(query, optionText) {
      await actOn(() => element(query, 'find'), async (el) => {
        const value = await el.evaluate((s, t) => [...(s as HTMLSelectElement).options].find((o) => o.text.trim() === t)?.value ?? null, optionText);
        if (value === null) throw new Error(`${engine}: no option "${optionText}"`);
        await el.select(String(value));
      }, (el) => el.dispose());
    },
    async press(keys) {
      for (const key of keys) {
        const chord = /^Control\+(.)$/.exec(key);
        if (chord) {
          await page.keyboard.down('Control');
          await page.keyboard.press(chord[1] as KeyInput);
          await page.keyboard.up('Control');
        } else {
          await page.keyboard.press(key as KeyInput);
        }
      }
    },
    async errors() {
      return seen.splice(0, seen.length);
    },
    async close() {
      await context.close();
    },
  };
}
