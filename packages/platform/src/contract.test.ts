import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as platform from './index';
import { version } from '../package.json';

/**
 * The shell↔remote contract: a remote built against @homewise/platform 1.x runs on the shell's
 * copy (a federation singleton), so every name a 1.x release exported must still be exported, as
 * the same kind of thing, by every later 1.x release — minor versions only add. Each release's
 * list is frozen in contract/<major.minor>.json; the package's version names the newest one.
 */
const CONTRACT_DIR = join(__dirname, '..', 'contract');
const contracts = readdirSync(CONTRACT_DIR)
  .filter((name) => /^\d+\.\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(CONTRACT_DIR, name), 'utf8')) as { version: string; exports: string[] });

describe('the platform contract', () => {
  it('names the package version: the newest contract is this major.minor', () => {
    const newest = contracts.map((c) => c.version).sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1])).pop();
    expect(version.split('.').slice(0, 2).join('.')).toBe(newest);
  });

  it.each(contracts.map((c) => [c.version, c.exports] as const))('still exports everything of %s', (_, names) => {
    const missing = names.filter((name) => !(name in platform));
    expect(missing).toEqual([]);
  });

  it('exports nothing the newest contract does not list', () => {
    // A new export: add its name to contract/<newest>.json (see README "The shell↔remote contract").
    const newest = contracts.find((c) => c.version === version.split('.').slice(0, 2).join('.'))!;
    const unlisted = Object.keys(platform).filter((name) => !newest.exports.includes(name));
    expect({ unlisted, listIn: `contract/${newest.version}.json` }).toEqual({ unlisted: [], listIn: `contract/${newest.version}.json` });
  });
});
