import { test, expect, expectAccessible, type Server } from './fixtures.ts';
import { insertLead } from '../../src/server/db/repositories/leads.ts';
import { createTempLink } from '../../src/server/services/relay/links.ts';
import { hashToken } from '../../src/server/services/tokenHash.ts';
import { answerStudy1001 } from './support/screener.ts';

/** An existing lead (as an earlier sign-up left it) and a temporary link for it, made on the server's own database. */
async function leadWithLink(server: Server, phone: string, link: { hours: number; madeHoursAgo?: number }) {
  const leadId = await insertLead(server.app.db, {
    firstName: 'Rosa', lastName: 'Prefill', phone1: phone, email: 'rosa.prefill@example.com', postalCode: '77030', country: 'US',
    gender: 'female', dateOfBirth: '1970-05-05', indications: [101],
  }, hashToken('e2e-relay'));
  const now = new Date(Date.now() - (link.madeHoursAgo ?? 0) * 3_600_000);
  const { slug } = await createTempLink(server.app.db, { leadId, studyId: 1001, hours: link.hours, now });
  return { leadId, slug };
}

test.describe('ws11: a known lead opens a temporary link', () => {
  test('the screener is prefilled, the screening and the chosen conditions go back to the lead', async ({ page, server, cspViolations }) => {
    const { leadId, slug } = await leadWithLink(server, '+17135550177', { hours: 72 });
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));

    await page.goto(`${server.url}/signup/ws11/home?studyId=1001&slug=${slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'We filled in the details we have for you.' })).toBeVisible();
    // The slug reads personal data: once read, it leaves the address bar.
    await expect(page).toHaveURL(/\/signup\/ws11\/home\?studyId=1001$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rosa Prefill');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('77030');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(713) 555-0177');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('rosa.prefill@example.com');
    await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('05/05/1970');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expectAccessible(page);

    // Every prefilled field stays editable.
    await page.getByRole('textbox', { name: 'Email address' }).fill('rosa.new@example.com');
    await page.getByRole('radio', { name: 'Myself' }).check();
    await answerStudy1001(page);
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL(/\/signup\/ws11\/indications\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you pre-qualified for this study!');
    // The screening is the server's, sent to the link's lead through the relay.
    const { rows: screenings } = await server.app.db.query<{ id: string; passed: boolean }>(
      `SELECT s.id, s.passed FROM screenings s JOIN leads l ON l.id = s.lead_id WHERE l.email = 'rosa.new@example.com'`);
    expect(screenings).toEqual([{ id: expect.any(String), passed: true }]);
    const linked = async () => (await server.app.db.query<{ indications: number[]; screenings: Array<Record<string, unknown>> }>('SELECT indications, screenings FROM leads WHERE id = $1', [leadId])).rows[0];
    expect((await linked())?.screenings).toEqual([expect.objectContaining({ studyId: 1001, passed: true, fullyQualified: true, screeningId: screenings[0]?.id, campaign: 'ws11' })]);

    // Leaving the result page adds the chosen conditions to the lead, by slug.
    await page.getByRole('checkbox', { name: 'Asthma' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Rosa!');
    expect((await linked())?.indications).toEqual([101, 109]);
    const { rows: [link] } = await server.app.db.query<{ s: Date | null; i: Date | null }>(
      'SELECT screening_submitted_at AS s, indications_updated_at AS i FROM temp_links WHERE slug_hash = $1', [hashToken(slug)]);
    expect(link?.s).not.toBeNull();
    expect(link?.i).not.toBeNull();

    // The slug went nowhere but the first page load: not in API URLs, tracking or the landing's stored query.
    expect(urls.slice(1).filter((u) => u.includes(slug))).toEqual([]);
    const { rows: tracked } = await server.app.db.query<{ q: string }>('SELECT query::text AS q FROM router_logs UNION ALL SELECT query::text FROM actions');
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.filter((t) => t.q.includes(slug))).toEqual([]);
    // The visit's state is stored once the thank-you step is painted, not in the frame: the slug leaves it then.
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain(slug);
    expect(cspViolations).toEqual([]);
  });

  test('an expired link shows the empty form, and the lead is left alone', async ({ page, server }) => {
    const { leadId, slug } = await leadWithLink(server, '+17135550178', { hours: 1, madeHoursAgo: 2 });
    await page.goto(`${server.url}/signup/ws11/home?studyId=1001&slug=${slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'This link has expired or was already used' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/ws11\/home\?studyId=1001$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expectAccessible(page);
    const { rows } = await server.app.db.query<{ screenings: unknown[] }>('SELECT screenings FROM leads WHERE id = $1', [leadId]);
    expect(rows[0]?.screenings).toEqual([]);
  });

  test('without a slug ws11 is the ws10 screener', async ({ page, server }) => {
    await page.goto(`${server.url}/signup/ws11/home?studyId=1001`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See if you pre-qualify for this study');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: /details/ })).toHaveCount(0);
  });
});
