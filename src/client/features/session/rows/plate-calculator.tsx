import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { PlateSettings, User } from '#shared/contract/auth.ts'
import type { AdditionalMode } from '#shared/contract/common.ts'
import {
  barSetup,
  DEFAULT_PLATE_SETTINGS,
  loadBar,
  PLATE_WEIGHTS,
  type BarSetup,
} from '#shared/domain/plates.ts'
import { parseWeight } from '#shared/domain/set-values.ts'
import { modeName } from '#client/components/set-labels.ts'
import { formatInputNumber, formatWeight } from '#shared/domain/format.ts'
import { WEIGHT_STEP, type WeightUnit } from '#shared/domain/units.ts'
import { decimalField } from '#client/components/decimal-field.ts'
import { authQueries, updatePreferences } from '#client/api/auth.ts'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { cn } from '#client/lib/cn.ts'
import { failureToast } from '#client/lib/failure-toast.ts'

export type PlateTarget = {
  label: string
  /** The set's weight in the lifter's unit. */
  weight: number
  additionalMode: AdditionalMode
  additionalWeight: number
}

/**
 * What to load on each side of the bar for a set's weight (issue 17): greedy from the heaviest
 * plate the lifter's gym has, with what is left over when it cannot be made exactly. The bar
 * and the plates are remembered per lifter on the server.
 */
export function PlateCalculator({
  target,
  unit,
  onOpenChange,
}: {
  target: PlateTarget | null
  unit: WeightUnit
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent
        // The figures are what the lifter came for: no input grabs focus (and a phone keyboard).
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          ;(event.currentTarget as HTMLElement).focus()
        }}
        tabIndex={-1}
      >
        {target && <PlateLoad target={target} unit={unit} />}
      </DialogContent>
    </Dialog>
  )
}

function useBarSetup(unit: WeightUnit) {
  const queryClient = useQueryClient()
  const user = useQuery(authQueries.user()).data
  const setup = barSetup(user?.plates, unit)
  const save = useMutation({
    mutationFn: (plates: PlateSettings) => updatePreferences({ plates }),
    // Shown at once; the server's answer (or the old settings, on failure) replaces it.
    onMutate: async (plates) => {
      const key = authQueries.user().queryKey
      // A read in flight (the service worker's first take-over re-reads the user) must not
      // land after this and put the old plates back.
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<User>(key)
      if (before) queryClient.setQueryData<User>(key, { ...before, plates })
      return { before }
    },
    onSuccess: (saved) => queryClient.setQueryData(authQueries.user().queryKey, saved),
    onError: (error, _plates, context) => {
      if (context?.before) queryClient.setQueryData(authQueries.user().queryKey, context.before)
      failureToast(error, t`Failed to save the plate settings`)
    },
  })
  const change = (next: BarSetup) =>
    save.mutate({
      ...DEFAULT_PLATE_SETTINGS,
      ...user?.plates,
      [unit]: { barWeight: next.barWeight, plates: [...next.plates] },
    } as PlateSettings)
  return { setup, change }
}

function PlateLoad({ target, unit }: { target: PlateTarget; unit: WeightUnit }) {
  const id = useId()
  const { setup, change } = useBarSetup(unit)
  const [barText, setBarText] = useState(() => formatInputNumber(setup.barWeight))
  const { perSide, leftover } = loadBar(target.weight, setup)
  const [bar, sides] = [formatWeight(setup.barWeight), perSide.map(formatWeight).join(' + ')]
  const plates = PLATE_WEIGHTS[unit]
  const saveBar = () => {
    const barWeight = parseWeight(barText)
    setBarText(formatInputNumber(barWeight))
    if (barWeight !== setup.barWeight) change({ ...setup, barWeight })
  }
  const togglePlate = (plate: number) =>
    change({
      ...setup,
      plates: setup.plates.includes(plate)
        ? setup.plates.filter((p) => p !== plate)
        : plates.filter((p) => p === plate || setup.plates.includes(p)),
    })

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>
          <Trans>Plate Calculator</Trans>
        </DialogTitle>
        <DialogDescription>
          {target.label} · {formatWeight(target.weight)} {unit}
        </DialogDescription>
      </DialogHeader>

      <section aria-label={t`Plates to load`} className="grid gap-3 rounded-xl border bg-card p-4">
        <BarPicture perSide={perSide} plates={plates} />
        <p className="text-base font-semibold tabular-nums" data-testid="plates-per-side">
          {leftover < 0
            ? t`Lighter than the bar (${bar} ${unit}).`
            : perSide.length === 0
              ? t`Just the bar.`
              : t`Each side: ${sides} ${unit}`}
        </p>
        {leftover > 0 && (
          <p className="text-sm text-destructive">
            <Trans>
              {formatWeight(leftover)} {unit} cannot be made with these plates.
            </Trans>
          </p>
        )}
        {target.additionalMode && target.additionalWeight > 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>
              {modeName(target.additionalMode)}: +{formatWeight(target.additionalWeight)} {unit} on
              top, not on the bar.
            </Trans>
          </p>
        )}
      </section>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-bar`}>
          <Trans>Bar ({unit})</Trans>
        </Label>
        <Input
          id={`${id}-bar`}
          {...decimalField({ step: WEIGHT_STEP[unit] })}
          value={barText}
          onChange={(event) => setBarText(event.target.value)}
          onBlur={saveBar}
          onKeyDown={(event) => event.key === 'Enter' && saveBar()}
          className="max-w-32 tabular-nums"
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Plates your gym has</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {plates.map((plate) => {
            const available = setup.plates.includes(plate)
            return (
              <button
                key={plate}
                type="button"
                aria-pressed={available}
                aria-label={t`${formatWeight(plate)} ${unit} plates`}
                onClick={() => togglePlate(plate)}
                className={cn(
                  'h-11 min-w-14 rounded-full border-2 px-3 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  available
                    ? 'border-primary bg-primary/15 text-foreground'
                    : 'border-dashed text-muted-foreground line-through',
                )}
              >
                {formatWeight(plate)}
              </button>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}

/** The loaded side of the bar, plates drawn taller the heavier they are. */
function BarPicture({ perSide, plates }: { perSide: number[]; plates: readonly number[] }) {
  const heaviest = plates[0] ?? 1
  return (
    <div className="flex h-20 items-center" aria-hidden="true">
      <div className="h-2 w-10 rounded-l bg-muted-foreground/60" />
      <div className="h-8 w-2 rounded-sm bg-muted-foreground" />
      {perSide.map((plate, index) => (
        <div
          key={index}
          className="mx-px w-3 rounded-sm bg-primary"
          style={{ height: `${30 + (70 * plate) / heaviest}%` }}
        />
      ))}
      <div className="h-2 flex-1 rounded-r bg-muted-foreground/60" />
    </div>
  )
}
