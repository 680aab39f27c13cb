// Every list of the contract that takes a `cursor` answers a cursor that is not one of its own
// (malformed, of another list, of the same list with other filters) with a 400: never a 5xx, never
// a page. The contract has such lists and none pages by number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, invalidCursorMessage } from '../lib/cursor';
import { startServer, testDatabases, type TestServer, type TestUser } from '../testing/server';
import { cursorLists, seedCursorLists } from './cursor-testbed';

for (const db of testDatabases({ embedded: true })) {
  describe(`cursor paging: refusals [${db}]`, () => {
    let s: TestServer;
    let admin: TestUser;
    let pathIds: Record<string, string>;
    let askers: Record<string, TestUser>;
    beforeAll(async () => {
      s = await startServer(db);
      ({ admin, pathIds, askers } = await seedCursorLists(s));
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('the contract has cursor lists, none with a page number', () => {
      expect(cursorLists.map((l) => l.op.operationId)).toEqual(
        expect.arrayContaining([
          'listAdminStudents',
          'listEnrollments',
          'listCourseEnrollments',
          'listNotifications',
          'listTasks',
          'listMentorTasks',
          'listReviewQueue',
          'listLiveClasses',
          'listHostedLiveClasses',
          'listBookings',
          'listOpenGroupSessions',
          'listMentorUpdates',
          'listOwnMentorUpdates',
          'listBatches',
          'listCourses',
          'listEbookCourses',
          'listMentors',
          'listBatchAssignments',
        ]),
      );
      for (const { op } of cursorLists)
        expect(op.parameters?.some((p) => p.$ref === '#/components/parameters/Page')).toBe(false);
    });

    describe.each(cursorLists.map((l) => [l.op.operationId, l] as const))(
      '%s refuses a cursor that is not its own',
      (_id, { path: template, op }) => {
        // Filled in when a test runs: the ids are made in beforeAll.
        const at = () =>
          // One value per path parameter, in order ('a/b' fills two).
          template.replace(/\{[^}]+\}(\/\{[^}]+\})*/, () => {
            const id = pathIds[op.operationId];
            if (!id) throw new Error(`${op.operationId}: no id for ${template} in pathIds`);
            return id;
          });
        const roles = op['x-roles'] ?? [];
        // A public list is read as a visitor (no token).
        const token = () =>
          roles.includes('admin') || roles.includes('authenticated')
            ? admin.token
            : roles.includes('public')
              ? undefined
              : askers[roles[0]!]!.token;
        const call = (cursor: string) =>
          s.api('GET', `${at()}?cursor=${cursor}`, { token: token() });
        const record = (r: unknown) => Buffer.from(JSON.stringify(r)).toString('base64url');

        it.each([
          ['not base64url', '!!!'],
          ['not JSON', 'bm90IGpzb24'],
          ['another version', record({ v: 99, l: 'x', s: 'x', k: [] })],
          ['another list', encodeCursor({ list: 'someone-else', keys: [] }, 'x', [])],
          ['no keys', record({ v: 1, l: 'x', s: 'x', k: 'abc' })],
        ])('%s → 400', async (_what, cursor) => {
          const res = await call(cursor);
          expect(res.status).toBe(400);
        });

        it('a cursor of the same list with a key of the wrong form, or other filters → 400', async () => {
          // Read a real cursor, then change what it is bound to.
          const first = await s.api('GET', `${at()}?pageSize=1`, { token: token() });
          expect(first.status).toBe(200);
          const real: string | null = first.body.nextCursor;
          if (real === null) return; // a list with one row has no cursor to tamper with
          const decoded = JSON.parse(Buffer.from(real, 'base64url').toString('utf8'));
          const badKey = record({
            ...decoded,
            k: decoded.k.map((_: string, i: number) => (i === decoded.k.length - 1 ? 'x' : _)),
          });
          const searchable = op.parameters?.some(
            (p) => p.$ref === '#/components/parameters/Search',
          );
          for (const res of [
            await call(badKey),
            ...(searchable
              ? [
                  await s.api('GET', `${at()}?pageSize=1&search=zz&cursor=${real}`, {
                    token: token(),
                  }),
                ]
              : []),
          ]) {
            expect(res.status).toBe(400);
            expect(res.body.message).toBe(invalidCursorMessage);
          }
        });
      },
    );
  });
}
