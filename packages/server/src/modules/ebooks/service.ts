// Skill_Up e-book courses: admins write them module by module; readers see published ones. Module
// positions stay 1..n without gaps: every insert, move and delete renumbers under a lock on the
// e-book's row, in one transaction.
import type {
  EbookCourse,
  EbookCourseCreateRequest,
  EbookCourseDetail,
  EbookCoursePage,
  EbookCourseUpdateRequest,
  EbookModule,
  EbookModuleCreateRequest,
  EbookModuleSummary,
  EbookModuleUpdateRequest,
  OperationQuery,
} from '@campus/sdk/model';
import { and, asc, count, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  ebookCourses,
  ebookModules,
  users,
  type EbookCourseRow,
  type EbookModuleRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { likePattern } from '../../lib/list-query';
import { personColumns, toPerson, type PersonColumns } from '../../lib/people';
import { resolveCover } from '../../lib/covers';
import { readingMinutes, renderRichText } from '../../lib/html';
import { passageIndex } from '../chatbot/public';

export const MAX_MODULES = 200;
export const MAX_CONTENT_CHARS = 200_000;

export const moduleStats = {
  moduleCount: sql<number>`(select count(*)::int from ebook_modules m where m.ebook_course_id = ${ebookCourses.id})`,
  estimatedMinutes: sql<number>`(select coalesce(sum(m.estimated_minutes), 0)::int from ebook_modules m where m.ebook_course_id = ${ebookCourses.id})`,
};

export function ebookDto(
  e: EbookCourseRow,
  author: PersonColumns,
  stats: { moduleCount: number; estimatedMinutes: number },
): EbookCourse {
  const out: EbookCourse = {
    _id: e.id,
    title: e.title,
    description: e.description,
    category: e.category,
    author: toPerson(author),
    moduleCount: Number(stats.moduleCount),
    estimatedMinutes: Number(stats.estimatedMinutes),
    published: e.published,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
  if (e.coverImageUrl) out.coverImageUrl = e.coverImageUrl;
  return out;
}

export const moduleSummary = (m: EbookModuleRow): EbookModuleSummary => ({
  _id: m.id,
  title: m.title,
  order: m.position,
  estimatedMinutes: m.estimatedMinutes,
});

/** Readers get the rendered module; admins (its editors) also get the Markdown they wrote. */
function moduleDto(m: EbookModuleRow, withSource: boolean): EbookModule {
  const dto: EbookModule = {
    ...moduleSummary(m),
    ebookCourseId: m.ebookCourseId,
    content: renderRichText(m.content),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
  if (withSource) dto.markdown = m.content;
  return dto;
}

/** The module's Markdown as stored (rendered on read), and the HTML it renders to. */
function cleanContent(markdown: string): { source: string; html: string } {
  const source = markdown.trim();
  const html = renderRichText(source);
  if (!html) throw fieldError('content', 'Content is empty once unsafe markup is removed');
  if (source.length > MAX_CONTENT_CHARS) {
    throw new HttpError(
      413,
      `The module content is too long (at most ${new Intl.NumberFormat('en-IN').format(MAX_CONTENT_CHARS)} characters).`,
    );
  }
  return { source, html };
}

export class EbooksService {
  constructor(private readonly ctx: AppContext) {}

  private get covers() {
    return { storage: this.ctx.storage, allowPrivateHosts: this.ctx.config.coverLinksPrivateHosts };
  }
  private get db() {
    return this.ctx.db;
  }

  private isAdmin = (viewer: Principal | null) => viewer?.role === 'admin';

  async list(
    viewer: Principal | null,
    q: OperationQuery<'listEbookCourses'>,
  ): Promise<EbookCoursePage> {
    const conds: (SQL | undefined)[] = [];
    if (!this.isAdmin(viewer)) conds.push(eq(ebookCourses.published, true));
    else if (q.published !== undefined) conds.push(eq(ebookCourses.published, q.published));
    if (q.search?.trim()) {
      const like = likePattern(q.search);
      conds.push(or(ilike(ebookCourses.title, like), ilike(ebookCourses.description, like)));
    }
    if (q.category?.trim()) {
      conds.push(sql`lower(${ebookCourses.category}) = lower(${q.category.trim()})`);
    }
    const where = and(...conds);
    // Keyset paging: title (case-insensitive) or newest first, ties by id ascending.
    const id = { expr: ebookCourses.id, type: 'uuid', dir: 'asc' } as const;
    const sort = q.sort ?? 'title';
    const keyset: Keyset = {
      list: `ebooks:${sort}`,
      keys:
        sort === 'newest'
          ? [{ expr: ebookCourses.createdAt, type: 'timestamptz', dir: 'desc' }, id]
          : [{ expr: sql`lower(${ebookCourses.title})`, type: 'text', dir: 'asc' }, id],
    };
    const page = keysetPage(keyset, cursorScope(q), q);
    const rows = await this.db
      .select({ e: ebookCourses, author: personColumns, ...moduleStats, keys: keysetKeys(keyset) })
      .from(ebookCourses)
      .innerJoin(users, eq(users.id, ebookCourses.authorId))
      .where(and(where, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return { ...found, items: found.items.map((r) => ebookDto(r.e, r.author, r)) };
  }

  private async detail(q: Queryable, id: string): Promise<EbookCourseDetail> {
    const [r] = await q
      .select({ e: ebookCourses, author: personColumns, ...moduleStats })
      .from(ebookCourses)
      .innerJoin(users, eq(users.id, ebookCourses.authorId))
      .where(eq(ebookCourses.id, id));
    if (!r) throw notFound('E-book not found.');
    const mods = await q
      .select()
      .from(ebookModules)
      .where(eq(ebookModules.ebookCourseId, id))
      .orderBy(asc(ebookModules.position));
    return { ...ebookDto(r.e, r.author, r), modules: mods.map(moduleSummary) };
  }

  /** The e-book if the viewer may read it (published, or an admin); 404 otherwise. */
  async readable(viewer: Principal | null, id: string): Promise<EbookCourseRow> {
    const [e] = await this.db.select().from(ebookCourses).where(eq(ebookCourses.id, id));
    if (!e || (!e.published && !this.isAdmin(viewer))) throw notFound('E-book not found.');
    return e;
  }

  async get(viewer: Principal | null, id: string): Promise<EbookCourseDetail> {
    await this.readable(viewer, id);
    return this.detail(this.db, id);
  }

  async modules(viewer: Principal | null, id: string): Promise<EbookModule[]> {
    await this.readable(viewer, id);
    const mods = await this.db
      .select()
      .from(ebookModules)
      .where(eq(ebookModules.ebookCourseId, id))
      .orderBy(asc(ebookModules.position));
    return mods.map((m) => moduleDto(m, this.isAdmin(viewer)));
  }

  async module(viewer: Principal | null, id: string, moduleId: string): Promise<EbookModule> {
    await this.readable(viewer, id);
    const [m] = await this.db
      .select()
      .from(ebookModules)
      .where(and(eq(ebookModules.id, moduleId), eq(ebookModules.ebookCourseId, id)));
    if (!m) throw notFound('Module not found.');
    return moduleDto(m, this.isAdmin(viewer));
  }

  private async checkAuthor(q: Queryable, id: string): Promise<void> {
    const [u] = await q.select().from(users).where(eq(users.id, id));
    if (!u || !u.isActive || u.role === 'student') {
      throw fieldError('authorId', 'Author must be an active instructor, mentor or admin');
    }
  }

  async create(admin: Principal, body: EbookCourseCreateRequest): Promise<EbookCourseDetail> {
    if (body.published) {
      throw fieldError('published', 'Add a module before publishing this e-book');
    }
    // Fetched into Campus's storage before the transaction (no lock waits on another site).
    const coverImageUrl = await resolveCover('coverImageUrl', body.coverImageUrl, this.covers);
    return this.db.transaction(async (tx) => {
      const authorId = body.authorId ?? admin.id;
      if (body.authorId) await this.checkAuthor(tx, authorId);
      const now = this.ctx.now();
      const [row] = await tx
        .insert(ebookCourses)
        .values({
          title: body.title.trim(),
          description: (body.description ?? '').trim(),
          coverImageUrl: coverImageUrl ?? null,
          category: body.category.trim(),
          authorId,
          published: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: ebookCourses.id });
      if (!row) throw new Error('insert returned no row');
      return this.detail(tx, row.id);
    });
  }

  private async lock(tx: Tx, id: string): Promise<EbookCourseRow> {
    const [e] = await tx.select().from(ebookCourses).where(eq(ebookCourses.id, id)).for('update');
    if (!e) throw notFound('E-book not found.');
    return e;
  }

  private async moduleCount(q: Queryable, id: string): Promise<number> {
    const [n] = await q
      .select({ n: count() })
      .from(ebookModules)
      .where(eq(ebookModules.ebookCourseId, id));
    return n?.n ?? 0;
  }

  async update(id: string, body: EbookCourseUpdateRequest): Promise<EbookCourseDetail> {
    const coverImageUrl = await resolveCover('coverImageUrl', body.coverImageUrl, this.covers);
    return this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const set: Partial<typeof ebookCourses.$inferInsert> = {};
      if (body.title !== undefined) set.title = body.title.trim();
      if (body.description !== undefined) set.description = body.description.trim();
      if (body.category !== undefined) set.category = body.category.trim();
      if (coverImageUrl !== undefined) set.coverImageUrl = coverImageUrl;
      if (body.authorId !== undefined) {
        await this.checkAuthor(tx, body.authorId);
        set.authorId = body.authorId;
      }
      if (body.published !== undefined) {
        if (body.published && (await this.moduleCount(tx, id)) === 0) {
          throw fieldError('published', 'Add a module before publishing this e-book');
        }
        set.published = body.published;
      }
      await tx
        .update(ebookCourses)
        .set({ ...set, updatedAt: this.ctx.now() })
        .where(eq(ebookCourses.id, id));
      return this.detail(tx, id);
    });
  }

  async remove(id: string): Promise<void> {
    const rows = await this.db
      .delete(ebookCourses)
      .where(eq(ebookCourses.id, id))
      .returning({ id: ebookCourses.id });
    if (rows.length === 0) throw notFound('E-book not found.');
  }

  async addModule(id: string, body: EbookModuleCreateRequest): Promise<EbookModule> {
    const content = cleanContent(body.content);
    return this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const n = await this.moduleCount(tx, id);
      if (n >= MAX_MODULES) throw conflict(`An e-book has at most ${MAX_MODULES} modules.`);
      const position = Math.min(body.order ?? n + 1, n + 1);
      await tx
        .update(ebookModules)
        .set({ position: sql`${ebookModules.position} + 1` as unknown as number })
        .where(and(eq(ebookModules.ebookCourseId, id), gte(ebookModules.position, position)));
      const now = this.ctx.now();
      const [m] = await tx
        .insert(ebookModules)
        .values({
          ebookCourseId: id,
          title: body.title.trim(),
          content: content.source,
          estimatedMinutes: body.estimatedMinutes ?? readingMinutes(content.html),
          minutesEstimated: body.estimatedMinutes === undefined,
          position,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.update(ebookCourses).set({ updatedAt: now }).where(eq(ebookCourses.id, id));
      if (!m) throw new Error('insert returned no row');
      // The assistant's passages of the module, in the same transaction: searchable on commit.
      await passageIndex.ebookModule(tx, m.id);
      return moduleDto(m, true);
    });
  }

  async updateModule(
    id: string,
    moduleId: string,
    body: EbookModuleUpdateRequest,
  ): Promise<EbookModule> {
    const content = body.content !== undefined ? cleanContent(body.content) : undefined;
    return this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const [m] = await tx
        .select()
        .from(ebookModules)
        .where(and(eq(ebookModules.id, moduleId), eq(ebookModules.ebookCourseId, id)));
      if (!m) throw notFound('Module not found.');
      const now = this.ctx.now();
      const set: Partial<typeof ebookModules.$inferInsert> = { updatedAt: now };
      if (body.title !== undefined) set.title = body.title.trim();
      if (content !== undefined) set.content = content.source;
      if (body.estimatedMinutes !== undefined) {
        set.estimatedMinutes = body.estimatedMinutes;
        set.minutesEstimated = false;
      } else if (content !== undefined && m.minutesEstimated) {
        set.estimatedMinutes = readingMinutes(content.html);
      }
      if (body.order !== undefined && body.order !== m.position) {
        const n = await this.moduleCount(tx, id);
        const to = Math.min(body.order, n);
        const from = m.position;
        if (to > from) {
          await tx
            .update(ebookModules)
            .set({ position: sql`${ebookModules.position} - 1` as unknown as number })
            .where(
              and(
                eq(ebookModules.ebookCourseId, id),
                gt(ebookModules.position, from),
                lte(ebookModules.position, to),
              ),
            );
        } else if (to < from) {
          await tx
            .update(ebookModules)
            .set({ position: sql`${ebookModules.position} + 1` as unknown as number })
            .where(
              and(
                eq(ebookModules.ebookCourseId, id),
                gte(ebookModules.position, to),
                lt(ebookModules.position, from),
              ),
            );
        }
        set.position = to;
      }
      const [after] = await tx
        .update(ebookModules)
        .set(set)
        .where(eq(ebookModules.id, moduleId))
        .returning();
      await tx.update(ebookCourses).set({ updatedAt: now }).where(eq(ebookCourses.id, id));
      if (!after) throw notFound('Module not found.');
      if (body.title !== undefined || content !== undefined) {
        await passageIndex.ebookModule(tx, moduleId);
      }
      return moduleDto(after, true);
    });
  }

  async removeModule(id: string, moduleId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const e = await this.lock(tx, id);
      const [m] = await tx
        .delete(ebookModules)
        .where(and(eq(ebookModules.id, moduleId), eq(ebookModules.ebookCourseId, id)))
        .returning();
      if (!m) throw notFound('Module not found.');
      await tx
        .update(ebookModules)
        .set({ position: sql`${ebookModules.position} - 1` as unknown as number })
        .where(and(eq(ebookModules.ebookCourseId, id), gt(ebookModules.position, m.position)));
      const left = await this.moduleCount(tx, id);
      // A published e-book always has a module: deleting the last one unpublishes it.
      await tx
        .update(ebookCourses)
        .set({
          updatedAt: this.ctx.now(),
          ...(left === 0 && e.published ? { published: false } : {}),
        })
        .where(eq(ebookCourses.id, id));
    });
  }
}
