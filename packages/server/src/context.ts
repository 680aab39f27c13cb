// What every module gets: configuration, the database, the contract, the core services and the
// extension points other areas fill in. Built once in app.ts.
import type { CancelledItem } from '@campus/sdk/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Reads } from './lib/read-cache';
import type { Database, Db, Tx } from './db/client';
import type { MentorApplication, UserRow } from './db/schema/index';
import type { Principal, TokenService } from './http/auth';
import type { Contract } from './http/contract';
import type { Handlers } from './http/router';
import type { BatchRef } from './lib/batch-ref';
import type { BackgroundJob, JobQueue } from './lib/job-queue';
import type { Mailer } from './lib/mailer';
import type { Outbox } from './lib/outbox';
import type { InboxChange } from './lib/inbox-items';
import type { FileStorage } from './lib/storage';
import type { Delivery, RealtimeHub } from './realtime/hub';
import type { NotificationStore } from './realtime/notices';
import type { SocketSession } from './realtime/socket';
import type { Passwords } from './lib/passwords';
import type { DemoWorld } from './seed/world';
import type { Throttle, UserRecords } from './services';

export type { BatchRef };

export interface Program {
  slug: string;
  title: string;
  /** Rupees. */
  price: number;
}

export interface UserStats {
  enrolledCourses: number;
  completedCourses: number;
  pendingTasks: number;
  upcomingClasses: number;
  students: number;
  createdCourses: number;
}

/**
 * Hooks the learning-domain areas fill in from their module's `register` (this keeps identity free of
 * imports from courses, batches or programs). Each has a safe default so the server works before them.
 */
export interface Extensions {
  /** The batches assigned to a mentor (batches area). Default: none. */
  mentorBatches: (mentorId: string) => Promise<BatchRef[]>;
  /** A program by slug, with its price (programs area). Default: the spec's program pages, demo prices. */
  findProgram: (slug: string) => Promise<Program | null>;
  /** Counts for the profile screen; every contributor's numbers are added up. */
  userStats: Array<(user: Principal) => Promise<Partial<UserStats>>>;
  /** Runs inside the mentor-registration transaction (mentors area creates the unlisted profile). */
  onMentorRegistered: Array<
    (tx: Tx, user: UserRow, application: MentorApplication) => Promise<void>
  >;
  /**
   * Runs inside the transaction that stops a mentor working with students (deactivation, rejection,
   * a role change; lib/mentor-review.ts): each area cancels the mentor's upcoming sessions or
   * classes and answers what it cancelled and for whom, so the students get one notice each.
   */
  onMentorStopped: Array<(tx: Tx, mentorId: string) => Promise<CancelledForStudents[]>>;
  /**
   * Runs inside the transaction in which a student's enrollment becomes completed because every
   * lesson is done (a passed quiz counts its lesson): the certificates area issues one. Answers what
   * to announce once that transaction has committed (the caller delivers it).
   */
  onCourseCompleted: Array<(tx: Tx, completion: CourseCompletion) => Promise<Delivery>>;
  /**
   * Called by the areas that feed the mentor's inbox (tasks, bookings, messages) once the change has
   * committed; the inbox area reads each item again and tells its mentor's sockets. Never throws
   * (a failure is logged): the change itself has happened. Default: nothing.
   */
  inboxChanged: (changes: InboxChange[]) => void;
  /** Each area's listeners on every connected socket (messages: private_message, typing). */
  socketHandlers: Array<(session: SocketSession) => void>;
  /** Seeds the area's demo data after the demo people exist (src/seed). */
  seeders: Array<(world: DemoWorld) => Promise<void>>;
  /**
   * Background work once per window of `everyMs` (the mail outbox, due reminders, sweeps), run from
   * the job queue (lib/job-queue.ts) from the moment the server listens until it closes. `run` must
   * be safe to repeat and to run on several instances at once.
   */
  jobs: BackgroundJob[];
}

/** A student finished every lesson of a course, at `at` (the server's clock). */
export interface CourseCompletion {
  studentId: string;
  courseId: string;
  at: Date;
}

/** One upcoming session or class cancelled because its mentor stopped working, and its students. */
export interface CancelledForStudents {
  item: CancelledItem;
  studentIds: string[];
}

/**
 * The core services, shaped by interfaces the shared code owns (services.ts, realtime/hub.ts): the
 * context never imports an area, so no import cycle runs through it.
 */
export interface Services {
  users: UserRecords;
  /** Where the hub stores notifications (the notifications area's service). */
  notifications: NotificationStore;
  throttle: Throttle;
  passwords: Passwords;
}

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  contract: Contract;
  tokens: TokenService;
  /** Hot reads kept for a second in production, forgotten by any write (lib/read-cache.ts). */
  reads: Reads;
  hub: RealtimeHub;
  /** The transport the outbox job hands mails to; areas never call it, they `outbox.enqueue`. */
  mailer: Mailer;
  /** The local mail catcher's inbox page (MAIL_CATCHER), printed at start; undefined without it. */
  mailInbox: string | undefined;
  /** Every mail goes here, in the transaction of the change that causes it (lib/outbox.ts). */
  outbox: Outbox;
  /** Runs `extensions.jobs` and shows them to operators (lib/job-queue.ts). */
  queue: JobQueue;
  /** Uploaded files, on the local disk or in an S3 bucket (lib/storage.ts; STORAGE). */
  storage: FileStorage;
  /** Injected so tests can move time (throttle windows, token expiry). */
  now: () => Date;
  services: Services;
  extensions: Extensions;
}

/**
 * An area of the API: one folder under src/modules with its routes and service. `register` runs once
 * at start and answers handlers by operationId (operations left out answer 501 until written).
 */
export interface AreaModule {
  name: string;
  register(ctx: AppContext): Handlers | Promise<Handlers>;
}
