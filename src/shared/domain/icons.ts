/**
 * The icon catalogue (docs/product/entities.md). The ten muscle-group keys are drawn as our own SVGs;
 * the rest map to lucide line icons on the client. Order is the picker's order.
 */
export const ICON_CATALOGUE = [
  { key: 'dumbbell', label: 'Dumbbell' },
  { key: 'weight', label: 'Weight' },
  { key: 'arms', label: 'Arms' },
  { key: 'chest', label: 'Chest' },
  { key: 'legs', label: 'Legs' },
  { key: 'back', label: 'Back' },
  { key: 'shoulders', label: 'Shoulders' },
  { key: 'core', label: 'Core' },
  { key: 'triceps', label: 'Triceps' },
  { key: 'biceps', label: 'Biceps' },
  { key: 'glutes', label: 'Glutes' },
  { key: 'abs', label: 'Abs' },
  { key: 'fullBody', label: 'Full Body' },
  { key: 'heart', label: 'Cardio' },
  { key: 'activity', label: 'HIIT' },
  { key: 'footprints', label: 'Walking' },
  { key: 'bike', label: 'Cycling' },
  { key: 'waves', label: 'Swimming' },
  { key: 'mountain', label: 'Climbing' },
  { key: 'trendingUp', label: 'Progress' },
  { key: 'flame', label: 'Burn' },
  { key: 'power', label: 'Strength' },
  { key: 'wind', label: 'Speed' },
  { key: 'rocket', label: 'Explosive' },
  { key: 'gauge', label: 'Intensity' },
  { key: 'timer', label: 'Timed' },
  { key: 'medal', label: 'Medal' },
  { key: 'award', label: 'Award' },
  { key: 'trophy', label: 'Trophy' },
  { key: 'star', label: 'Star' },
  { key: 'sparkles', label: 'Excellence' },
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

export function iconLabel(key: string | null | undefined): string {
  const resolved = resolveIconKey(key)
  return ICON_CATALOGUE.find((icon) => icon.key === resolved)!.label
}
