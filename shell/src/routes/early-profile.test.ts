import { startProfileLoad, takeEarlyProfile } from './early-profile';

function answering(status: number, text: string) {
  return jest.fn(async () => ({ ok: status >= 200 && status < 300, status, text: async () => text }));
}

describe('the early profile of a signed-in page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for the profile with the session cookie and hands the answer over once', async () => {
    const fetchMock = answering(200, '{"id":"p1","currentBalance":300000}');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(takeEarlyProfile()).toBeNull();
    startProfileLoad();
    expect(fetchMock).toHaveBeenCalledWith('/api/mortgage-profile', expect.objectContaining({ credentials: 'include' }));
    await expect(takeEarlyProfile()).resolves.toEqual({ id: 'p1', currentBalance: 300000 });
    expect(takeEarlyProfile()).toBeNull();
  });

  it('reads an empty answer or JSON null as "no profile", and a refusal as a failure', async () => {
    for (const text of ['', 'null']) {
      globalThis.fetch = answering(200, text) as unknown as typeof fetch;
      startProfileLoad();
      await expect(takeEarlyProfile()).resolves.toBeNull();
    }
    globalThis.fetch = answering(401, '{"message":"Unauthorized"}') as unknown as typeof fetch;
    startProfileLoad();
    await expect(takeEarlyProfile()).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});
