// The radar's thresholds per programme (getRadarThresholds, setRadarThresholds): what an admin set
// for a programme, over rules.ts's defaults. The contract bounds each value (a whole number in its
// range); a stored value of a threshold that no longer exists is ignored.
import type { RadarThresholds, RadarThresholdsUpdate } from '@campus/sdk/model';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { programs, radarThresholds } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, notFound } from '../../http/errors';
import { THRESHOLD_DEFAULTS, type ThresholdName, type Thresholds } from './rules';

const NAMES = Object.keys(THRESHOLD_DEFAULTS) as ThresholdName[];

/** The defaults with the stored values that name a threshold on top. */
function withDefaults(values: Record<string, number> | undefined): Thresholds {
  const out = { ...THRESHOLD_DEFAULTS };
  for (const name of NAMES) {
    const v = values?.[name];
    if (typeof v === 'number') out[name] = v;
  }
  return out;
}

/** Each programme slug's thresholds (the defaults for null, unknown or never set). */
export async function thresholdsFor(
  db: Queryable,
  slugs: readonly (string | null)[],
): Promise<(slug: string | null) => Thresholds> {
  const named = [...new Set(slugs.filter((s): s is string => s !== null))];
  const rows = named.length
    ? await db
        .select({ slug: programs.slug, values: radarThresholds.values })
        .from(radarThresholds)
        .innerJoin(programs, eq(programs.id, radarThresholds.programId))
        .where(sql`${programs.slug} = any(${sql.param(named)}::text[])`)
    : [];
  const bySlug = new Map(rows.map((r) => [r.slug, withDefaults(r.values)]));
  return (slug) => (slug !== null ? bySlug.get(slug) : undefined) ?? THRESHOLD_DEFAULTS;
}

export class RadarThresholdSettings {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  private async program(slug: string) {
    const [row] = await this.db
      .select({ id: programs.id, values: radarThresholds.values })
      .from(programs)
      .leftJoin(radarThresholds, eq(radarThresholds.programId, programs.id))
      .where(eq(programs.slug, slug))
      .limit(1);
    if (!row) throw notFound('No such programme.');
    return row;
  }

  async get(slug: string): Promise<RadarThresholds> {
    return withDefaults((await this.program(slug)).values ?? undefined);
  }

  /**
   * Stores the values given over the programme's others and marks its students for recomputation,
   * so their flags follow the new values on the job's next run.
   */
  async set(
    admin: Principal,
    slug: string,
    update: RadarThresholdsUpdate,
  ): Promise<RadarThresholds> {
    if (Object.keys(update).length === 0)
      throw fieldError('body', 'Give at least one threshold to set.');
    const program = await this.program(slug);
    const values = { ...(program.values ?? {}), ...update };
    const row = { values, updatedAt: this.now(), updatedById: admin.id };
    await this.db
      .insert(radarThresholds)
      .values({ programId: program.id, ...row })
      .onConflictDoUpdate({ target: radarThresholds.programId, set: row });
    await this.db.execute(sql`
      insert into radar_dirty (student_id)
      select id from users where program_slug = ${slug} and role = 'student'
      on conflict (student_id) do nothing`);
    return withDefaults(values);
  }
}
