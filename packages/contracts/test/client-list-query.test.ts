import { clientListPath, DEFAULT_OPPORTUNITY_THRESHOLD, firstClientQueries, firstClientReads, parseOpportunityThreshold } from '../src/index.js';

describe('the Clients page\'s list paths', () => {
  it('leave defaults and empty values out, in the order the API documents', () => {
    expect(clientListPath({ q: '  ', filter: 'all', offset: 0 })).toBe('/loan-officer/clients');
    expect(clientListPath({ q: ' Ann Lee ', sort: 'name', threshold: 0.01, limit: 50, offset: 100 })).toBe('/loan-officer/clients?q=Ann%20Lee&sort=name&threshold=0.01&limit=50&offset=100');
  });

  it('are the first page by join date and the top five opportunities by savings', () => {
    const { list, top } = firstClientQueries(0.0075);
    expect(clientListPath(list)).toBe('/loan-officer/clients?sort=-joined&threshold=0.0075&limit=50');
    expect(clientListPath(top)).toBe('/loan-officer/clients?filter=opportunities&sort=-savings&threshold=0.0075&limit=5');
  });

  it('are spelled out for the shell\'s start exactly as the page writes them, for any threshold', () => {
    for (const threshold of [0, 0.0025, 0.0075, 0.01, 0.0125, 0.05]) {
      const { list, top } = firstClientQueries(threshold);
      expect(firstClientReads(threshold)).toEqual([clientListPath(list), clientListPath(top)]);
    }
  });
});

describe('parseOpportunityThreshold', () => {
  it('reads a stored fraction within 0 to 5 points, and the default for anything else', () => {
    expect(parseOpportunityThreshold('0.01')).toBe(0.01);
    expect(parseOpportunityThreshold('0')).toBe(0);
    for (const raw of [null, '', ' ', 'abc', '-0.01', '0.06', 'Infinity']) expect([raw, parseOpportunityThreshold(raw)]).toEqual([raw, DEFAULT_OPPORTUNITY_THRESHOLD]);
  });
});
