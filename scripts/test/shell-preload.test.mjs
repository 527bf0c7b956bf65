// The shell's page asks for its start's files at once (packages/platform/build/preload-links.cjs):
// main.js first, then the bootstrap chunk group and the chunks that provide the shell's shared
// singletons, each a file the build wrote, none twice. Read from the last production build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/ensure-install.mjs';

const dist = join(ROOT, 'shell', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const stats = JSON.parse(readFileSync(join(dist, 'build-stats.json'), 'utf8'));
const preloaded = [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="(script|style)">/g)].map((match) => match[1]);

describe("the shell page's preloads", () => {
  test('main.js first among the scripts, before its own script tag', () => {
    const [main] = stats.groups.main;
    expect(preloaded.filter((file) => file.endsWith('.js'))[0]).toBe(main);
    expect(html.indexOf(`href="/${main}" as="script"`)).toBeLessThan(html.indexOf(`<script defer src="/${main}"`));
  });

  test('the bootstrap group and every shared singleton the shell provides, once each, all built', () => {
    const providers = Object.entries(stats.files).filter(([, file]) => file.provides.length > 0).map(([name]) => name);
    expect(preloaded).toEqual(expect.arrayContaining([...stats.groups.bootstrap, ...providers]));
    expect(new Set(preloaded).size).toBe(preloaded.length);
    expect(preloaded.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
  });

  test('no script the start does not load (a remote-only chunk, a consumer fallback)', () => {
    const start = new Set([...stats.groups.main, ...stats.groups.bootstrap, ...Object.entries(stats.files).filter(([, file]) => file.provides.length > 0).map(([name]) => name)]);
    expect(preloaded.filter((file) => file.endsWith('.js') && !start.has(file))).toEqual([]);
  });
});

// A remote page's second wave (infra/lib/remote-preloads.mjs) comes from its build stats: what
// each page takes from the share scope and which files provide it, as the build wrote them.
describe("a remote's build stats for the shell server's preloads", () => {
  const calculators = JSON.parse(readFileSync(join(ROOT, 'mfe-calculators', 'dist', 'build-stats.json'), 'utf8'));

  test('name the charts for the chart pages only, and the built files that provide them', () => {
    expect(calculators.consumes.__federation_expose_CutMyCosts).toEqual(expect.arrayContaining(['@homewise/charts', '@homewise/platform', 'react']));
    expect(calculators.consumes.__federation_expose_RateManagement).not.toContain('@homewise/charts');
    const charts = calculators.providers['@homewise/charts'];
    expect(charts.some((file) => file.endsWith('.js'))).toBe(true);
    expect(charts.filter((file) => !existsSync(join(ROOT, 'mfe-calculators', 'dist', file)))).toEqual([]);
  });
});
