// People as the contract shows them (PersonSummary), loaded by id in one query. Shared by the
// services that name mentors and students (tasks, bookings, batches, live classes, messages, admin).
import type { PersonSummary } from '@campus/sdk/model';
import type { Queryable } from '../db/client';
import { users, type UserRow } from '../db/schema/index';
import { anyOf } from '../db/any-of';

export type { PersonSummary };

/** What `toPerson` reads of a user. */
export type PersonColumns = Pick<UserRow, 'id' | 'name' | 'role' | 'profileImageUrl'>;

export const toPerson = (u: PersonColumns): PersonSummary => {
  const p: PersonSummary = { _id: u.id, name: u.name, role: u.role };
  if (u.profileImageUrl) p.profileImage = { url: u.profileImageUrl };
  return p;
};

/** The columns `toPerson` reads, for queries that join people in. */
export const personColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  profileImageUrl: users.profileImageUrl,
};

export async function peopleById(
  q: Queryable,
  ids: Iterable<string>,
): Promise<Map<string, PersonSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q.select(personColumns).from(users).where(anyOf(users.id, unique));
  return new Map(rows.map((r) => [r.id, toPerson(r)]));
}
