import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, type Server } from './fixtures.ts';
import { holdAnswers } from './support/heldAnswers.ts';
import { fillScreener, refusedFor1001, searchOtherTrials } from './support/screener.ts';
import { spokenAsItComes } from './support/liveRegion.ts';
import { LOAD_START_MS, OWN_NAVIGATION_KEY } from '../../widgets/ownNavigation.ts';

test.describe('study search', () => {
  test('ss6: the postal code changed while its search is on its way: no results of the code before are shown beside the new one, and Search then finds the new one\'s, the notice gone', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    const searched: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/studies/search') searched.push((JSON.parse(r.postData() ?? '{}') as { postalCode: string }).postalCode); });
    const held = await holdAnswers(page, '**/api/studies/search');
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await zip.fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => held.asked.length).toBeGreaterThan(0);
    await zip.fill('02115');
    held.release();
    const notice = spokenAsItComes(page).filter({ hasText: 'You changed your answers on this page, and they have not been sent yet.' });
    // Both held answers come through the test's route at once: on a loaded two-core machine (a clean-clone run beside a
    // browser) that took 5 to 6 s now and then, at most 1.7 s on a quiet one.
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
    // Changed back to the code searched: its results show again, and nothing is unsent.
    await zip.fill('77030');
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await zip.fill('02115');
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
    await page.unroute('**/api/studies/search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => searched.at(-1)).toBe('02115');
    // The answer asked ahead through the route may still be on its way, as above.
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
  });

  test('ss6 finds studies near a postal code, by condition, with cards linking to the screener', async ({ page, server }) => {
    // The search page's landings: Back from a study card is no new arrival. Each payload after the first names the
    // landing it has (a body is not read: one read as the page moves on is gone), and the server records one.
    const ss6Landings = async () => Number((await server.app.db.query<{ n: string }>("SELECT count(*) AS n FROM landings WHERE signup = 'ss6'")).rows[0]?.n);
    const landingsBefore = await ss6Landings();
    const landingsNamed: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/initial_payload' && url.searchParams.get('signup') === 'ss6') landingsNamed.push(url.searchParams.get('landingId') ?? 'none');
    });
    await page.goto(`${server.url}/signup/ss6/home?utm_source=news&ps=s6`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    // The search is asked once the postal code is complete, and Search shows its answer without asking again; a
    // search with other conditions asks anew.
    const searched: Array<{ postalCode: string; indicationIds: number[] }> = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/studies/search') searched.push(JSON.parse(r.postData() ?? '{}') as { postalCode: string; indicationIds: number[] }); });
    const searchedAhead = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/studies/search');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('7703');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await searchedAhead;
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await expect(page.getByTestId('study-1007')).toBeVisible();
    expect(searched.map((s) => [s.postalCode, s.indicationIds])).toEqual([['77030', []]]);
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('type 2');
    await page.getByRole('checkbox', { name: 'Type 2 diabetes' }).check();
    const searchedAgain = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/studies/search');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchedAgain;
    await expect(page.getByRole('heading', { name: 'Trials for you' })).toBeVisible();
    expect(searched.map((s) => [s.postalCode, s.indicationIds])).toEqual([['77030', []], ['77030', [101]]]);
    const link = page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' });
    await expect(link).toHaveAttribute('href', '/signup/ws10/home?utm_source=news&indicationIds%5B%5D=101&studyId=1001&psr=1');
    await expect(page.getByRole('heading', { name: 'Other trials near you' })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/signup\/ws10\/home\?utm_source=news/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    // Half filled, then left for the search and back: the screener keeps what was typed, as the search does.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Casey Compare');
    // Back from the study's screener finds the search as it was left, without searching again; so does a refresh.
    const asLeft = async () => {
      await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
      await expect(page.getByRole('list', { name: 'Selected conditions' })).toHaveText('Type 2 diabetes×');
      await expect(page.getByTestId('study-1001')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Other trials near you' })).toBeVisible();
    };
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/ss6\/home\?utm_source=news&ps=s6$/);
    await asLeft();
    await page.reload();
    await asLeft();
    expect(searched).toHaveLength(2);
    // Forward and Back again: the same.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Casey Compare');
    await page.goBack();
    await asLeft();
    expect(landingsNamed).toHaveLength(4);
    expect(landingsNamed[0]).toBe('none');
    expect(new Set(landingsNamed.slice(1)).size).toBe(1);
    expect(landingsNamed[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ss6Landings()).toBe(landingsBefore + 1);
    // Come back by a link rather than Back, and the results are not given back: the search is to be made again (what
    // was typed shows as typed).
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Other trials near you' })).toHaveCount(0);
    expect(searched).toHaveLength(2);
  });

  test('a condition no nearby study has: the spec message with the postal code, which recordings mask', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('asthma');
    await page.getByRole('checkbox', { name: 'Asthma' }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'found for postal code' });
    await expect(notice).toHaveText('No Asthma trials found for postal code 77030');
    await expect(notice).toHaveAttribute('data-personal');
    await expect(page.getByRole('heading', { name: 'Other trials near you' })).toBeVisible();
    // A screen reader hears how many were found, not every card: the cards are not a live region.
    const cards = await page.locator('.study-card').count();
    expect(cards).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: / found$/ }).last()).toHaveText(`${cards} ${cards === 1 ? 'trial' : 'trials'} found`);
    expect(await page.locator('[aria-live]').filter({ has: page.locator('.study-card') }).count()).toBe(0);
  });

  test("a visitor in the UK searches only once they have agreed: Search waits for the tick, and nothing typed is sent before it; in the US the agreement is the search's own words", async ({ page, browser, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByText('By searching, I agree to the privacy policy and terms of use.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I agree to the terms above.' })).toHaveCount(0);
    const context = await browser.newContext({ locale: 'en-GB' });
    const uk = await context.newPage();
    const searched: string[] = [];
    uk.on('request', (r) => { if (new URL(r.url()).pathname === '/api/studies/search') searched.push(r.postData() ?? ''); });
    await uk.goto(`${server.url}/signup/ss6/home`);
    const search = uk.getByRole('button', { name: 'Search' });
    await uk.getByRole('textbox', { name: 'Postcode' }).fill('SE1 7EH');
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(search).toHaveAccessibleDescription('Tick the box above to agree before you go on.');
    // Unavailable but on the keyboard's path: pressed anyway, it says what is missing.
    await search.focus();
    await uk.keyboard.press('Enter');
    await expect(uk.getByRole('alert')).toBeVisible();
    await uk.waitForTimeout(300);
    expect(searched).toEqual([]);
    await expect(uk.getByText(/^I agree to the privacy policy and terms of use, to be contacted by phone, text message and email about clinical trials near me/)).toBeVisible();
    const consent = uk.getByRole('checkbox', { name: 'I agree to the terms above.' });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(search).not.toHaveAttribute('aria-disabled');
    await search.click();
    await expect(uk.getByRole('status').filter({ hasText: /found|Sorry/ }).first()).toBeVisible();
    expect(searched.map((body) => (JSON.parse(body) as { country: string; postalCode: string })).map((b) => [b.country, b.postalCode])).toEqual([['GB', 'SE1 7EH']]);
    await expectAccessible(uk);
    // Back from a study's screener, the page is as the visitor left it: their agreement too, so Search goes on at once.
    const card = uk.locator('.study-card').first().getByRole('link', { name: 'See if you qualify' });
    const study = await uk.locator('.study-card').first().getAttribute('data-testid');
    await card.click();
    await expect(uk.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await uk.goBack();
    await expect(uk.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SE1 7EH');
    await expect(consent).toBeChecked();
    await expect(uk.getByTestId(study ?? '')).toBeVisible();
    await expect(search).not.toHaveAttribute('aria-disabled');
    await expectAccessible(uk);
    await context.close();
  });

  test('messages for an invalid postal code and for no studies near, in Spanish too', async ({ page, browser, server }) => {
    await page.goto(`${server.url}/signup/study-search/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('00000');
    await page.getByRole('button', { name: 'Search' }).click();
    // Shown beside the results, and announced once, by the summary (it was announced twice, as a status too).
    await expect(page.locator('.search-results .notice').filter({ hasText: 'Invalid postal code' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Invalid postal code' })).toHaveCount(0);
    // The field says so too, as every field in error does, and the summary names it.
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveAccessibleDescription('Please enter a valid postal code');
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Zip Code: Please enter a valid postal code']);
    // Christchurch is far from every New Zealand and Australian site.
    const context = await browser.newContext({ locale: 'es-NZ' });
    const nz = await context.newPage();
    await nz.goto(`${server.url}/signup/es/ss6/home`);
    await nz.getByRole('textbox', { name: 'Código postal' }).fill('8011');
    // A study search always needs an international visitor's consent (spec §4), in the page's language.
    await expect(nz.getByText(/^Acepto la política de privacidad y los términos de uso, que me contacten/)).toBeVisible();
    await nz.getByRole('checkbox', { name: 'Acepto los términos anteriores.' }).check();
    await nz.getByRole('button', { name: 'Buscar' }).click();
    await expect(nz.getByRole('status').filter({ hasText: 'Lo sentimos, no hay ensayos reclutando en su zona' })).toBeVisible();
    await context.close();
  });

  test('a search the network drops says the search failed, not a save, and goes once a search gets through', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/study-search/home`);
    // The network drops every search, the one asked while the code is typed too.
    await page.route('**/api/studies/search', (route) => route.abort('connectionreset'));
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'We could not search for studies just now.' });
    await expect(failed).toBeVisible();
    await expect(page.getByText('We could not save your answers', { exact: false })).toHaveCount(0);
    await page.unroute('**/api/studies/search');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Trials for you' }).or(page.getByRole('heading', { name: 'Other trials near you' })).first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});

test.describe('direct offers', () => {
  test('ss8 shows offers for the postal code from ?postal=, which then leaves the address bar', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss8/home?postal=10001&utm_source=partner`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers near you');
    await expect(page).toHaveURL(`${server.url}/signup/ss8/home?utm_source=partner`);
    const sleep = page.getByTestId('offer-1');
    await expect(sleep.getByRole('heading', { name: 'Better sleep research program' })).toBeVisible();
    await expect(sleep.getByText(/…$/)).toHaveText(/^.{200}…$/);
    await expect(sleep.getByText('Up to $300')).toBeVisible();
    await expect(sleep.getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('offer-2')).toBeVisible();
    await expectAccessible(page);
  });

  test('ss8 with a postal code no one has says so, rather than offer what is near nowhere', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss8/home?postal=00001`);
    await expect(page.getByRole('status').filter({ hasText: 'postal code in the link' })).toHaveText("We could not find the postal code in the link, so we cannot show offers near you. Check the link's postal code (postal=…).");
    await expect(page.getByTestId('offer-1')).toHaveCount(0);
    await expectAccessible(page);
    // A Canadian code in a US visitor's link is not one of their country's: said the same way, never 'add one to the link'.
    await page.goto(`${server.url}/signup/es/ss8/home?postal=M5G%202C4`);
    await expect(page.getByRole('status').filter({ hasText: 'código postal del enlace' })).toBeVisible();
    await expect(page.getByText(/Agregue su código postal al enlace/)).toHaveCount(0);
  });
});

