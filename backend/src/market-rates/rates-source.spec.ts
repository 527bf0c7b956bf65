import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FixtureServer, type FixtureRoute } from '../../test/support/fixture-server.js';
import { readMarketRates } from './rates-source.js';
import type { MarketRatesSettings, RatesSourceKind } from './market-rates.settings.js';

/** The fixtures of ./fixtures served over HTTP on a free loopback port, as the real sources are. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const serve = (name: string, type = 'text/plain'): FixtureRoute => () => ({ type, body: fixture(name) });

const RELEASE_PATH = '/news/2024/11/20/mortgage-applications-increase-in-latest-mba-weekly-survey';

let fixtures: FixtureServer;
let base: string;

beforeAll(async () => {
  fixtures = await FixtureServer.start({
    '/release/increased': serve('mba-release-increased.html', 'text/html'),
    '/release/unchanged': serve('mba-release-unchanged-percent-sign.txt'),
    '/release/decreased': serve('mba-release-decreased.txt'),
    '/release/out-of-range': serve('mba-release-out-of-range.txt'),
    '/release/jumbo-only': serve('mba-release-jumbo-only.txt'),
    '/newsroom': serve('mba-newsroom.html', 'text/html'),
    [RELEASE_PATH]: serve('mba-release-increased.html', 'text/html'),
    '/news/2024/11/13/mortgage-applications-increase-in-latest-mba-weekly-survey': serve('mba-release-unchanged-percent-sign.txt'),
    '/pmms.csv': serve('pmms-history.csv', 'text/csv'),
    '/pmms-out-of-range.csv': serve('pmms-history-out-of-range.csv', 'text/csv'),
    '/broken': () => ({ status: 500, body: 'Internal Server Error' }),
    '/hang': () => undefined,
  });
  base = fixtures.url;
});

afterAll(() => fixtures.stop());

const settings = (path: string, source: RatesSourceKind = 'mba', fetchTimeoutMs = 2_000): Omit<MarketRatesSettings, 'catchUp'> => ({
  source,
  url: `${base}${path}`,
  fetchTimeoutMs,
});

describe('the MBA Weekly Applications Survey release', () => {
  it('takes the conforming 30-year rate, not the jumbo one listed before it, the FHA one or the quote', async () => {
    const reading = await readMarketRates(settings('/release/increased'));
    expect(reading).toEqual({ thirtyYearFixed: 0.069, fifteenYearFixed: 0.0624, asOf: '2024-11-15', url: `${base}/release/increased` });
  });

  it('reads "remained unchanged at", "%" for percent, "fixed mortgages" and another conforming limit', async () => {
    const reading = await readMarketRates(settings('/release/unchanged'));
    expect(reading).toMatchObject({ thirtyYearFixed: 0.0681, fifteenYearFixed: 0.0612, asOf: '2025-01-10' });
  });

  it('reads "decreased to", three-decimal rates and a 15-year rate that "remained unchanged at"', async () => {
    const reading = await readMarketRates(settings('/release/decreased'));
    expect(reading).toMatchObject({ thirtyYearFixed: 0.06125, fifteenYearFixed: 0.05875, asOf: '2025-06-13' });
  });

  it('refuses a rate outside 0.5%–25%', async () => {
    await expect(readMarketRates(settings('/release/out-of-range'))).rejects.toThrow(/67\.3% is outside 0\.5%–25%/);
  });

  it('never takes the jumbo sentence for the conforming one, even when it is the only 30-year sentence', async () => {
    await expect(readMarketRates(settings('/release/jumbo-only'))).rejects.toThrow(/no sentence with the 30-year fixed \(conforming\) rate/);
  });

  it('follows the newsroom to the newest weekly survey release', async () => {
    const reading = await readMarketRates(settings('/newsroom'));
    expect(reading.url).toBe(`${base}${RELEASE_PATH}?utm=list&x=1`);
    expect(reading).toMatchObject({ thirtyYearFixed: 0.069, fifteenYearFixed: 0.0624, asOf: '2024-11-15' });
  });

  it('fails with the reason when a page has neither the sentences nor a release link', async () => {
    await expect(readMarketRates(settings('/pmms.csv'))).rejects.toThrow(/neither the MBA rate sentences nor a link/);
  });
});

describe("Freddie Mac's PMMS CSV", () => {
  it('takes the newest week with both rates, reading M/D/YYYY dates as dates (not as text)', async () => {
    const reading = await readMarketRates(settings('/pmms.csv', 'pmms'));
    expect(reading).toEqual({ thirtyYearFixed: 0.0678, fifteenYearFixed: 0.0599, asOf: '2024-11-14', url: `${base}/pmms.csv` });
  });

  it('refuses the newest week when a rate is outside 0.5%–25% (no falling back to an older week)', async () => {
    await expect(readMarketRates(settings('/pmms-out-of-range.csv', 'pmms'))).rejects.toThrow(/0\.3% is outside/);
  });

  it('says which column is missing when the file is not the PMMS history', async () => {
    await expect(readMarketRates(settings('/release/increased', 'pmms'))).rejects.toThrow(/has no "date" column/);
  });
});

describe('an unreachable source', () => {
  it('reports an HTTP error status', async () => {
    await expect(readMarketRates(settings('/broken'))).rejects.toThrow(/answered HTTP 500/);
  });

  it('reports a closed port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(readMarketRates({ source: 'mba', url: `http://127.0.0.1:${port}/`, fetchTimeoutMs: 2_000 })).rejects.toThrow(
      /Could not reach/,
    );
  });

  it('gives up on a source that never answers after the fetch timeout', async () => {
    const started = Date.now();
    await expect(readMarketRates(settings('/hang', 'mba', 300))).rejects.toThrow(/Could not reach/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
