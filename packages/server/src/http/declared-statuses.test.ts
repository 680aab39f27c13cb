// Every status an operation answers is one its contract declares. A walk over every operation of the
// bundled contract along its error paths: no token, each role the operation refuses, then as a role
// it allows — the plausible request (ids that name nothing), malformed path ids, bodies of the wrong
// types or none, and query values of the wrong type. Each answer's status must be listed under that
// operation's `responses`; a client generated from the contract (or a contract-validating proxy)
// meets nothing else. The platform's own refusals of a request's envelope (413 too large, 415 not
// JSON) are left out: no request here sends one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../db/schema/index';
import { operations, requests, type Req } from '../testing/fuzz-requests';
import { startServer, type TestServer } from '../testing/server';

const ROLES: Role[] = ['student', 'mentor', 'instructor', 'admin'];

/** The fuzz's requests that walk an operation's error paths (besides the plausible one). */
const ERROR_PATHS = [
  /^path "-1"$/, // a path id that is not a UUID (or not one of an enum's values)
  /^body wrong types$/,
  /^body null body$/,
  /^query \w+="abc"$/,
  /^multipart plausible$/,
];

describe('statuses declared by the contract', () => {
  it('declares 400 on every operation that takes a path parameter, a query or a body', () => {
    const undeclared = operations()
      .filter((o) => o.params.length > 0 || o.content)
      .filter((o) => !('400' in o.op.responses))
      .map((o) => o.op.operationId);
    expect(undeclared).toEqual([]);
  });

  describe('on a running server', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer('pglite');
    });
    afterAll(() => s.close());

    it('answers only declared statuses on every error path of every operation', async () => {
      const users = Object.fromEntries(
        await Promise.all(ROLES.map(async (r) => [r, await s.user(r)])),
      );
      // Fresh each time: logout and change-password end the caller's earlier sessions on purpose.
      const token = async (role: Role) =>
        s.campus.ctx.tokens.issue((await s.campus.ctx.services.users.byId(users[role].id))!);
      const undeclared: string[] = [];
      let sent = 0;
      const send = async (o: ReturnType<typeof operations>[number], r: Req, role: Role | null) => {
        const qs = r.query && Object.keys(r.query).length ? '?' + new URLSearchParams(r.query) : '';
        const res = await s.api(r.method, r.path + qs, {
          token: role ? await token(role) : undefined,
          ...(r.form ? { form: r.form } : r.body !== undefined ? { body: r.body } : {}),
        });
        sent++;
        if (!(String(res.status) in o.op.responses))
          undeclared.push(
            `${o.op.operationId} [${r.label}, ${role ?? 'no token'}] answered ${res.status}, declares ${Object.keys(o.op.responses).join(', ')}: ${JSON.stringify(res.body).slice(0, 160)}`,
          );
      };

      for (const o of operations()) {
        if (o.op.operationId === 'confirmPayment') continue; // a signed webhook, not a caller's
        const roles: string[] = o.op['x-roles'];
        const allowed: Role | null = roles.includes('public')
          ? null
          : roles.includes('authenticated')
            ? 'student'
            : (ROLES.find((r) => roles.includes(r)) ?? null);
        const reqs = requests(o);
        const plausible = reqs[0]!;
        if (!roles.includes('public')) {
          await send(o, plausible, null);
          for (const refused of ROLES.filter(
            (r) => !roles.includes(r) && !roles.includes('authenticated'),
          ))
            await send(o, plausible, refused);
        }
        const walk = reqs.filter((r) => ERROR_PATHS.some((p) => p.test(r.label)));
        for (const r of [...walk, plausible]) await send(o, r, allowed);
      }
      console.info(`declared statuses: ${sent} requests, ${undeclared.length} undeclared`);
      expect(undeclared).toEqual([]);
    }, 600_000);
  });
});
