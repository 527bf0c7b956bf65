// Each page's JavaScript (gzip, from the production build's stats) within its budget in
// byte-budgets.json, and a failure that names the chunk that grew (scripts/lib/byte-budgets.mjs).
// Timings are the bench's business (npm run bench); bytes are checked here, on every `npm test`.
import { checkBudgets, readBudgets } from '../lib/byte-budgets.mjs';

const pages = checkBudgets();

describe('byte budgets', () => {
  test.each(pages.map((page) => [page.name, page]))('%s stays within its byte budget', (_name, page) => {
    if (page.problem) throw new Error(page.problem);
    expect(page.gzip).toBeLessThanOrEqual(page.budget);
  });

  test('every page has a budget, the shell and the chart pages included', () => {
    const budgets = readBudgets();
    expect(Object.keys(budgets.pages).sort()).toEqual(pages.map((page) => page.name).sort());
    expect(pages.map((page) => page.name)).toEqual(expect.arrayContaining(['shell', 'marketing/Landing', 'calculators/ExtraPayments']));
  });

  test('a page over its budget is named with the chunk that grew', () => {
    const budgets = readBudgets();
    const page = budgets.pages['calculators/ExtraPayments'];
    // As if Highcharts had been 20 KB lighter when the budgets were recorded, and the budget tight.
    const highcharts = Object.keys(page.recorded).find((key) => key.endsWith(' highcharts'));
    expect(highcharts).toBeDefined();
    page.recorded[highcharts] -= 20 * 1024;
    page.gzip -= 20 * 1024;
    const [over] = checkBudgets(budgets).filter((checked) => checked.problem);
    expect(over.name).toBe('calculators/ExtraPayments');
    expect(over.problem).toMatch(/over its budget of .* KB\. Grew since the budgets were recorded: calculators highcharts .* KB -> .* KB \(\+20\.0 KB\)/);
  });

  test('a page without a budget is a failure that says so', () => {
    const budgets = readBudgets();
    delete budgets.pages['marketing/About'];
    const missing = checkBudgets(budgets).find((checked) => checked.name === 'marketing/About');
    expect(missing.problem).toMatch(/^marketing\/About has no byte budget: add it to byte-budgets\.json \(it is .* KB gzip now\)$/);
  });
});
