/**
 * The icon catalogue (docs/product/entities.md). The ten muscle-group keys are drawn as our own SVGs;
 * the rest map to lucide line icons on the client. Order is the picker's order; the names it
 * shows, in every language, are the client's (components/icon-labels.ts).
 */
export const ICON_CATALOGUE = [
  { key: 'dumbbell' },
  { key: 'weight' },
  { key: 'arms' },
  { key: 'chest' },
  { key: 'legs' },
  { key: 'back' },
  { key: 'shoulders' },
  { key: 'core' },
  { key: 'triceps' },
  { key: 'biceps' },
  { key: 'glutes' },
  { key: 'abs' },
  { key: 'fullBody' },
  { key: 'heart' },
  { key: 'activity' },
  { key: 'footprints' },
  { key: 'bike' },
  { key: 'waves' },
  { key: 'mountain' },
  { key: 'trendingUp' },
  { key: 'flame' },
  { key: 'power' },
  { key: 'wind' },
  { key: 'rocket' },
  { key: 'gauge' },
  { key: 'timer' },
  { key: 'medal' },
  { key: 'award' },
  { key: 'trophy' },
  { key: 'star' },
  { key: 'sparkles' },
] as const

export type IconKey = (typeof ICON_CATALOGUE)[number]['key']

export const ICON_KEYS = ICON_CATALOGUE.map((icon) => icon.key) as [IconKey, ...IconKey[]]

export const MUSCLE_GROUP_KEYS = [
  'arms',
  'chest',
  'legs',
  'back',
  'shoulders',
  'core',
  'triceps',
  'biceps',
  'glutes',
  'abs',
] as const satisfies readonly IconKey[]

export type MuscleGroupKey = (typeof MUSCLE_GROUP_KEYS)[number]

export const DEFAULT_ICON: IconKey = 'dumbbell'

/** docs/product/entities.md: an unknown or missing key falls back to dumbbell. */
export function resolveIconKey(key: string | null | undefined): IconKey {
  return (ICON_KEYS as readonly string[]).includes(key ?? '') ? (key as IconKey) : DEFAULT_ICON
}
