// How the shell server reads the remotes' documents (lib/remote-documents.mjs): never in a page's
// way — a document never read is waited for a while at most, a known one never.
import { createRemoteDocuments } from '../lib/remote-documents.mjs';

const URL_ = 'https://cdn.example/dash/mf-manifest.json';

/** A remote that answers only when the test says so. */
function slowRemote() {
  const state = { asked: 0, answer: null };
  const fetch = () => {
    state.asked += 1;
    return new Promise((resolve) => {
      state.answer = (document) => resolve(new Response(JSON.stringify(document), { status: 200 }));
    });
  };
  return { state, fetch };
}

describe('a remote document', () => {
  it('never read: every page waits for it waitMs at most, while the one fetch goes on', async () => {
    const { state, fetch } = slowRemote();
    const documentAt = createRemoteDocuments({ timeoutMs: 5_000, waitMs: 30, fetch });
    const started = Date.now();
    expect(await documentAt(URL_)).toBeNull();
    // A second page while the first fetch is still out: the same short wait, not the fetch's 5 s.
    expect(await documentAt(URL_)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(state.asked).toBe(1);
    state.answer({ name: 'dashboard' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await documentAt(URL_)).toEqual({ name: 'dashboard' });
  });

  it('read once: the last one at once, through a slow refresh and a failed one', async () => {
    let clock = 0;
    const answers = [{ version: 1 }, 'hang', 'fail'];
    const fetch = async () => {
      const next = answers.shift();
      if (next === 'hang') return new Promise(() => undefined);
      if (next === 'fail') throw new TypeError('connection refused');
      return new Response(JSON.stringify(next), { status: 200 });
    };
    const documentAt = createRemoteDocuments({ timeoutMs: 5_000, waitMs: 5_000, fetch, now: () => clock });
    expect(await documentAt(URL_)).toEqual({ version: 1 });
    clock += 11_000;
    expect(await documentAt(URL_)).toEqual({ version: 1 });
    clock += 11_000;
    expect(await documentAt(URL_)).toEqual({ version: 1 });
  });

  it('refuses an answer that is not a document of its kind', async () => {
    const fetch = async () => new Response(JSON.stringify({ html: 1 }), { status: 200 });
    const documentAt = createRemoteDocuments({ timeoutMs: 1_000, accept: (page) => typeof page?.html === 'string', fetch });
    expect(await documentAt(URL_)).toBeNull();
  });
});
