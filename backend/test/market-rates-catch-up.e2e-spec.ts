import { readFileSync } from 'node:fs';
import { MarketRatesScheduler } from '../src/market-rates/market-rates.scheduler.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';
import { FixtureServer } from './support/fixture-server.js';
import { sleep, until } from './support/wait.js';

const release = readFileSync(new URL('../src/market-rates/fixtures/mba-release-increased.html', import.meta.url), 'utf8');

// A fresh install has only the seed snapshot (2024): without a catch-up it would show those rates
// until the next Wednesday. The same holds for a deployment that was down on Wednesday morning.
describe('catching up a missed weekly scrape at boot', () => {
  let t: TestApp;
  let source: FixtureServer;
  beforeAll(async () => {
    source = await FixtureServer.start({ '/release': () => ({ type: 'text/html', body: release }) });
    t = await startTestApp({
      config: (c) => {
        c.ratesSourceUrl = `${source.url}/release`;
        c.ratesCatchUp = true;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await source?.stop();
  });

  const mbaSnapshots = async (): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM market_rate_snapshots WHERE source = 'mba'`))[0].count;

  it('scrapes right after the first boot, so the rates are this week’s and not the seed’s', async () => {
    const { agent } = await signUp(t);
    const rates = await until(async () => {
      const body = (await agent.get('/api/market-rates').expect(200)).body;
      return body.source === 'mba' && body;
    }, 'the catch-up scrape');
    expect(rates).toMatchObject({ thirtyYearFixed: { rate: 0.069 }, fifteenYearFixed: { rate: 0.0624 }, source: 'mba' });
    expect(Date.now() - Date.parse(rates.thirtyYearFixed.scrapedAt)).toBeLessThan(60_000);
    expect(source.requested).toEqual(['/release']);
  });

  it('does nothing once the newest snapshot is newer than the last weekly run', async () => {
    const scheduler = t.app.get(MarketRatesScheduler);
    await expect(scheduler.catchUp(Date.now())).resolves.toBeUndefined();
    await sleep(300);
    expect(source.requested).toEqual(['/release']);
    expect(await mbaSnapshots()).toBe(1);
  });

  it('scrapes again when a later weekly run was missed (checked as if two weeks had passed)', async () => {
    const scheduler = t.app.get(MarketRatesScheduler);
    const id = await scheduler.catchUp(Date.now() + 14 * 24 * 60 * 60 * 1000);
    expect(id).toMatch(/^catch-up-\d+$/);
    await until(async () => source.requested.length === 2, 'the second catch-up scrape');
    await until(async () => (await mbaSnapshots()) === 2, 'the second snapshot');
  });
});
