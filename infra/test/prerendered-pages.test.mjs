// The shell server's prerendered marketing pages (lib/prerendered-pages.mjs): read from the
// marketing remote at start, and never waited for again once read (the last one meanwhile).
import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPrerenderedPages } from '../lib/prerendered-pages.mjs';

const MANIFEST = 'https://cdn.example/marketing/mf-manifest.json';
const pageOf = (name, version) => ({ html: `<main><h1>${name} v${version}</h1></main>`, title: `${name} · Homewise`, css: [] });
let dist;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'homewise-prerendered-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Homewise</title></head><body><noscript>JS</noscript><div id="root"></div></body></html>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => jest.useRealTimers());

/** A marketing remote whose answers the test sets: `hang` makes it answer never. */
function remote() {
  const state = { version: 1, hang: false, asked: [] };
  const fetch = async (url) => {
    state.asked.push(url);
    if (state.hang) return new Promise(() => undefined);
    const name = /prerendered\/(\w+)\.json$/.exec(url)?.[1];
    return new Response(JSON.stringify(pageOf(name, state.version)), { status: 200 });
  };
  const pages = createPrerenderedPages({ dist, remotes: () => ({ marketing: MANIFEST }), pages: ['Landing', 'About'], fetch });
  return { state, pages };
}

describe('prerendered pages', () => {
  it('are read at start, every one, so that the first visitor of each gets it', async () => {
    const { state, pages } = remote();
    pages.warm();
    expect(state.asked).toEqual(['https://cdn.example/marketing/prerendered/Landing.json', 'https://cdn.example/marketing/prerendered/About.json']);
    expect(await pages.htmlFor('/About')).toContain('<div id="root"><main><h1>About v1</h1></main></div>');
    expect(state.asked).toHaveLength(2);
  });

  it('once read, are never waited for again: the last one while a fresh one is fetched', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { state, pages } = remote();
    expect(await pages.htmlFor('/About')).toContain('About v1');
    // Ten seconds on, the remote has a new page but answers slowly: the page goes out at once.
    jest.setSystemTime(11_000);
    state.hang = true;
    expect(await pages.htmlFor('/About')).toContain('About v1');
    // Once it answers again, the new one.
    state.hang = false;
    state.version = 2;
    jest.setSystemTime(22_000);
    expect(await pages.htmlFor('/About')).toContain('About v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await pages.htmlFor('/About')).toContain('About v2');
  });
});
