// A reader's place in Skill_Up e-books: the module and paragraph to resume at and the
// modules read to the end. Progress is counted over the modules the e-book has NOW, so it never goes
// above 100 % and a deleted module never counts; a module added later is simply unread.
import type { EbookProgress, EbookProgressUpdate, EbookReading } from '@campus/sdk/model';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  ebookCourses,
  ebookModules,
  ebookProgress,
  users,
  type EbookModuleRow,
  type EbookProgressRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { personColumns } from '../../lib/people';
import { ebookDto, EbooksService, moduleStats, moduleSummary } from '../ebooks/public';
import { anyOf } from '../../db/any-of';

type ModuleRef = Pick<EbookModuleRow, 'id'>;

/** The contract's EbookProgress from a row (or none) and the e-book's current modules. */
export function progressDto(
  ebookCourseId: string,
  row: EbookProgressRow | undefined,
  modules: ModuleRef[],
): EbookProgress {
  const existing = new Set(modules.map((m) => m.id));
  const done = (row?.completedModuleIds ?? []).filter((id) => existing.has(id));
  const out: EbookProgress = {
    ebookCourseId,
    started: Boolean(row),
    paragraph: row?.lastModuleId ? row.paragraph : 0,
    completedModuleIds: done,
    progress: modules.length === 0 ? 0 : Math.floor((done.length / modules.length) * 100),
    finished: modules.length > 0 && done.length === modules.length,
  };
  if (row?.lastModuleId && existing.has(row.lastModuleId)) out.lastModuleId = row.lastModuleId;
  if (row) out.updatedAt = row.updatedAt.toISOString();
  return out;
}

function mine(db: Queryable, unpublishedToo: boolean) {
  return db
    .select({ p: ebookProgress, e: ebookCourses, author: personColumns, ...moduleStats })
    .from(ebookProgress)
    .innerJoin(ebookCourses, eq(ebookCourses.id, ebookProgress.ebookCourseId))
    .innerJoin(users, eq(users.id, ebookCourses.authorId))
    .where(
      and(
        eq(ebookProgress.userId, sql.placeholder('user')),
        unpublishedToo ? undefined : eq(ebookCourses.published, true),
      ),
    )
    .orderBy(desc(ebookProgress.updatedAt))
    .limit(sql.placeholder('limit'))
    .prepare(unpublishedToo ? 'learning_ebooks_mine_all' : 'learning_ebooks_mine');
}

export class EbookProgressService {
  private readonly ebooks: EbooksService;

  constructor(private readonly ctx: AppContext) {
    this.ebooks = new EbooksService(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  private modulesOf(ebookIds: string[]) {
    if (ebookIds.length === 0) return Promise.resolve([] as EbookModuleRow[]);
    return this.db
      .select()
      .from(ebookModules)
      .where(anyOf(ebookModules.ebookCourseId, ebookIds))
      .orderBy(asc(ebookModules.position));
  }

  private async row(userId: string, ebookId: string) {
    const [row] = await this.db
      .select()
      .from(ebookProgress)
      .where(and(eq(ebookProgress.userId, userId), eq(ebookProgress.ebookCourseId, ebookId)));
    return row;
  }

  async get(user: Principal, ebookId: string): Promise<EbookProgress> {
    await this.ebooks.readable(user, ebookId);
    const [row, modules] = await Promise.all([
      this.row(user.id, ebookId),
      this.modulesOf([ebookId]),
    ]);
    return progressDto(ebookId, row, modules);
  }

  async save(user: Principal, ebookId: string, input: EbookProgressUpdate): Promise<EbookProgress> {
    await this.ebooks.readable(user, ebookId);
    const modules = await this.modulesOf([ebookId]);
    if (!modules.some((m) => m.id === input.moduleId))
      throw fieldError('moduleId', 'This module is not part of this e-book');
    const now = this.ctx.now();
    const paragraph = input.paragraph ?? 0;
    // One statement: the first save inserts, later ones move the place; the read set changes by
    // array operations in SQL, so two tabs saving at once cannot drop each other's modules.
    const add = sql`array_append(array_remove(${ebookProgress.completedModuleIds}, ${input.moduleId}::uuid), ${input.moduleId}::uuid)`;
    const remove = sql`array_remove(${ebookProgress.completedModuleIds}, ${input.moduleId}::uuid)`;
    const completed =
      input.completed === undefined
        ? ebookProgress.completedModuleIds
        : input.completed
          ? add
          : remove;
    const [row] = await this.db
      .insert(ebookProgress)
      .values({
        userId: user.id,
        ebookCourseId: ebookId,
        lastModuleId: input.moduleId,
        paragraph,
        completedModuleIds: input.completed ? [input.moduleId] : [],
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [ebookProgress.userId, ebookProgress.ebookCourseId],
        set: {
          lastModuleId: input.moduleId,
          paragraph,
          completedModuleIds: completed as unknown as string[],
          updatedAt: now,
        },
      })
      .returning();
    return progressDto(ebookId, row, modules);
  }

  /** The caller's started e-books, most recently read first (the "continue reading" lists). */
  /**
   * The reader's e-books as prepared statements, built once (the dashboard reads them on
   * every visit; neither drizzle nor PostgreSQL redoes the statement per request). An admin reads
   * unpublished e-books too.
   */
  private reads:
    | { db: Queryable; mine: { reader: ReturnType<typeof mine>; admin: ReturnType<typeof mine> } }
    | undefined;

  private get mine() {
    if (this.reads?.db !== this.db)
      this.reads = {
        db: this.db,
        mine: { reader: mine(this.db, false), admin: mine(this.db, true) },
      };
    return this.reads.mine;
  }

  async listMine(user: Principal, limit = 100): Promise<EbookReading[]> {
    const rows = await (user.role === 'admin' ? this.mine.admin : this.mine.reader).execute({
      user: user.id,
      limit,
    });
    const modules = await this.modulesOf(rows.map((r) => r.e.id));
    return rows.map((r) => {
      const own = modules.filter((m) => m.ebookCourseId === r.e.id);
      const progress = progressDto(r.e.id, r.p, own);
      const last = own.find((m) => m.id === progress.lastModuleId);
      return {
        ebook: ebookDto(r.e, r.author, r),
        progress,
        ...(last ? { lastModule: moduleSummary(last) } : {}),
      };
    });
  }
}
