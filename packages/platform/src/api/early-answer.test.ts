import { askEarly, readAnswer } from './early-answer';

function response(status: number, text: string, statusText = ''): Response {
  return { status, statusText, text: async () => text, headers: new Map([['content-type', 'application/json']]) } as unknown as Response;
}

describe('an answer asked for before the platform loaded', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the body as JSON whatever it is, as the client does (text when not JSON, "" when empty)', async () => {
    await expect(readAnswer(response(200, '{"id":"p1"}', 'OK'))).resolves.toEqual({ status: 200, statusText: 'OK', data: { id: 'p1' }, headers: { 'content-type': 'application/json' } });
    await expect(readAnswer(response(502, 'Bad Gateway'))).resolves.toMatchObject({ status: 502, data: 'Bad Gateway' });
    await expect(readAnswer(response(200, ''))).resolves.toMatchObject({ data: '' });
  });

  it('asks GET /api<path> with the session cookie and a time limit', async () => {
    const fetchMock = jest.fn(async () => response(401, '{"message":"Unauthorized"}', 'Unauthorized'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const statuses: number[] = [];
    await expect(askEarly('/auth/user', (status) => statuses.push(status))).resolves.toMatchObject({ status: 401, data: { message: 'Unauthorized' } });
    expect(statuses).toEqual([401]);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include', headers: { Accept: 'application/json' }, signal: expect.any(AbortSignal) }));
  });
});
