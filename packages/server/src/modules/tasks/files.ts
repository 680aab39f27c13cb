// Uploaded files of tasks and submissions: where they are kept, signed download URLs and who may
// fetch what (what a file is, from its bytes, is file-types.ts).
//
// Storage: the context's file storage (lib/storage.ts) under `task-files/<uuid>.<ext>` — on the local
// disk DATA_DIR/uploads/task-files/<uuid>.<ext>, in S3 the same key. An upload arrives as the
// request's temporary file (http/uploads.ts); it is checked, written to storage, then recorded; if
// recording fails, the objects written are deleted again, and the router removes the temporary files
// after the answer, so a refused or failed request leaves nothing behind. Deletes remove the rows
// first and the objects after the commit. Names in storage never come from the client.
//
// Signed URLs (`/api/files/<id>?sig=<userId>.<exp>.<mac>`): the MAC (HMAC-SHA256 under a key derived
// from the server's JWT secret) covers the file, the user, the user's token version and the expiry, so
// a signature dies after an hour, and at once when the user logs out, is deactivated or changes role.
// Every instance derives the same key from the shared JWT_SECRET, so a link signed by one opens on
// another.
import type { FileRef } from '@campus/sdk/model';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  taskAssignees,
  taskFiles,
  tasks,
  taskSubmissions,
  users,
  type TaskFileRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import {
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
  validationFailed,
  type FieldError,
} from '../../http/errors';
import type { UploadedFile } from '../../http/router';
import { awaitingReview } from '../../lib/mentor-review';
import { cleanFileName, sniffFile, type FileKind } from './file-types';
import { submissionMentorSql } from './submission-mentors';
import { anyOf } from '../../db/any-of';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 5;
export const MAX_FILES_PER_HOUR = 60;
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNATURE_TTL_MS = 60 * 60 * 1000;

/** The storage key of a task file from its row's `storageKey` (`<uuid>.<ext>`). */
export function taskFileKey(storageKey: string): string {
  return `task-files/${basename(storageKey)}`;
}

export class FileStore {
  private readonly key: Buffer;

  constructor(private readonly ctx: AppContext) {
    this.key = createHmac('sha256', Buffer.from(ctx.config.jwtSecret))
      .update('campus:file-signature')
      .digest();
  }

  // ---------- signatures ----------

  private mac(fileId: string, userId: string, tokenVersion: number, exp: number): Buffer {
    return createHmac('sha256', this.key)
      .update(`${fileId}|${userId}|${tokenVersion}|${exp}`)
      .digest();
  }

  sign(fileId: string, viewer: Pick<Principal, 'id' | 'tokenVersion'>): string {
    const exp = Math.floor((this.ctx.now().getTime() + SIGNATURE_TTL_MS) / 1000);
    const mac = this.mac(fileId, viewer.id, viewer.tokenVersion, exp).toString('base64url');
    return `${viewer.id}.${exp}.${mac}`;
  }

