// Reads kept for a moment on this instance: who is calling (http/auth.ts), the admin's user
// list (modules/users), anonymous public answers (http/public-reads.ts), what a mentor's inbox
// page counts its clocks with (modules/inbox/items.ts). A kept value lives at most
// `maxAgeMs` and is forgotten at once by any successful write through this instance (app.ts calls
// `Reads.forget()` after every non-GET answer below 400), so what a person changes here shows on
// their next request; a value read while a write happened is not kept (the generation check).
// A write through another instance sharing the database shows there within `maxAgeMs`. Decision:
// that second is an acceptable price for answering the hot reads (who is calling, the admin's user
// list) without a database round trip, which on the embedded PGlite costs more than the rest of the
// request. Off (maxAgeMs 0) in development and tests, so they always read the database.

/** How long a read is kept in production. */
export const READ_MAX_AGE_MS = 1000;
/** Kept entries per cache; past it the cache starts again (cheaper than an LRU, and rare). */
const MAX_ENTRIES = 10_000;

export class ReadCache<V> {
  private readonly kept = new Map<string, { value: V; at: number }>();
  /** Bumped by every forget: a value read before a write finished is not kept after it. */
  private current = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number,
    /** Which loaded values may be kept (e.g. not "no such user"). */
    private readonly keep: (value: V) => boolean = () => true,
  ) {}

  /** The kept value, or `load()`'s (then kept). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    this.put(key, value, generation);
    return value;
  }

  /** The kept value, if still young enough. */
  peek(key: string): V | undefined {
    const hit = this.kept.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at < this.maxAgeMs) return hit.value;
    this.kept.delete(key);
    return undefined;
  }

  /** Keeps `value`, read when the cache was at `generation` (see `generation`), unless a write came since. */
  put(key: string, value: V, generation: number): void {
    if (this.maxAgeMs <= 0 || generation !== this.generation || !this.keep(value)) return;
    if (this.kept.size >= MAX_ENTRIES) this.kept.clear();
    this.kept.set(key, { value, at: this.now() });
  }

  /** Taken before a read whose result goes to `put` later (e.g. in a reply hook). */
  get generation(): number {
    return this.current;
  }

  forget(): void {
    this.current++;
    this.kept.clear();
  }
}

/** The instance's read caches, forgotten together after a write. */
export class Reads {
  private readonly caches: ReadCache<unknown>[] = [];

  constructor(
    /** How long a read may be reused (0: never). */
    readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
    /** Whether list pages are kept too (READ_CACHE_LISTS; the scale bench measures them uncached). */
    private readonly keepLists = true,
  ) {}

  cache<V>(keep?: (value: V) => boolean, maxAgeMs = this.maxAgeMs): ReadCache<V> {
    const c = new ReadCache<V>(maxAgeMs, this.now, keep);
    this.caches.push(c as ReadCache<unknown>);
    return c;
  }

  /** A cache of list pages: as `cache`, off when lists are not kept. */
  listCache<V>(): ReadCache<V> {
    return this.cache<V>(undefined, this.keepLists ? this.maxAgeMs : 0);
  }

  forget(): void {
    for (const c of this.caches) c.forget();
  }
}
