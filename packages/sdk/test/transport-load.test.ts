import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';

// The transport is a module of its own, loaded by the first call that needs it (in a browser app, a
// chunk that may not arrive): its own module graph here, so the failed load can be staged.
describe('loading the transport', () => {
  it('a transport that did not arrive fails the call as no connection; the next call loads it', async () => {
    vi.doMock('../src/core/axios-client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { campusRequest } = await import('../src/core/http');
    const { configure } = await import('../src/core/config');
    const { CampusError, messages } = await import('../src/core/errors');
    const answered: string[] = [];
    const adapter: AxiosAdapter = (request) => {
      answered.push(request.url ?? '');
      return Promise.resolve({
        data: { ok: true },
        status: 200,
        statusText: '',
        headers: {},
        config: request,
      });
    };
    configure({ baseURL: 'http://api.test', getToken: () => null, adapter });
    const health = () => campusRequest({ url: '/api/health', method: 'GET' });

    const failure = await health().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CampusError);
    expect(failure).toMatchObject({ status: 0, message: messages.network });

    vi.doUnmock('../src/core/axios-client');
    await expect(health()).resolves.toEqual({ ok: true });
    expect(answered).toEqual(['/api/health']);
  });
});