  /** The user a signature was issued to, or 401. */
  async verify(fileId: string, sig: string): Promise<Principal> {
    const m = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/i.exec(sig);
    if (!m) throw unauthorized('Invalid file link.');
    const [, userId = '', expRaw = '', macRaw = ''] = m;
    const exp = Number(expRaw);
    if (exp * 1000 <= this.ctx.now().getTime())
      throw unauthorized('This file link has expired. Reload the page.');
    const [row] = await this.ctx.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        mentorStatus: users.mentorStatus,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !row.isActive) throw unauthorized('Invalid file link.');
    // Compared as canonical text: a re-encoded (non-canonical) form of the same MAC is refused too.
    const expected = Buffer.from(
      this.mac(fileId, row.id, row.tokenVersion, exp).toString('base64url'),
    );
    const given = Buffer.from(macRaw);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('Invalid file link.');
    }
    const viewer: Principal = {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      tokenVersion: row.tokenVersion,
    };
    if (row.role === 'mentor') viewer.mentorStatus = row.mentorStatus;
    // The link's holder as they are now: a mentor no longer approved opens no student's file.
    const refusal = awaitingReview(viewer);
    if (refusal) throw refusal;
    return viewer;
  }

  ref(row: TaskFileRow, viewer: Pick<Principal, 'id' | 'tokenVersion'>): FileRef {
    return {
      _id: row.id,
      name: row.name,
      url: `/api/files/${row.id}?sig=${this.sign(row.id, viewer)}`,
      contentType: row.contentType,
      size: row.size,
    };
  }

  // ---------- upload ----------

  async upload(user: Principal, files: UploadedFile[]): Promise<FileRef[]> {
    if (files.length === 0) throw validationFailed([{ path: 'files', msg: 'Files is required' }]);
    if (files.length > MAX_FILES_PER_REQUEST) {
      throw validationFailed([
        { path: 'files', msg: `At most ${MAX_FILES_PER_REQUEST} files may be sent at once` },
      ]);
    }
    const problems: FieldError[] = [];
    const kinds: FileKind[] = [];
    for (const [i, f] of files.entries()) {
      if (f.size > MAX_FILE_BYTES) {
        throw new HttpError(
          413,
          `A file is too large (at most ${MAX_FILE_BYTES / 1024 / 1024} MB each).`,
        );
      }
      // One file in memory at a time (at most 10 MB), read from the request's temporary file.
      const kind = sniffFile(await readFile(f.path));
      if (!kind)
        problems.push({
          path: `files.${i}`,
          msg: `${cleanFileName(f.filename, 'bin')} is not an allowed file type`,
        });
      else kinds.push(kind);
    }
    if (problems.length) {
      throw new HttpError(
        415,
        'Only PDF, images (PNG, JPEG, WebP, GIF), plain text, ZIP and Office (DOCX, XLSX, PPTX) files are allowed.',
        { errors: problems },
      );
    }

    // Before anything is written: a user over the hourly limit costs no storage writes. The count
    // that decides is the one inside the transaction below.
    await this.checkHourlyLimit(this.ctx.db, user.id, files.length);
    const staged = files.map((f, i) => {
      const kind = kinds[i] as FileKind;
      const id = randomUUID();
      return { id, kind, file: f, storageKey: `${id}.${kind.ext}` };
    });
    // Objects first, then the rows (lib/storage.ts): a failure after a write deletes what was written.
    const written: string[] = [];
    try {
      for (const s of staged) {
        const key = taskFileKey(s.storageKey);
        written.push(key);
        await this.ctx.storage.put(key, createReadStream(s.file.path));
      }
      const rows = await this.ctx.db.transaction(async (tx) => {
        // The hourly count and the insert are one step (14 concurrent requests
        // stored 70 files against a limit of 60): the uploader's row is locked, so concurrent
        // uploads of one user count one after another.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await this.checkHourlyLimit(tx, user.id, files.length);
        return tx
          .insert(taskFiles)
          .values(
            staged.map((s) => ({
              id: s.id,
              uploaderId: user.id,
              name: cleanFileName(s.file.filename, s.kind.ext),
              contentType: s.kind.contentType,
              size: s.file.size,
              storageKey: s.storageKey,
              createdAt: this.ctx.now(),
            })),
          )
          .returning();
      });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return staged.map((s) => this.ref(byId.get(s.id) as TaskFileRow, user));
    } catch (err) {
      for (const key of written) await this.ctx.storage.delete(key).catch(() => {});
      throw err;
    }
  }

  private async checkHourlyLimit(q: Queryable, userId: string, adding: number): Promise<void> {
    const since = new Date(this.ctx.now().getTime() - 60 * 60 * 1000);
    const [row] = await q
      .select({ n: count(), oldest: sql<string | null>`min(${taskFiles.createdAt})` })
      .from(taskFiles)
      .where(and(eq(taskFiles.uploaderId, userId), gte(taskFiles.createdAt, since)));
    const n = row?.n ?? 0;
    if (n + adding <= MAX_FILES_PER_HOUR) return;
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : this.ctx.now().getTime();
    const wait = (oldest + 60 * 60 * 1000 - this.ctx.now().getTime()) / 1000;
    throw tooManyRequests(
      `You can upload at most ${MAX_FILES_PER_HOUR} files an hour. Please try again later.`,
      wait,
    );
  }

  // ---------- attaching ----------

  /**
   * Attaches files the caller uploaded and that are not attached yet (or, with `keepFor`, already
   * attached to that same task). Problems answer 400 with an entry on `<path>.<index>`.
   */
  async claim(
    tx: Tx,
    ownerId: string,
    ids: string[],
    target: { taskId: string } | { submissionId: string },
    path: string,
  ): Promise<TaskFileRow[]> {
    if (ids.length === 0) return [];
    const rows = await tx.select().from(taskFiles).where(anyOf(taskFiles.id, ids)).for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: FieldError[] = [];
    ids.forEach((id, i) => {
      const row = byId.get(id);
      const sameTask =
        !!row && 'taskId' in target && row.taskId === target.taskId && !row.submissionId;
      if (!row || (!sameTask && row.uploaderId !== ownerId)) {
        problems.push({ path: `${path}.${i}`, msg: 'Upload the file first' });
      } else if (row.attachedAt && !sameTask) {
        problems.push({
          path: `${path}.${i}`,
          msg: 'This file is already attached to something else',
        });
      }
    });
    if (problems.length) throw validationFailed(problems);
    const now = this.ctx.now();
    const set =
      'taskId' in target
        ? { taskId: target.taskId, attachedAt: now }
        : { submissionId: target.submissionId, attachedAt: now };
    return tx.update(taskFiles).set(set).where(anyOf(taskFiles.id, ids)).returning();
  }

  /** Deletes file rows (inside `q`) and answers their storage names, to remove after the commit. */
  async deleteRows(q: Queryable, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await q
      .delete(taskFiles)
      .where(anyOf(taskFiles.id, ids))
      .returning({ storageKey: taskFiles.storageKey });
    return rows.map((r) => r.storageKey);
  }

  /** Removes the objects of deleted rows; one that fails stays as an orphan no row points at. */
  async removeFromStorage(storageKeys: string[]): Promise<void> {
    for (const k of storageKeys) {
      await this.ctx.storage.delete(taskFileKey(k)).catch((err: unknown) => {
        this.ctx.log.warn({ err, key: k }, 'task file: the object of a deleted row stays');
      });
    }
  }

  /** Deletes unattached uploads older than 24 hours (and partial writes left by a crash). */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.ctx.now().getTime() - UNATTACHED_TTL_MS);
    const rows = await this.ctx.db
      .delete(taskFiles)
      .where(and(isNull(taskFiles.attachedAt), lt(taskFiles.createdAt, cutoff)))
      .returning({ storageKey: taskFiles.storageKey });
    await this.removeFromStorage(rows.map((r) => r.storageKey));
    await this.ctx.storage.removeStalePartials?.(60 * 60 * 1000);
    return rows.length;
  }

  // ---------- download ----------

  /** May `viewer` fetch this file? (A refusal is answered 404, like an unknown id.) */
  async canSee(viewer: Principal, row: TaskFileRow): Promise<boolean> {
    if (viewer.role === 'admin' || row.uploaderId === viewer.id) return true;
    if (row.submissionId) {
      // The student, or a mentor who sees the submission (submissionMentorSql).
      const [s] = await this.ctx.db
        .select({ studentId: taskSubmissions.studentId, mentor: submissionMentorSql(viewer.id) })
        .from(taskSubmissions)
        .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
        .where(eq(taskSubmissions.id, row.submissionId))
        .limit(1);
      return !!s && (s.studentId === viewer.id || (viewer.role === 'mentor' && s.mentor));
    }
    if (row.taskId) {
      const [t] = await this.ctx.db
        .select({ mentorId: tasks.mentorId })
        .from(tasks)
        .where(eq(tasks.id, row.taskId))
        .limit(1);
      if (!t) return false;
      if (t.mentorId === viewer.id) return true;
      if (viewer.role === 'mentor') {
        // A mentor who reviews one of its attempts reads its brief too.
        const [reviews] = await this.ctx.db
          .select({ id: taskSubmissions.id })
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .where(and(eq(taskSubmissions.taskId, row.taskId), submissionMentorSql(viewer.id)))
          .limit(1);
        return !!reviews;
      }
      const [a] = await this.ctx.db
        .select({ id: taskAssignees.studentId })
        .from(taskAssignees)
        .where(and(eq(taskAssignees.taskId, row.taskId), eq(taskAssignees.studentId, viewer.id)))
        .limit(1);
      return !!a;
    }
    return false;
  }

  async open(viewer: Principal, id: string) {
    const [row] = await this.ctx.db.select().from(taskFiles).where(eq(taskFiles.id, id)).limit(1);
    if (!row || !(await this.canSee(viewer, row))) throw notFound('File not found.');
    const stored = await this.ctx.storage.get(taskFileKey(row.storageKey));
    if (!stored) throw notFound('File not found.');
    return { row, stream: stored.stream, size: stored.size };
  }
}
