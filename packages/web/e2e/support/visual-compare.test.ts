// @vitest-environment node
import pixelmatch from 'pixelmatch';
import { describe, expect, it } from 'vitest';
import { compare } from './visual-compare';

const WIDTH = 160;
const HEIGHT = 80;

interface Scene {
  /** Where the block (a bordered box with lines of "letters") sits. */
  x: number;
  y: number;
  /** How far each letter stroke sits from the pixel grid: a renderer's sub-pixel placement. */
  subpixel: number;
  /** Per-channel jitter of the smoothed edges, ± this many levels (a renderer's rounding). */
  jitter?: number;
}

/**
 * A picture of a page's block: white page, a 1 px border of #333 round a pale fill, and two lines of
 * letter stems 2 px wide whose edges are smoothed by how much of each pixel they cover.
 */
function draw({ x, y, subpixel, jitter = 0 }: Scene) {
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const ink = (px: number, py: number) => {
    const [w, h] = [100, 40];
    if (px < x || py < y || px >= x + w || py >= y + h) return [255, 255, 255];
    if (px === x || py === y || px === x + w - 1 || py === y + h - 1) return [51, 51, 51];
    for (const line of [8, 24]) {
      if (py < y + line || py >= y + line + 10) continue;
      for (let stem = 0; stem < 12; stem++) {
        const left = x + 6 + stem * 7 + subpixel;
        const cover = Math.max(0, Math.min(px + 1, left + 2) - Math.max(px, left));
        if (cover > 0)
          return [238, 238, 255].map((c) =>
            Math.round(c + (20 - c) * cover + (cover < 1 ? jitter * random() : 0)),
          );
      }
    }
    return [238, 238, 255];
  };
  for (let py = 0; py < HEIGHT; py++)
    for (let px = 0; px < WIDTH; px++) {
      const i = (py * WIDTH + px) * 4;
      ink(px, py).forEach((c, k) => (data[i + k] = Math.max(0, Math.min(255, c))));
      data[i + 3] = 255;
    }
  return { width: WIDTH, height: HEIGHT, data };
}

const baseline = draw({ x: 20, y: 16, subpixel: 0.3 });

/** Pixels that differ at all, without any tolerance. */
const strictlyDiffering = (actual: ReturnType<typeof draw>) =>
  pixelmatch(baseline.data, actual.data, undefined, WIDTH, HEIGHT, {
    threshold: 0,
    includeAA: true,
  });

describe('the picture comparison', () => {
  it('passes the same picture', () => {
    expect(compare(baseline, draw({ x: 20, y: 16, subpixel: 0.3 })).failure).toBeNull();
  });

  it('passes letters placed a fraction of a pixel apart, their edges rounded differently', () => {
    const noisy = draw({ x: 20, y: 16, subpixel: 0.6, jitter: 3 });
    // Every smoothed edge differs (two per stem, 240 stem rows): more than the tolerance's count.
    expect(strictlyDiffering(noisy)).toBe(480);
    expect(compare(baseline, noisy).failure).toBeNull();
  });

  it('fails the block moved one pixel sideways', () => {
    const moved = draw({ x: 21, y: 16, subpixel: 0.3 });
    expect(compare(baseline, moved).failure).toMatch(/touching pixels differ/);
  });

  it('fails the block moved one pixel down, also with the noise', () => {
    const moved = draw({ x: 20, y: 17, subpixel: 0.6, jitter: 3 });
    expect(compare(baseline, moved).failure).toMatch(/touching pixels differ/);
  });

  it('fails a picture of another size', () => {
    const taller = {
      ...baseline,
      height: HEIGHT + 1,
      data: Buffer.alloc(WIDTH * (HEIGHT + 1) * 4),
    };
    baseline.data.copy(taller.data);
    expect(compare(baseline, taller).failure).toMatch(/size 160×81, baseline 160×80/);
  });
});