test.describe('ss3 condition chips', () => {
  test('chips, results hidden after a change until Show Matching, and none apply', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss3/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    const chips = page.getByRole('group', { name: 'Choose the conditions that apply to you' });
    await expect(chips.getByRole('button', { name: 'Type 2 diabetes' })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Healthy volunteer' })).toHaveCount(0);
    await chips.getByRole('button', { name: 'Type 2 diabetes' }).click();
    await expect(chips.getByRole('button', { name: 'Type 2 diabetes' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Show Matching Trials' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await expectAccessible(page);
    await chips.getByRole('button', { name: 'Asthma' }).click();
    await expect(page.getByTestId('study-1001')).toHaveCount(0);
    await page.getByRole('button', { name: 'None of these apply to me' }).click();
    await expect(page.getByRole('heading', { name: 'Other trials near you' })).toBeVisible();
    await expect(page.getByTestId('study-1007')).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Asthma' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('ss7 contact form first', () => {
  test('the search button waits for a valid form; searching saves the lead and shows studies and offers', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss7/home`);
    const search = page.getByRole('button', { name: 'Search' });
    // Unavailable but on the keyboard's path, with the reason; pressed anyway, it names what is missing.
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await expect(search).toHaveAccessibleDescription('Answer the questions above to go on.');
    await search.focus();
    await expect(search).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').getByRole('link').first()).toHaveText('Full name: This field is required');
    await expect(page.locator('.error-summary')).toBeFocused();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Gus Contact');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('combobox', { name: 'Age' }).selectOption('55');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('male');
    await expect(search).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0151');
    await expect(search).not.toHaveAttribute('aria-disabled');
    await expect(search).toHaveAccessibleDescription('');
    await expectAccessible(page);
    // Enter in the last box typed in searches, as Search does; the box goes away with the form.
    await page.getByRole('textbox', { name: 'Phone number' }).press('Enter');
    await expect(page.getByTestId('study-1001')).toBeVisible();
    // The results come above Search as the form gives way to them: focus goes to their heading, never to the page body
    // (where it fell with the box), and the next Tab reaches the first card.
    await expect(page.getByRole('heading', { level: 2, name: 'Trials for you' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('.study-card').first().getByRole('link')).toBeFocused();
    await expect(page.getByTestId('offer-1')).toBeVisible();
    // The advertiser's words carry their own language, as the offer says it, for a page in any language.
    await expect(page.getByTestId('offer-1')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
    const lead = (await server.leads()).find((l) => l.phone === '+17135550151');
    expect(lead).toMatchObject({ firstName: 'Gus', lastName: 'Contact', age: 55, gender: 'male', postalCode: '77030', sourceInfo: expect.objectContaining({ campaign: 'ss7' }) });
    // The consents stored are the words the page showed beside Search, which ask for them.
    const words = 'By searching, I agree to be contacted by phone, text message and email about clinical trials near me and to the privacy policy and terms of use, and I agree that my answers may be shared with the study site.';
    await expect(page.getByText(words)).toBeVisible();
    const { rows } = await server.app.db.query<{ type: string; granted: boolean; text: string }>('SELECT type, granted, text FROM consents WHERE lead_id = $1 ORDER BY type', [lead?.id]);
    expect(rows).toEqual(['call', 'clinic', 'email', 'sms'].map((type) => ({ type, granted: true, text: words })));
    // A refresh gives the studies back, and the offers come with them; nothing is saved again.
    await page.reload();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await expect(page.getByTestId('offer-1')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
    expect((await server.leads()).filter((l) => l.phone === '+17135550151')).toHaveLength(1);
    // The study search's thank-you greets by name and says the details are kept.
    await page.getByRole('link', { name: "I'm done" }).click();
    await expect(page).toHaveURL(/\/signup\/ss7\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gus, thank you for searching');
    await expect(page.getByText("We'll keep your information on file and reach out when new trials become available near you.")).toBeVisible();
  });
});

test.describe('ss7 caregiver link', () => {
  test("a caregiver's link (cg=1) to a form that asks no caregiver field saves the lead as a caregiver's, and stores the caregiver's consent words the page showed", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss7/home?cg=1`);
    await page.getByRole('textbox', { name: /full name/i }).fill('Hal Helper');
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('combobox', { name: /Age/ }).selectOption('55');
    await page.getByRole('combobox', { name: /Gender/ }).selectOption('male');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('713-555-0238');
    const words = await page.locator('.consent .consent__text').allInnerTexts();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    const lead = (await server.leads()).find((l) => l.phone === '+17135550238');
    expect(lead?.caregiver).toMatchObject({ caregiverRelationship: 'Parent' });
    const { rows } = await server.app.db.query<{ type: string; granted: boolean; text: string }>('SELECT type, granted, text FROM consents WHERE lead_id = $1 ORDER BY type', [lead?.id]);
    expect(rows).toEqual(['call', 'clinic', 'email', 'sms'].map((type) => ({ type, granted: true, text: words.join('\n') })));
  });
});

test.describe('ss7 postal code', () => {
  test("a postal code of the right shape that no place has is the field's own error, in Spanish; corrected, the search saves the lead", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ss7/home`);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana García');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('00000');
    await page.getByRole('combobox', { name: 'Edad' }).selectOption('45');
    await page.getByRole('combobox', { name: 'Género' }).selectOption('female');
    await page.getByRole('textbox', { name: 'Número de teléfono' }).fill('713-555-0202');
    // Search may already be unavailable (the code was checked as it was typed); pressed anyway, it says why.
    await page.getByRole('button', { name: 'Buscar' }).focus();
    await page.keyboard.press('Enter');
    const postal = page.getByRole('textbox', { name: 'Código postal' });
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Código postal: Ingrese un código postal válido']);
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect((await server.leads()).filter((l) => l.phone === '+17135550202')).toHaveLength(0);
    await postal.fill('77030');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    expect((await server.leads()).filter((l) => l.phone === '+17135550202').map((l) => l.postalCode)).toEqual(['77030']);
  });
});

test.describe('study search thank-you', () => {
  test('ss6 offers to finish only once the visitor has searched; the thank-you leads back to the search, in Spanish too', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home?utm_source=news`);
    await expect(page.getByRole('link', { name: "I'm done" })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.getByRole('link', { name: "I'm done" }).click();
    await expect(page).toHaveURL(/\/signup\/ss6\/thank-you\?utm_source=news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for searching');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByText('New trials open all the time: search again whenever you like.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Search again' }).click();
    await expect(page).toHaveURL(/\/signup\/ss6\/home\?utm_source=news$/);
    await page.goto(`${server.url}/signup/es/ss8/home?postal=10001`);
    await page.getByRole('link', { name: 'He terminado' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gracias por buscar');
  });
});

test.describe('the visit left for a study screener and back', () => {
  test("a study's screener sent from ss6's results, then Back to the search and Forward, comes back as sent, its verdict after it: finished again, the same lead changes; so after a reload", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await fillScreener(page, { name: 'Rhea Return', zip: '77030', phone: '713-555-0287', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const qualified = page.getByRole('heading', { level: 1, name: 'Congratulations, you pre-qualified for this study!' });
    await expect(qualified).toBeVisible();
    // The address follows the step's first paint (widgets/router.tsx): Back once it names the result.
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?/);
    const name = page.getByRole('textbox', { name: 'Full name' });
    await page.goBack();
    await expect(name).toHaveValue('Rhea Return');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    // The search comes back as it was left, results and all.
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.goForward();
    await expect(name).toHaveValue('Rhea Return');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(713) 555-0287');
    await page.goForward();
    await expect(qualified).toBeVisible();
    // The same after a reload of the search page.
    await page.goBack();
    await expect(name).toHaveValue('Rhea Return');
    await page.goBack();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.goForward();
    await expect(name).toHaveValue('Rhea Return');
    const stored = async () => (await server.leads()).filter((l) => l.phone === '+17135550287');
    expect(await stored()).toHaveLength(1);
    // Finished again, with another answer: the one lead is changed.
    await page.getByRole('textbox', { name: 'Email address' }).fill('rhea.return@example.com');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(qualified).toBeVisible();
    await expect.poll(async () => (await stored()).map((l) => l.email)).toEqual(['rhea.return@example.com']);
  });

  test("Back from a refused result's \"Search other trials\" finds the result again, not the screener emptied", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws10/home?studyId=1001`);
    await fillScreener(page, { name: 'Sid Sorry', zip: '77030', phone: '713-555-0288', q1: 'No' });
    await page.getByRole('button', { name: 'Finish' }).click();
    const refused = page.getByRole('heading', { level: 1, name: "Sorry, you didn't qualify for this study" });
    await expect(refused).toBeVisible();
    await page.getByRole('link', { name: 'Search other trials' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await page.goBack();
    await expect(refused).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sid Sorry');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(713) 555-0288');
  });

  test("Back from a study's screener before its study has come: the search's visit asks for its own payload, under its own landing, and takes none of the screener's", async ({ page, server }) => {
    const landings: Array<string | null> = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/initial_payload' && url.searchParams.get('signup') === 'ss6') landings.push(url.searchParams.get('landingId'));
    });
    const firstPayload = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/initial_payload');
    await page.goto(`${server.url}/signup/ss6/home`);
    const ss6Landing = ((await (await firstPayload).json()) as { leadLpParamId: string }).leadLpParamId;
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    const held = await holdAnswers(page, '**/api/initial_payload?*signup=ws10*');
    await page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect.poll(() => held.asked.length).toBe(1);
    await page.goBack();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    held.release();
    // The search's own payload, asked again for the visit given back, names its own landing; so does a reload's.
    await expect.poll(() => landings).toEqual([null, ss6Landing]);
    await page.reload();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await expect.poll(() => landings).toEqual([null, ss6Landing, ss6Landing]);
  });

  test("Back from a study's screener that has not yet kept the search's visit (the code for it still on its way) finds the search as it was left", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1001')).toBeVisible();
    const held = await holdAnswers(page, '**/js/visitSwitch-*.js');
    await page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }).click();
    await expect.poll(() => held.asked.length).toBe(1);
    await page.goBack();
    held.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1001')).toBeVisible();
  });

  test("two screeners of one campaign, for two studies and two people, each come back as their own: Back to the first shows its person, not what was typed on the second, and Forward gives the second back with its typing", async ({ page, server }) => {
    await refusedFor1001(page, server.url, { name: 'Hal First', phone: '713-555-0289' });
    await searchOtherTrials(page);
    await page.getByTestId('study-1007').getByRole('link', { name: /See if you qualify/ }).click();
    const name = page.getByRole('textbox', { name: 'Full name' });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await name.fill('Ivy Other');
    await phone.fill('713-555-0290');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await page.goBack();
    await expect(name).toHaveValue('Hal First');
    await expect(phone).toHaveValue('(713) 555-0289');
    await expect(page.getByText('You changed your answers on this page')).toHaveCount(0);
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await page.goForward();
    await expect(name).toHaveValue('Ivy Other');
    await expect(phone).toHaveValue('(713) 555-0290');
    // Hal's lead keeps Hal.
    const hal = (await server.leads()).filter((l) => l.phone === '+17135550289');
    expect(hal.map((l) => l.firstName)).toEqual(['Hal']);
  });

  test("a visit left keeps its person in its own tab: another tab's visits left, or its flow completed, leave it", async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Tab One');
    const other = await page.context().newPage();
    await other.goto(`${server.url}/signup/ss6/home`);
    await other.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await other.getByRole('button', { name: 'Search' }).click();
    await other.getByRole('link', { name: "I'm done" }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Thank you for searching');
    await other.goto(`${server.url}/signup/ss6/home`);
    await other.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await other.getByRole('button', { name: 'Search' }).click();
    await other.getByTestId(/^study-/).first().getByRole('link', { name: /See if you qualify/ }).click();
    await expect(other.getByRole('heading', { level: 1 })).not.toHaveText('Find clinical trials near you');
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Tab One');
    await other.close();
  });

  test("Back into a screener left before the study search's flow completed: its person is gone from the device, its lead is not, and sent again it changes that lead", async ({ page, server }) => {
    await refusedFor1001(page, server.url, { name: 'Ned Again', phone: '713-555-0291' });
    await searchOtherTrials(page);
    await page.getByRole('link', { name: "I'm done" }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for searching');
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('Ned');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find clinical trials near you');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await page.goBack();
    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveValue('');
    await fillScreener(page, { name: 'Ned Again', zip: '77030', phone: '713-555-0291', q1: 'Yes' });
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    expect((await server.leads()).filter((l) => l.phone === '+17135550291')).toHaveLength(1);
  });

  test('Back to a search left for a study, past another search of the same page opened by a link since, finds the first', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('study-1001').getByRole('link', { name: 'See if you qualify' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await page.goto(`${server.url}/signup/ss6/home`);
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('10001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('study-1007')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1007')).toBeVisible();
  });

  test("a study search opened by a typed address after a screener is a new visit's: its search stores nothing on the screener's lead; the screener's own link to it keeps the lead", async ({ page, server }) => {
    const dana = await refusedAndWatched(page, server, { name: 'Dana Done', phone: '713-555-0292' });
    await page.goto(`${server.url}/signup/ss6/home`);
    // Dana's failed study is not left out: this search is no visit of hers.
    await searchesApart(page, dana, 0);
    // Back on the result, its own link to the search goes on with its lead, and leaves out the study it failed.
    await page.goBack();
    await searchOtherTrials(page);
    await searchesAsTheLead(page, dana);
  });

  test("Forward to a study search opened by a typed address that the tab did not keep (Back came before the page kept it, as on a slow network) is a new visit's: its search stores nothing on the lead of the screener shown before it", async ({ page, server }) => {
    const dana = await refusedAndWatched(page, server, { name: 'Dana Again', phone: '713-555-0293' });
    await page.goto(`${server.url}/signup/ss6/home`);
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    const searchVisit = () => page.evaluate(() => (history.state as { usr?: { visit?: string } } | null)?.usr?.visit ?? null);
    await expect.poll(searchVisit).not.toBeNull();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    // The search's visit is not among those the tab keeps, as when Back came before the page kept it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('signup.visits-left.v1') ?? '')).toContain('"ss6"');
    await page.evaluate(() => {
      const left = JSON.parse(sessionStorage.getItem('signup.visits-left.v1') ?? '[]') as Array<{ campaign: string }>;
      sessionStorage.setItem('signup.visits-left.v1', JSON.stringify(left.filter((v) => v.campaign !== 'ss6')));
    });
    await page.goForward();
    await searchesApart(page, dana, 0);
  });

  test("the result's own link to the search, its load stopped, lets no one else in: the next person's typed address in the tab, moments later, is a new visit's and stores nothing on the refused lead", async ({ page, server }) => {
    const dana = await refusedAndWatched(page, server, { name: 'Dana Stopped', phone: '713-555-0427' });
    // The search's page on its way, and the load stopped (the browser's Stop, or Esc).
    const searchPage = (url: URL) => url.pathname === '/signup/study-search/home';
    const asked = new Promise<void>((resolve) => { void page.route(searchPage, () => resolve()); });
    // Stopped by the page itself: the test's calls wait while a load is on its way.
    await page.evaluate(() => window.addEventListener('click', () => setTimeout(() => window.stop(), 300), { once: true }));
    await page.getByRole('link', { name: 'Search other trials' }).click();
    await asked;
    // The load never came: the refusal is still shown, and the click's note is still there for a later load to find.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), OWN_NAVIGATION_KEY)).toContain('/signup/study-search/home?ps=ws10');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(page).toHaveURL(/\/signup\/ws10\/indications\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    // The next person takes longer to type the address than a link's load takes to start.
    await page.waitForTimeout(LOAD_START_MS + 500);
    await page.goto(`${server.url}/signup/study-search/home?ps=ws10`);
    await searchesApart(page, dana, 0);
  });

  test("a study search whose page was left or reloaded before its code ran is still the arrival that opened it: the result's own link, Back and Forward keep the lead; a typed address, reloaded, takes none", async ({ page, server }) => {
    const dana = await refusedAndWatched(page, server, { name: 'Dana Early', phone: '713-555-0294' });
    // The search's page comes without its code (a slow network, the visitor quicker than it).
    const withoutCode = async (open: () => Promise<unknown>) => {
      await page.route('**/*.js', (route) => route.abort());
      await open();
      await expect(page).toHaveURL(/\/signup\/(ss6|study-search)\/home/);
      await page.unroute('**/*.js');
    };
    await withoutCode(() => page.getByRole('link', { name: 'Search other trials' }).click());
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    await page.goForward();
    await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchesAsTheLead(page, dana);
    // A typed address, reloaded before its code ran, is another person's search as the typed address was.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, you didn't qualify for this study");
    dana.toLead.length = 0;
    await withoutCode(() => page.goto(`${server.url}/signup/ss6/home`));
    await page.reload();
    await searchesApart(page, dana, 4);
  });

  test('in Spanish, the screener left for the search and come back to through the history keeps what was typed and its language', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/es/ss6/home`);
    await page.getByRole('textbox', { name: 'Código postal' }).fill('77030');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByTestId('study-1001').getByRole('link', { name: /Vea si califica/ }).click();
    await expect(page).toHaveURL(/\/signup\/es\/ws10\/home\?/);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Regreso');
    await page.goBack();
    await expect(page).toHaveURL(/\/signup\/es\/ss6\/home$/);
    await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('77030');
    await expect(page.getByTestId('study-1001')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/signup\/es\/ws10\/home\?/);
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Rosa Regreso');
  });
});

/**
 * A refusal for study 1001 (refusedFor1001): the consents a search stored on its lead, counted, and each request from
 * now on that carries that lead.
 */
async function refusedAndWatched(page: Page, server: Server, person: { name: string; phone: string }) {
  await refusedFor1001(page, server.url, person);
  const phone = `+1${person.phone.replace(/\D/g, '')}`;
  const searchConsents = async () => Number((await server.app.db.query<{ n: string }>("SELECT count(*) AS n FROM consents c JOIN leads l ON l.id = c.lead_id WHERE l.phone = $1 AND c.campaign IN ('ss6', 'study-search')", [phone])).rows[0]?.n);
  const [lead] = (await server.leads()).filter((l) => l.phone === phone);
  const toLead: string[] = [];
  page.on('request', (r) => { if (r.url().includes(lead?.id ?? 'none') || r.headers()['x-lead-token']) toLead.push(r.url()); });
  return { searchConsents, toLead };
}

/** A search near 77030 that is no visit of the refused lead's: study 1001 shows, nothing carries the lead, and it keeps `consents` search consents. */
async function searchesApart(page: Page, refused: Awaited<ReturnType<typeof refusedAndWatched>>, consents: number) {
  await page.getByRole('textbox', { name: 'Zip Code' }).fill('77030');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('study-1001')).toBeVisible();
  expect(refused.toLead).toEqual([]);
  expect(await refused.searchConsents()).toBe(consents);
}

/** The search sent goes on with the refused lead: it leaves out study 1001, which that lead failed, and stores its consents on it. */
async function searchesAsTheLead(page: Page, refused: Awaited<ReturnType<typeof refusedAndWatched>>) {
  await expect(page.getByTestId('study-1007')).toBeVisible();
  await expect(page.getByTestId('study-1001')).toHaveCount(0);
  await expect.poll(refused.searchConsents).toBe(4);
}
