// Token buckets in memory, by the server's clock (`ctx.now`, so a test can hold time still and count
// exactly). Per instance: fine for limits whose purpose is to keep one instance from being flooded
// (socket events, uploads, public searches); counters that must hold across instances and restarts
// (login) live in the database (modules/auth/throttle.ts).

/** A token bucket: `capacity` events, refilled at `perSecond`. */
export class Bucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = clock();
  }
  private refill(): void {
    const now = this.clock();
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) / 1000) * this.perSecond,
    );
    this.last = now;
  }
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  /** Seconds until the next event is allowed (0 when one is). */
  waitSeconds(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : (1 - this.tokens) / this.perSecond;
  }
  /** Whether the bucket has refilled completely: forgetting it then changes nothing. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.capacity;
  }
}

export interface BucketRule {
  capacity: number;
  perSecond: number;
}

/**
 * One bucket per key (a user, an address). Keys whose bucket has refilled are forgotten, at most once
 * a minute, so the map holds only recent callers.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private swept: number;
  constructor(
    private readonly rule: BucketRule,
    private readonly clock: () => number,
  ) {
    this.swept = clock();
  }
  /** Takes one event for `key`: 0 when allowed, else the seconds to wait. */
  take(key: string): number {
    this.sweep();
    let b = this.buckets.get(key);
    if (!b) {
      b = new Bucket(this.rule.capacity, this.rule.perSecond, this.clock);
      this.buckets.set(key, b);
    }
    return b.take() ? 0 : b.waitSeconds();
  }
  private sweep(): void {
    if (this.clock() - this.swept < 60_000) return;
    this.swept = this.clock();
    for (const [k, b] of this.buckets) if (b.full()) this.buckets.delete(k);
  }
}
