/**
 * Personal data stays where a lead owns it: a full sign-up with unique canary values (name, email, phone), then
 * every log line of the server and every table but the lead's own are searched for them.
 */
import { test, expect, startServer } from './fixtures.ts';
import { answerSteps } from './support/steps.ts';

const CANARY = { first: 'Quillonx', last: 'Zarbrechtq', email: 'quillonx.canary@example.com', phone: '(646) 555-0148', phoneDigits: '6465550148' };
/** Tables whose rows belong to a lead and may hold its personal data. */
const LEAD_TABLES = new Set(['leads']);

test('a full sign-up leaves its personal values in no log line and no table but the lead', async ({ page }) => {
  const lines: string[] = [];
  const { server, stop } = await startServer({ logLevel: 'info' }, { logStream: { write: (line) => { lines.push(line); } } });
  try {
    // The page's clock runs as time does; the recorder's next batch is brought forward rather than waited for.
    await page.clock.install();
    await page.goto(`${server.url}/signup/s6/home?utm_source=canary`);
    await page.getByRole('button', { name: 'Female' }).click();
    await answerSteps(page, { postal: '10001', dob: '04/12/1980', name: `${CANARY.first} ${CANARY.last}`, phone: CANARY.phone, email: CANARY.email });
    await expect(page).toHaveURL(/\/indications(\?|$)/);
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill('asth');
    await page.getByRole('checkbox', { name: 'Asthma' }).check();
    await page.getByRole('button', { name: 'View trials' }).click();
    await expect(page).toHaveURL(/\/thankyou(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${CANARY.first}, thank you for your interest`);
    // The lead holds them: the search below would find them if they were anywhere else.
    const lead = (await server.leads()).find((l) => l.email === CANARY.email);
    expect(lead).toMatchObject({ firstName: CANARY.first, lastName: CANARY.last, phone: `+1${CANARY.phoneDigits}` });
    // Recordings upload every 2 s: the batch that holds the move to the thank-you page has landed before the search.
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await server.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM recording_chunks WHERE router_logs @> '[{"to": "thankyou"}]'::jsonb`)).rows[0]?.n, { timeout: 10_000 }).toBe(1);

    const needles = [CANARY.first, CANARY.last, CANARY.email, 'quillonx', CANARY.phoneDigits, '555-0148', '555 0148'];
    const logHits = lines.filter((line) => needles.some((n) => line.toLowerCase().includes(n.toLowerCase())));
    expect(logHits).toEqual([]);
    expect(lines.length).toBeGreaterThan(20);

    const { rows: tables } = await server.app.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name");
    expect(tables.length).toBeGreaterThan(10);
    const hits: string[] = [];
    for (const { table_name: table } of tables) {
      if (LEAD_TABLES.has(table)) continue;
      const { rows } = await server.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" t WHERE ${needles.map((_, i) => `t::text ILIKE $${i + 1}`).join(' OR ')}`, needles.map((n) => `%${n}%`));
      if ((rows[0]?.n ?? 0) > 0) hits.push(`${table}: ${rows[0]?.n}`);
    }
    expect(hits).toEqual([]);
  } finally {
    await stop();
  }
});
