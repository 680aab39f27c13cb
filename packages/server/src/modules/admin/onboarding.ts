// Bulk onboarding of students (contract onboardStudents): the dry run and the apply share
// one classification, so what the admin saw is what is written. The apply is one transaction: new
// accounts, their setup tokens and the batch assignment succeed or fail together; the mails go out
// after the commit.
import type { OnboardingRequest, OnboardingResult, OnboardingRowResult } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { validationFailed } from '../../http/errors';
import { AccountLinks } from '../auth/public';
import { BatchAssignmentsService } from '../batches/public';
import { normalizeEmail } from '../users/public';
import { anyOf } from '../../db/any-of';

/** "asha.rao_91@x" → "Asha Rao": a readable name for a pasted address; the student can change it. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .replace(/[0-9]+/g, ' ')
    .split(/[._+-]+|\s+/)
    .filter(Boolean);
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' ');
  return name || local;
}

async function classify(
  ctx: AppContext,
  q: Queryable,
  input: OnboardingRequest,
): Promise<{ rows: OnboardingRowResult[]; existing: Map<string, UserRow> }> {
  // The contract's Email schema, checked by the same validator the HTTP layer uses for every other
  // address (a looser check would let in `a..b@…`, full-width domains and markup).
  const emailProblems = ctx.contract.schemaValidator('Email');
  const isEmail = (e: string) => emailProblems(e) === null;
  const emails = input.rows.map((r) => normalizeEmail(r.email));
  const valid = emails.filter(isEmail);
  const found = valid.length ? await q.select().from(users).where(anyOf(users.email, valid)) : [];
  const existing = new Map(found.map((u) => [u.email, u]));
  const firstRow = new Map<string, number>();
  const rows = input.rows.map((r, i): OnboardingRowResult => {
    const email = emails[i]!;
    const given = r.name?.trim();
    const base = { row: i + 1, email, name: given || nameFromEmail(email) };
    const error = (message: string): OnboardingRowResult => ({
      ...base,
      outcome: 'error',
      message,
    });
    if (!isEmail(email)) return { ...error('Not a valid email address.'), email: r.email };
    const earlier = firstRow.get(email);
    if (earlier !== undefined) return error(`The same email as row ${earlier}.`);
    firstRow.set(email, i + 1);
    const user = existing.get(email);
    if (!user)
      return {
        ...base,
        outcome: 'new',
        message: 'A new student; a password setup link is emailed.',
      };
    if (user.role !== 'student')
      return {
        ...error(
          `Already registered as ${user.role === 'admin' || user.role === 'instructor' ? 'an' : 'a'} ${user.role}.`,
        ),
        name: user.name,
        userId: user.id,
      };
    if (!user.isActive && input.assignment)
      return {
        ...error('This student is deactivated; activate them before assigning a batch.'),
        name: user.name,
        userId: user.id,
      };
    return {
      ...base,
      name: user.name,
      outcome: 'existing',
      userId: user.id,
      message: input.assignment
        ? 'Already a student; assigned to the batch (moved if in another).'
        : 'Already a student; nothing changes.',
    };
  });
  return { rows, existing };
}

function counts(rows: OnboardingRowResult[]): OnboardingResult['counts'] {
  const c = { new: 0, existing: 0, error: 0 };
  for (const r of rows) c[r.outcome]++;
  return c;
}

export async function onboardStudents(
  ctx: AppContext,
  admin: Principal,
  input: OnboardingRequest,
): Promise<OnboardingResult> {
  if (input.dryRun) {
    const { rows } = await classify(ctx, ctx.db, input);
    return { dryRun: true, rows, counts: counts(rows) };
  }
  const links = new AccountLinks(ctx);
  const batches = new BatchAssignmentsService(ctx);
  const out = await ctx.db.transaction(async (tx) => {
    const { rows } = await classify(ctx, tx, input);
    const bad = rows.filter((r) => r.outcome === 'error');
    if (bad.length)
      throw validationFailed(
        bad.map((r) => ({ path: `rows.${r.row - 1}.email`, msg: `Row ${r.row}: ${r.message}` })),
      );
    for (const r of rows) {
      if (r.outcome !== 'new') continue;
      const user = await ctx.services.users.create(tx, {
        name: r.name,
        email: r.email,
        role: 'student',
        passwordHash: null,
      });
      // Written to the outbox in this transaction: a refused batch mails nobody.
      await links.mailSetupLink(tx, user);
      r.userId = user.id;
    }
    if (!input.assignment) return { rows, result: undefined, moves: [] };
    const assigned = await batches.assignIn(tx, admin, {
      ...input.assignment,
      studentIds: rows.map((r) => r.userId!),
    });
    return { rows, ...assigned };
  });
  batches.afterCommit(out);
  return {
    dryRun: false,
    rows: out.rows,
    counts: counts(out.rows),
    ...(out.result ? { assignment: out.result } : {}),
  };
}
