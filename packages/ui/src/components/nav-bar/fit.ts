/**
 * How many links, in order, fit a row `available` px wide: all of them when they fit as they are,
 * otherwise as many as fit beside the "More" button that takes the rest.
 */
export function fitCount(
  widths: number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = (n: number) =>
    widths.slice(0, n).reduce((sum, w) => sum + w, 0) + Math.max(0, n - 1) * gap;
  if (total(widths.length) <= available) return widths.length;
  let n = widths.length - 1;
  while (n > 0 && total(n) + gap + moreWidth > available) n -= 1;
  return n;
}
