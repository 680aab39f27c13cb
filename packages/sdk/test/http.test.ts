import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CampusError,
  configure,
  createTokenStore,
  downloadCertificatePdf,
  getMe,
  listCourses,
  login,
} from '../src/index';
import { http } from '../src/core/axios-client';

const server = setupServer();
const tokenStore = createTokenStore(undefined);
const onUnauthorized = vi.fn();
const onDeactivated = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
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
  });
});

const user = {
  _id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  name: 'Asha',
  email: 'asha@campus.test',
  role: 'student',
  isActive: true,
  pendingAmount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the configured client', () => {
  it('sends the stored token as a bearer header, to the configured base URL', async () => {
    let seen: string | null = null;
    server.use(
      mswHttp.get('http://api.test/api/auth/me', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ user });
      }),
    );
    await expect(getMe()).resolves.toEqual({ user });
    expect(seen).toBe('Bearer stored-token');
  });

  it('sends no Authorization header when there is no token', async () => {
    tokenStore.remove();
    let seen: string | null = 'unset';
    server.use(
      mswHttp.post('http://api.test/api/auth/login', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ user, token: 't' });
      }),
    );
    await login({ email: 'asha@campus.test', password: 'campus123' });
    expect(seen).toBeNull();
  });

  it('on a 401 from any call removes the token and calls onUnauthorized (spec §8 Global)', async () => {
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const failure = await getMe().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CampusError);
    expect(failure).toMatchObject({ status: 401, message: 'Token expired' });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onDeactivated).not.toHaveBeenCalled();
  });

  it('on a deactivated 403 (not login) removes the token and calls onDeactivated', async () => {
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json({ message: 'Your account has been deactivated' }, { status: 403 }),
      ),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 403 });
    expect(tokenStore.get()).toBeNull();
    expect(onDeactivated).toHaveBeenCalledWith('Your account has been deactivated');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a deactivated 403 on the login call to the login screen (its modal)', async () => {
    server.use(
      mswHttp.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Account deactivated by an administrator' }, { status: 403 }),
      ),
    );
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 403 });
    expect(onDeactivated).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('stored-token');
  });

  it('keeps the token on a 403 that is not about deactivation', async () => {
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json({ message: 'Admins only' }, { status: 403 }),
      ),
    );
    await expect(getMe()).rejects.toMatchObject({ status: 403, message: 'Admins only' });
    expect(tokenStore.get()).toBe('stored-token');
    expect(onDeactivated).not.toHaveBeenCalled();
  });

  it('rejects with status 0 and the network text when no response arrives', async () => {
    server.use(mswHttp.get('*/api/auth/me', () => HttpResponse.error()));
    await expect(getMe()).rejects.toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends query parameters it was given, and leaves out the ones it was not', async () => {
    let seen = '';
    server.use(
      mswHttp.get('http://api.test/api/courses', ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ items: [], total: 0, page: 2, pageSize: 5 });
      }),
    );
    await listCourses({ page: 2, pageSize: 5, search: undefined });
    expect(seen).toBe('?page=2&pageSize=5');
  });

  it('applies the same rules through the axios client it still offers', async () => {
    server.use(
      mswHttp.get('*/api/auth/me', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    await expect(http.get('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('a downloaded file', () => {
  const pdf = (disposition?: string) =>
    mswHttp.get('http://api.test/api/certificates/:code/pdf', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
        headers: {
          'content-type': 'application/pdf',
          ...(disposition ? { 'content-disposition': disposition } : {}),
        },
      }),
    );

  it('comes as a File named as the server names it', async () => {
    server.use(pdf('attachment; filename="certificate-ABC234.pdf"'));
    const file = await downloadCertificatePdf('ABC234');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('certificate-ABC234.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it("takes the UTF-8 name when the server gives both, and the plain one's quotes are optional", async () => {
    server.use(
      pdf(`attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%B9.pdf`),
    );
    expect(((await downloadCertificatePdf('A')) as File).name).toBe('Résumé ₹.pdf');
    server.use(pdf('attachment; filename=report.csv'));
    expect(((await downloadCertificatePdf('A')) as File).name).toBe('report.csv');
  });

  it('keeps the bytes as sent: a CSV keeps its byte order mark', async () => {
    server.use(
      mswHttp.get('http://api.test/api/certificates/:code/pdf', () =>
        HttpResponse.text('\uFEFFname,₹\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="export.csv"',
          },
        }),
      ),
    );
    const bytes = new Uint8Array(await (await downloadCertificatePdf('A')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("fails with the server's words", async () => {
    server.use(
      mswHttp.get('http://api.test/api/certificates/:code/pdf', () =>
        HttpResponse.json({ message: 'Certificate not found.' }, { status: 404 }),
      ),
    );
    await expect(downloadCertificatePdf('NOPE')).rejects.toMatchObject({
      status: 404,
      message: 'Certificate not found.',
    });
  });

  it('is a plain Blob when the answer names no file', async () => {
    server.use(pdf());
    const body = await downloadCertificatePdf('ABC234');
    expect(body).toBeInstanceOf(Blob);
    expect(body).not.toBeInstanceOf(File);
  });
});
