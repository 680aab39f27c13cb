// The authorisation matrix, generated from the contract: every operation is called with no token and
// as each role, and must answer 401 / 403 exactly as its `x-roles` says. Roles are enforced before
// validation, so an empty body and placeholder ids are enough to reach the check; what an allowed
// role gets past it (400, 404, 501 …) is the operation's business, as long as it is not a role refusal.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../db/schema/index';
import { allows, loadContract } from './index';
import { startServer, testDatabases, type TestServer } from '../testing/server';

const contract = loadContract(
  join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'dist', 'openapi.json'),
);
const ROLE_REFUSAL = 'You do not have permission to do this.';

describe('role comparison', () => {
  it('is case-insensitive (spec §6)', () => {
    const op = contract.operations.find(
      (o) => o.roles.includes('admin') && !o.roles.includes('authenticated'),
    )!;
    expect(allows(op, 'ADMIN')).toBe(true);
    expect(allows(op, 'Student')).toBe(op.roles.includes('student'));
  });
});

for (const db of testDatabases({ embedded: true })) {
  describe(`role matrix from x-roles [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      await s.close();
    });

    it.each(
      contract.operations.map((o) => [
        `${o.method} ${o.path} (${o.operationId}) x-roles=${o.roles.join(',')}`,
        o,
      ]),
    )('%s', async (_name, op) => {
      const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      const hasBody = op.bodyKind !== null;
      const call = (token?: string) =>
        s.api(op.method, path, hasBody ? { token, body: {} } : token ? { token } : {});

      const anonymous = await call();
      if (op.roles.includes('public')) expect(anonymous.status, 'public operation').not.toBe(401);
      else expect(anonymous.status, 'no token').toBe(401);

      for (const role of ROLES as readonly Role[]) {
        // A fresh account per call: an allowed call may log out or change the caller.
        const u = await s.user(role);
        const res = await call(u.token);
        const label = `${role} → ${res.status} ${JSON.stringify(res.body)}`;
        if (allows(op, role)) {
          expect(res.status, label).not.toBe(401);
          expect(res.status === 403 && res.body?.message === ROLE_REFUSAL, label).toBe(false);
        } else {
          expect(res.status, label).toBe(403);
          expect(res.body.message, label).toBe(ROLE_REFUSAL);
        }
      }
    });
  });
}
