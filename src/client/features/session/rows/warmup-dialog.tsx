import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatWeight } from '#shared/domain/format.ts'
import type { BarSetup } from '#shared/domain/plates.ts'
import { parseWeight } from '#shared/domain/set-values.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { warmupSets, type WarmupSet } from '#shared/domain/warmups.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'

/** "45 × 10, 90 × 5, 135 × 3". */
export const describeWarmups = (sets: readonly WarmupSet[]) =>
  sets.map((set) => `${formatWeight(set.weight)} × ${set.reps}`).join(', ')

/**
 * docs/product/exercises.md: when neither the plan, last time nor the set says what the first
 * working set weighs, the lifter types it, and sees the warm-ups before adding them.
 */
export function WarmupDialog({
  exerciseName,
  unit,
  setup,
  open,
  onOpenChange,
  onAdd,
}: {
  exerciseName: string
  unit: WeightUnit
  setup: BarSetup
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdd: (sets: WarmupSet[]) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const weight = parseWeight(typed)
  const sets = weight > 0 ? warmupSets(weight, setup) : []
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Warm-up sets</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              What does the first working set of {exerciseName} weigh? The warm-ups lead up to it on
              your {formatWeight(setup.barWeight)} {unit} bar and plates.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${id}-form`}
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (sets.length > 0) onAdd(sets)
          }}
        >
          <Label htmlFor={`${id}-weight`}>
            <Trans>First working set ({unit})</Trans>
          </Label>
          <Input
            id={`${id}-weight`}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {sets.length > 0 && `${describeWarmups(sets)} (${unit})`}
          </p>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={sets.length === 0}>
            <Trans>Add warm-up sets</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
