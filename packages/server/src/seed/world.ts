import type { BatchRef } from '../lib/batch-ref';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/schema/index';
import type { FileStorage } from '../lib/storage';

/** The demo people, handed to every area's seeder (extensions.seeders) inside one transaction. */
export interface DemoWorld {
  tx: Tx;
  now: Date;
  admin: UserRow;
  instructor: UserRow;
  /** mentors[0] is mentor@campus.test; each mentors one batch. */
  mentors: [UserRow, UserRow];
  /** students[0] is student@campus.test; students 0–2 are in batches[0], 3–5 in batches[1]. */
  students: UserRow[];
  batches: [BatchRef, BatchRef];
  /** Where the demo's covers are stored (lib/covers.ts seedCover). */
  storage: FileStorage;
}
