// A flag as the contract answers it, read by id for the list, the history and the socket event.
import type { RadarFlag, RadarReason } from '@campus/sdk/model';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { radarFlags, users } from '../../db/schema/index';

export const flagColumns = {
  id: radarFlags.id,
  studentId: radarFlags.studentId,
  name: users.name,
  monthYear: radarFlags.batchMonthYear,
  domain: radarFlags.batchDomain,
  reasons: radarFlags.reasons,
  raisedAt: radarFlags.raisedAt,
  updatedAt: radarFlags.updatedAt,
  clearedAt: radarFlags.clearedAt,
  firstContactAt: radarFlags.firstContactAt,
};

export interface FlagRow {
  id: string;
  studentId: string;
  name: string;
  monthYear: string;
  domain: string;
  reasons: unknown;
  raisedAt: Date;
  updatedAt: Date;
  clearedAt: Date | null;
  firstContactAt: Date | null;
}

export const toFlag = (r: FlagRow): RadarFlag => ({
  _id: r.id,
  student: { _id: r.studentId, name: r.name },
  batch: { monthYear: r.monthYear, domain: r.domain },
  raisedAt: r.raisedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  clearedAt: r.clearedAt ? r.clearedAt.toISOString() : null,
  firstContactAt: r.firstContactAt ? r.firstContactAt.toISOString() : null,
  reasons: r.reasons as RadarReason[],
});

/** The flags matching `where`, with their students' names, in `order`. */
export function selectFlags(db: Queryable, where: SQL | undefined) {
  return db
    .select(flagColumns)
    .from(radarFlags)
    .innerJoin(users, eq(users.id, radarFlags.studentId))
    .where(where);
}

/** The flags of these ids as the contract answers them. */
export async function flagsById(db: Queryable, ids: readonly string[]): Promise<RadarFlag[]> {
  if (ids.length === 0) return [];
  const rows = await selectFlags(db, sql`${radarFlags.id} = any(${sql.param([...ids])}::uuid[])`);
  return rows.map(toFlag);
}
