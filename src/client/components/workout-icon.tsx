import {
  Activity,
  Award,
  Bike,
  Dumbbell,
  Flame,
  Footprints,
  Gauge,
  Heart,
  Medal,
  Mountain,
  PersonStanding,
  Rocket,
  Sparkles,
  Star,
  Timer,
  TrendingUp,
  Trophy,
  Waves,
  Weight,
  Wind,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { SVGProps } from 'react'
import { resolveIconKey, type IconKey, type MuscleGroupKey } from '#shared/domain/icons.ts'
import { MUSCLE_ICONS } from './muscle-icons.tsx'

// docs/product/entities.md: the keys that are not muscle groups use lucide line icons.
const LINE_ICONS: Record<Exclude<IconKey, MuscleGroupKey>, LucideIcon> = {
  dumbbell: Dumbbell,
  weight: Weight,
  fullBody: PersonStanding,
  heart: Heart,
  activity: Activity,
  footprints: Footprints,
  bike: Bike,
  waves: Waves,
  mountain: Mountain,
  trendingUp: TrendingUp,
  flame: Flame,
  power: Zap,
  wind: Wind,
  rocket: Rocket,
  gauge: Gauge,
  timer: Timer,
  medal: Medal,
  award: Award,
  trophy: Trophy,
  star: Star,
  sparkles: Sparkles,
}

/**
 * The icon of a workout day. Any string is accepted: an unknown or missing key shows the
 * dumbbell (docs/product/entities.md). Decorative (aria-hidden); give the surrounding control its name.
 */
export function WorkoutIcon({
  icon,
  className,
  ...props
}: { icon: string | null | undefined } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  const key = resolveIconKey(icon)
  if (key in MUSCLE_ICONS) {
    return MUSCLE_ICONS[key as MuscleGroupKey]({ className, ...props })
  }
  const Line = LINE_ICONS[key as Exclude<IconKey, MuscleGroupKey>]
  return <Line className={className} aria-hidden="true" {...props} />
}
