import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CampusError,
  configure,
  createTokenStore,
  getMe,
  listCourses,
  messages,
  uploadTaskFiles,
  type UploadProgress,
} from '../src/index';

// The transport itself: every generated function goes through the one axios instance, which keeps
// no client timeout, honours an AbortSignal, reports upload progress and rejects with CampusError.
const server = setupServer();
const tokenStore = createTokenStore(undefined);
const onUnauthorized = vi.fn();
const onDeactivated = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());
beforeEach(() => {
  onUnauthorized.mockReset();
  onDeactivated.mockReset();
  tokenStore.set('stored-token');
  configure({
    baseURL: 'http://api.test',
    tokenStore,
    getToken: () => tokenStore.get(),
    onUnauthorized,
    onDeactivated,
    adapter: undefined,
  });
});

const page = { items: [], total: 0, page: 1, pageSize: 12 };

/** An adapter that notes what reached axios and answers `data`. */
function recordingAdapter(data: unknown, status = 200) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (request) => {
    seen.push(request);
    return Promise.resolve({ data, status, statusText: '', headers: {}, config: request });
  };
  return { adapter, seen };
}

describe('the transport', () => {
  it('carries every generated call through the axios instance: base URL, query, token, no timeout', async () => {
    const { adapter, seen } = recordingAdapter(page);
    configure({ adapter });
    await expect(listCourses({ page: 1, pageSize: 12, search: undefined })).resolves.toEqual(page);
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(request.method).toBe('get');
    expect(request.baseURL).toBe('http://api.test');
    expect(request.url).toBe('/api/courses?page=1&pageSize=12');
    expect(request.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request.headers.get('Accept')).toBe('application/json');
    // Spec §7: no client request timeout.
    expect(request.timeout).toBe(0);
  });

  it('waits as long as the server takes (no client timeout)', async () => {
    const user = { _id: 'u-1', name: 'Asha' };
    server.use(
      mswHttp.get('*/api/auth/me', async () => {
        await delay(1200);
        return HttpResponse.json({ user });
      }),
    );
    await expect(getMe()).resolves.toEqual({ user });
  });

  it('an aborted call rejects with status 0 and the network text, and no global rule runs', async () => {
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      mswHttp.get('*/api/auth/me', async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const call = getMe({ signal: controller.signal });
    await requested;
    controller.abort();
    const failure = await call.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CampusError);
    expect(failure).toMatchObject({ status: 0, message: messages.network });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('stored-token');
  });

  it('rejects every failure with one CampusError shape', async () => {
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json(
          { message: 'Bad input', errors: [{ msg: 'Page must be positive', path: 'page' }] },
          { status: 400 },
        ),
      ),
    );
    const failure = await getMe().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CampusError);
    expect((failure as CampusError).toJSON()).toEqual({
      status: 400,
      message: 'Validation failed: Page must be positive',
      errors: [{ msg: 'Page must be positive', path: 'page' }],
      retryAfter: undefined,
    });
  });

  it('reports upload progress through the same instance, up to the whole body', async () => {
    const stored = [
      { _id: 'f-1', name: 'notes.txt', url: '/api/files/f-1', contentType: 'text/plain', size: 1 },
    ];
    let received: { authorization: string | null; files: [string, number][] } | undefined;
    server.use(
      mswHttp.post('http://api.test/api/tasks/upload-files', async ({ request }) => {
        const files = (await request.formData()).getAll('files') as File[];
        received = {
          authorization: request.headers.get('authorization'),
          files: files.map((f) => [f.name, f.size]),
        };
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const progress: UploadProgress[] = [];
    const file = new File(['x'.repeat(200_000)], 'notes.txt', { type: 'text/plain' });
    await expect(
      uploadTaskFiles({ files: [file] }, { onUploadProgress: (p) => progress.push(p) }),
    ).resolves.toEqual(stored);
    expect(received).toEqual({
      authorization: 'Bearer stored-token',
      files: [['notes.txt', 200_000]],
    });
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.progress).toBe(1);
    expect(last.loaded).toBeGreaterThan(200_000);
    expect(last.loaded).toBe(last.total);
  });

  it('a refused upload rejects with the server’s words and applies the 401 rule like any call', async () => {
    server.use(
      mswHttp.post('*/api/tasks/upload-files', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(uploadTaskFiles({ files: [file] })).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('answers an empty 204 with no body', async () => {
    const { adapter } = recordingAdapter('', 204);
    configure({ adapter });
    await expect(getMe()).resolves.toBeUndefined();
  });
});

describe('a page’s preloaded reads (prerendered pages)', () => {
  /** A page whose head has `<link rel="preload" as="fetch">` for these addresses. */
  function pageWithPreloads(...hrefs: string[]) {
    const links = hrefs.map((href) => ({ href }));
    vi.stubGlobal('document', {
      baseURI: 'http://api.test/courses',
      querySelectorAll: (selector: string) =>
        selector === 'link[rel="preload"][as="fetch"]' ? links : [],
    });
  }

  beforeEach(() => tokenStore.remove());

  it('answers a visitor’s GET from its preload without the transport, once', async () => {
    pageWithPreloads('http://api.test/api/courses?page=1&pageSize=12');
    let fetched = 0;
    server.use(
      mswHttp.get('http://api.test/api/courses', () => {
        fetched += 1;
        return HttpResponse.json(page);
      }),
    );
    const { adapter, seen } = recordingAdapter({ ...page, page: 2 });
    configure({ adapter });
    await expect(listCourses({ page: 1, pageSize: 12 })).resolves.toEqual(page);
    expect(fetched).toBe(1);
    expect(seen).toHaveLength(0);
    // The preload is spent: the same read again goes through the transport.
    await expect(listCourses({ page: 1, pageSize: 12 })).resolves.toEqual({ ...page, page: 2 });
    expect(seen).toHaveLength(1);
    expect(fetched).toBe(1);
  });

  it('leaves other reads, and reads made with a token, to the transport', async () => {
    pageWithPreloads('http://api.test/api/courses?page=1&pageSize=12');
    const { adapter, seen } = recordingAdapter(page);
    configure({ adapter });
    await listCourses({ page: 2, pageSize: 12 });
    expect(seen).toHaveLength(1);
    tokenStore.set('stored-token');
    await listCourses({ page: 1, pageSize: 12 });
    expect(seen).toHaveLength(2);
  });

  it('a preload that failed is asked again through the transport, whose rules apply', async () => {
    pageWithPreloads('http://api.test/api/auth/me');
    let answers = 0;
    server.use(
      mswHttp.get('http://api.test/api/auth/me', () => {
        answers += 1;
        return HttpResponse.json({ message: 'Your account has been deactivated' }, { status: 403 });
      }),
    );
    await expect(getMe()).rejects.toMatchObject({
      status: 403,
      message: 'Your account has been deactivated',
    });
    expect(answers).toBe(2);
    expect(onDeactivated).toHaveBeenCalledOnce();
  });
});
