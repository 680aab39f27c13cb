// A schema-driven fuzz of EVERY operation of the contract. For each operation it
// builds a plausible request from the schemas, then sends mutations of it — NUL bytes, wrong types,
// huge numbers and pages, odd date-times, deep nesting, a body past 1 MB, malformed multipart — with
// no token and with the token of each role. Any 5xx fails; /api/health must answer 200 afterwards.
// Every numeric field (body, query, path, form) is sent as `1e999`, `-1e999` (valid JSON that parses
// to ±Infinity) and `1e-999` (0): the infinite ones must answer 400 naming that field as "must be a
// finite number". Bounded: one plausible request per role plus ~20 mutations per operation as its
// first allowed role, and three per numeric field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from './db/schema/index';
import { fieldLabel } from './http/validation-messages';
import { startServer, type TestServer } from './testing/server';
import { deep, type Req, operations, requests } from './testing/fuzz-requests';

const ROLES: Role[] = ['student', 'mentor', 'instructor', 'admin'];

describe('fuzz of every operation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('pglite');
  });
  afterAll(() => s.close());

  it('answers no 5xx to odd input, with and without tokens, and stays healthy', async () => {
    const users = Object.fromEntries(
      await Promise.all(ROLES.map(async (r) => [r, await s.user(r)])),
    );
    const token = async (role: Role | null) => {
      if (!role) return undefined;
      // Fresh each operation: logout and change-password end earlier sessions on purpose.
      const row = await s.campus.ctx.services.users.byId(users[role].id);
      return s.campus.ctx.tokens.issue(row!);
    };
    const failures: string[] = [];
    let sent = 0;
    let infinite = 0;
    const send = async (r: Req, tok: string | undefined) => {
      const qs = r.query && Object.keys(r.query).length ? '?' + new URLSearchParams(r.query) : '';
      const headers: Record<string, string> = {};
      if (tok) headers.authorization = `Bearer ${tok}`;
      let body: string | FormData | undefined = r.body;
      if (r.form) body = r.form;
      else if (r.rawMultipart) {
        headers['content-type'] = r.rawMultipart.contentType;
        body = r.rawMultipart.body;
      } else if (r.body !== undefined) headers['content-type'] = 'application/json';
      if (r.method === 'GET' || r.method === 'HEAD') body = undefined;
      sent++;
      const res = await fetch(s.url + r.path + qs, { method: r.method, headers, body });
      const text = await res.text();
      if (res.status >= 500)
        failures.push(
          `${res.status} ${r.method} ${r.path.slice(0, 80)} [${r.label}] ${text.slice(0, 160)}`,
        );
      else if (r.infinite !== undefined) {
        infinite++;
        const errors: { path: string; msg: string }[] =
          (res.status === 400 && (JSON.parse(text) as { errors?: [] }).errors) || [];
        const named = errors.find((e) => e.path === r.infinite);
        if (!named || named.msg !== `${fieldLabel(r.infinite)} must be a finite number`)
          failures.push(
            `${res.status} ${r.method} ${r.path.slice(0, 80)} [${r.label}] not refused as infinite: ${text.slice(0, 160)}`,
          );
      }
    };

    for (const o of operations()) {
      if (o.op.operationId === 'confirmPayment') continue; // signed webhook: fuzzed below without a signature
      const roles: (Role | null)[] = o.op['x-roles'].includes('public')
        ? [null]
        : o.op['x-roles'].includes('authenticated')
          ? ['student']
          : o.op['x-roles'].filter((r: string) => ROLES.includes(r as Role));
      const reqs = requests(o);
      const main = roles[0] ?? null;
      const tok = await token(main);
      // A few at a time: the suite runs on a 2-core CI next to other files.
      for (let i = 0; i < reqs.length; i += 6)
        await Promise.all(reqs.slice(i, i + 6).map((r) => send(r, tok)));
      // The plausible request once more with no token and with every other role's token.
      for (const other of [null, ...ROLES])
        if (other !== main) await send(reqs[0]!, await token(other));
    }
    for (const body of ['{"paymentId":"a\\u0000"}', deep(10_000), '{"amount":1e400}'])
      await send(
        { method: 'POST', path: '/api/payments/webhook', body, label: 'webhook' },
        undefined,
      );

    const health = await fetch(s.url + '/api/health');
    console.info(
      `fuzz: ${sent} requests (${infinite} with an infinite number), ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(health.status).toBe(200);
  }, 600_000);
});
