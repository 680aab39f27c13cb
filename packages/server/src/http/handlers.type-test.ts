// Type-level tests of the handler table (router.ts): they run in `pnpm typecheck`, where each
// `@ts-expect-error` must meet an error — if the table stopped biting, tsc would fail here.
import type { User } from '@campus/sdk/model';
import { defineHandlers } from './router';

declare const user: User;
/** A user as the database row carries it: every field of the contract's User, and a secret. */
declare const row: User & { passwordHash: string };

export const tests = [
  // The contract's answer, exactly: compiles.
  defineHandlers({ getMe: () => ({ user }) }),

  defineHandlers({
    // @ts-expect-error a field the contract does not have, in an object literal
    getHealth: async () => ({ status: 'ok', database: 'pglite', uptime: 1, secret: 'x' }),
  }),

  defineHandlers({
    // @ts-expect-error a field the contract does not have, deep in a value built elsewhere
    getMe: async () => ({ user: row }),
  }),

  defineHandlers({
    // @ts-expect-error a required field missing (`uptime`)
    getHealth: async () => ({ status: 'ok', database: 'pglite' }),
  }),

  defineHandlers({
    // @ts-expect-error a 204 answers nothing
    logout: async () => ({ success: true }),
  }),

  defineHandlers({
    // Path params, query and body are the operation's own.
    getCourse: (c) => {
      // @ts-expect-error `slug` is not a path parameter of getCourse
      void c.params.slug;
      // @ts-expect-error `page` is not a query parameter of getCourse
      void c.query.page;
      return null as never;
    },
    listCourses: (c) => {
      const pageSize: number = c.query.pageSize; // a default fills it in: never undefined
      // @ts-expect-error no default: may be absent
      const search: string = c.query.search;
      void [pageSize, search];
      return null as never;
    },
    updateProfile: (c) => {
      // @ts-expect-error files are not in the form's body
      void c.body.profileImage;
      void c.files.profileImage?.path;
      return null as never;
    },
  }),
];
