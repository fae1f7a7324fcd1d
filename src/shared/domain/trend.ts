/**
 * docs/product/progress-and-gym-floor.md: the change from `earlier` to `recent` in percent, rounded to a whole number;
 * null when the earlier figure is 0 (no baseline to compare with).
 */
export function percentChange(recent: number, earlier: number): number | null {
  if (earlier === 0) return null
  // `+ 0` turns a rounded -0 into 0, which the card shows as '+0%'.
  return Math.round(((recent - earlier) / earlier) * 100) + 0
}
