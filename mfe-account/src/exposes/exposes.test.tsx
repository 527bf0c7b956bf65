import { REMOTES } from '@homewise/platform/federation';

// Every page named in the federation contract exists with a component as its default export.
// (The pages' behaviour is tested beside each feature.)
describe.each(REMOTES.account.pages)('exposed page %s', (page) => {
  it('default-exports a component', async () => {
    const module = (await import(`./${page}`)) as { default: unknown };
    expect(typeof module.default).toBe('function');
  });
});
