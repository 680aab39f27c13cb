import { describe, expect, it } from 'vitest';
import { Reads } from './read-cache';

describe('read caches', () => {
  const setup = (maxAgeMs = 1000) => {
    let clock = 0;
    const reads = new Reads(maxAgeMs, () => clock);
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    return {
      reads,
      load,
      loads: () => loads,
      tick: (ms: number) => (clock += ms),
    };
  };

  it('keeps a read until it is a second old', async () => {
    const t = setup();
    const c = t.reads.cache<string>();
    expect(await c.get('k', t.load('a'))).toBe('a');
    t.tick(999);
    expect(await c.get('k', t.load('b'))).toBe('a');
    t.tick(1);
    expect(await c.get('k', t.load('c'))).toBe('c');
    expect(t.loads()).toBe(2);
  });

  it('keeps list pages only when lists are kept (READ_CACHE_LISTS)', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const kept = new Reads(1000, () => 0).listCache<number>();
    expect([await kept.get('k', load), await kept.get('k', load)]).toEqual([1, 1]);
    const off = new Reads(1000, () => 0, false);
    const lists = off.listCache<number>();
    const who = off.cache<number>();
    expect([await lists.get('k', load), await lists.get('k', load)]).toEqual([2, 3]);
    // Other reads (who is calling) are still kept.
    expect([await who.get('k', load), await who.get('k', load)]).toEqual([4, 4]);
  });

  it('forgets every cache of the instance at once on a write', async () => {
    const t = setup();
    const one = t.reads.cache<string>();
    const two = t.reads.cache<string>();
    await one.get('k', t.load('a'));
    await two.get('k', t.load('a'));
    t.reads.forget();
    expect(await one.get('k', t.load('b'))).toBe('b');
    expect(await two.get('k', t.load('b'))).toBe('b');
  });

  it('does not keep what was read while a write happened', async () => {
    const t = setup();
    const c = t.reads.cache<string>();
    let release!: (v: string) => void;
    const slow = c.get('k', () => new Promise<string>((r) => (release = r)));
    t.reads.forget(); // the write finishes while the read is in flight
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await c.get('k', t.load('after'))).toBe('after');
  });

  it('keeps only what `keep` allows, and nothing when off', async () => {
    const t = setup();
    const c = t.reads.cache<string | undefined>((v) => v !== undefined);
    await c.get('missing', async () => undefined);
    expect(await c.get('missing', t.load('found'))).toBe('found');
    const off = setup(0);
    const o = off.reads.cache<string>();
    await o.get('k', off.load('a'));
    expect(await o.get('k', off.load('b'))).toBe('b');
  });
});
