import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The catalogue's equipment (catalog.ts) as a lifter reads it, in their language. */
const EQUIPMENT_LABELS: Record<string, MessageDescriptor> = {
  barbell: msg`Barbell`,
  dumbbell: msg`Dumbbell`,
  bodyweight: msg`Bodyweight`,
  machine: msg`Machine`,
  cable: msg`Cable`,
  'ez bar': msg`EZ bar`,
  'smith machine': msg`Smith machine`,
  kettlebell: msg`Kettlebell`,
  'trap bar': msg`Trap bar`,
  band: msg`Band`,
  other: msg`Other`,
}

/** The label of a piece of equipment, to translate; one the list does not know reads as written. */
export function equipmentLabel(equipment: string): MessageDescriptor {
  return (
    EQUIPMENT_LABELS[equipment] ?? {
      id: equipment,
      message: equipment.charAt(0).toUpperCase() + equipment.slice(1),
    }
  )
}
