import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

/**
 * How the body map shades a muscle by its hard sets in the week: none, a few (under 5), a fair
 * week's (5 to under 10), a full week's (10 or more, the volume most programmes aim at).
 */
export type Shade = 0 | 1 | 2 | 3

export function shadeOf(sets: number): Shade {
  if (sets <= 0) return 0
  if (sets < 5) return 1
  if (sets < 10) return 2
  return 3
}

export const SHADE_CLASSES: Record<Shade, string> = {
  0: 'fill-foreground/10',
  1: 'fill-primary/40',
  2: 'fill-primary/70',
  3: 'fill-primary',
}

/** The legend, shade by shade. */
export const SHADE_LEGEND: { shade: Shade; label: MessageDescriptor }[] = [
  { shade: 0, label: msg`None` },
  { shade: 1, label: msg`Under 5` },
  { shade: 2, label: msg`5 to 9.5` },
  { shade: 3, label: msg`10 or more` },
]

/** "1 set", "3.5 sets", "0 sets". */
export const formatSets = (sets: number) => plural(sets, { one: '# set', other: '# sets' })
