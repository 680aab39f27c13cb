// Programs: the curated set behind the program pages (spec §2). Public when published; admins edit
// them. The slug is the page's route and unique (409). The first start stores the catalogue of
// seed/programs.ts, and `extensions.findProgram` answers registration-with-payment from this table.
import type {
  OperationBody,
  Program,
  ProgramSectionInput,
  ProgramUpdateRequest,
} from '@campus/sdk/model';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { AppContext, Program as ProgramForSale } from '../../context';
import { programs, type ProgramRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { isUniqueViolation, pgErrorCode } from '../../lib/db-errors';
import { assertWebUrl } from '../../lib/html';
import { PROGRAM_CATALOGUE } from '../../seed/programs';

const slugTaken = () => conflict('A program with this slug already exists.');

function programDto(p: ProgramRow): Program {
  const out: Program = {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    curriculum: p.curriculum,
    durationWeeks: p.durationWeeks,
    price: Number(p.price),
    outcomes: p.outcomes,
    level: p.level,
    mode: p.mode,
    order: p.position,
    published: p.published,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  if (p.description) out.description = p.description;
  if (p.heroImageUrl) out.heroImageUrl = p.heroImageUrl;
  if (p.startsOn) out.startsOn = p.startsOn;
  return out;
}

const sections = (list: ProgramSectionInput[]) =>
  list.map((s, i) => ({
    title: s.title.trim(),
    order: i + 1,
    topics: s.topics.map((t) => t.trim()).filter(Boolean),
  }));

/** The first Monday of the month after `now`'s (UTC), as YYYY-MM-DD. */
export function firstMondayOfNextMonth(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  day.setUTCDate(1 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

export class ProgramsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * Stores the catalogue when the table is empty (first start); safe on several instances. Its
   * programs start on the first Monday of the next month (an admin sets real dates).
   */
  async ensureCatalogue(): Promise<void> {
    const [n] = await this.db.select({ n: count() }).from(programs);
    if ((n?.n ?? 0) > 0) return;
    const now = this.ctx.now();
    const startsOn = firstMondayOfNextMonth(now);
    await this.db
      .insert(programs)
      .values(
        PROGRAM_CATALOGUE.map((p, i) => ({
          ...p,
          curriculum: p.curriculum.map((s, j) => ({ ...s, order: j + 1 })),
          position: (i + 1) * 10,
          startsOn,
          published: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }

  /** For registerWithPayment: published programs only. */
  async find(slug: string): Promise<ProgramForSale | null> {
    const [p] = await this.db.select().from(programs).where(eq(programs.slug, slug));
    if (!p || !p.published) return null;
    return { slug: p.slug, title: p.title, price: Number(p.price) };
  }

  async list(viewer: Principal | null, includeUnpublished: boolean): Promise<Program[]> {
    const all = viewer?.role === 'admin' && includeUnpublished;
    const rows = await this.db
      .select()
      .from(programs)
      .where(all ? undefined : eq(programs.published, true))
      .orderBy(asc(programs.position), sql`lower(${programs.title})`, asc(programs.id));
    return rows.map(programDto);
  }

  async get(viewer: Principal | null, slug: string): Promise<Program> {
    const [p] = await this.db.select().from(programs).where(eq(programs.slug, slug));
    if (!p || (!p.published && viewer?.role !== 'admin')) throw notFound('Program not found.');
    return programDto(p);
  }

  /** `outcomes` and `published` have their defaults by now (the contract's validator). */
  async create(body: OperationBody<'createProgram'>): Promise<Program> {
    assertWebUrl('heroImageUrl', body.heroImageUrl);
    const now = this.ctx.now();
    try {
      return await this.db.transaction(async (tx) => {
        let position = body.order;
        if (position === undefined) {
          const [last] = await tx.select({ m: max(programs.position) }).from(programs);
          position = (last?.m ?? 0) + 10;
        }
        const [row] = await tx
          .insert(programs)
          .values({
            slug: body.slug,
            title: body.title.trim(),
            summary: body.summary.trim(),
            description: body.description?.trim() || null,
            heroImageUrl: body.heroImageUrl ?? null,
            curriculum: sections(body.curriculum),
            durationWeeks: body.durationWeeks,
            startsOn: body.startsOn ?? null,
            price: body.price,
            outcomes: body.outcomes.map((o) => o.trim()),
            level: body.level,
            mode: body.mode,
            position,
            published: body.published,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: programs.slug })
          .returning();
        if (!row) throw slugTaken();
        return programDto(row);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
  }

  async update(slug: string, body: ProgramUpdateRequest): Promise<Program> {
    const set: Partial<typeof programs.$inferInsert> = {};
    if (body.slug !== undefined) set.slug = body.slug;
    if (body.title !== undefined) set.title = body.title.trim();
    if (body.summary !== undefined) set.summary = body.summary.trim();
    if (body.description !== undefined) set.description = body.description.trim() || null;
    if (body.heroImageUrl !== undefined) {
      assertWebUrl('heroImageUrl', body.heroImageUrl);
      set.heroImageUrl = body.heroImageUrl;
    }
    if (body.curriculum !== undefined) set.curriculum = sections(body.curriculum);
    if (body.durationWeeks !== undefined) set.durationWeeks = body.durationWeeks;
    if (body.startsOn !== undefined) set.startsOn = body.startsOn;
    if (body.price !== undefined) set.price = body.price;
    if (body.outcomes !== undefined) set.outcomes = body.outcomes.map((o) => o.trim());
    if (body.level !== undefined) set.level = body.level;
    if (body.mode !== undefined) set.mode = body.mode;
    if (body.order !== undefined) set.position = body.order;
    if (body.published !== undefined) set.published = body.published;
    try {
      const [row] = await this.db
        .update(programs)
        .set({ ...set, updatedAt: this.ctx.now() })
        .where(eq(programs.slug, slug))
        .returning();
      if (!row) throw notFound('Program not found.');
      return programDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken();
      throw err;
    }
  }

  async remove(slug: string): Promise<void> {
    try {
      const rows = await this.db
        .delete(programs)
        .where(eq(programs.slug, slug))
        .returning({ id: programs.id });
      if (rows.length === 0) throw notFound('Program not found.');
    } catch (err) {
      // program_enrollments keeps who paid for it (ON DELETE RESTRICT).
      if (pgErrorCode(err) === '23503')
        throw conflict(
          'Students are enrolled in this program; unpublish it instead of deleting it.',
        );
      throw err;
    }
  }
}
