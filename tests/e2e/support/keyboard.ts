/** Drives a page with the keyboard alone: Tab to reach a control, then the keys a visitor would press on it. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

const TAB_LIMIT = 120;

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until the target has focus: it fails when the target is not on the keyboard's path. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < TAB_LIMIT && !(await hasFocus(target)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Types into a text box reached by Tab. */
export async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.type(text);
}

/** Presses a button (or follows a link) reached by Tab. */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Ticks a checkbox reached by Tab. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await press(page, box, 'Space');
  await expect(box).toBeChecked();
}

/** Chooses a radio as a keyboard user does: Tab enters its group once, the arrow keys move to it and choose it. */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  const name = await radio.getAttribute('name');
  const inGroup = () => page.evaluate((group) => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.type === 'radio' && active.name === group;
  }, name);
  for (let i = 0; i < TAB_LIMIT && !(await inGroup()); i += 1) await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await radio.isChecked()); i += 1) await page.keyboard.press((await hasFocus(radio)) ? 'Space' : 'ArrowDown');
  await expect(radio).toBeChecked();
}

/** Chooses an option of a select reached by Tab by typing the start of its label, as the browser's type-ahead allows. */
export async function chooseOption(page: Page, select: Locator, label: string, value: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}
