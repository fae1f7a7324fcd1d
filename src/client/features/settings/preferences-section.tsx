import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { authQueries, updatePreferences, useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { Label } from '#client/components/ui/label.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { DistanceUnitRadios, WeightUnitRadios } from '#client/components/weight-unit-radios.tsx'
import { failureToast } from '#client/lib/failure-toast.ts'
import { useTheme } from '#client/lib/theme.ts'

/** docs/product/screens.md: the 'Preferences' section with the theme switch, and the weight unit (docs/product/progress-and-gym-floor.md). */
export function PreferencesSection() {
  const { theme, setTheme } = useTheme()
  const switchId = useId()
  const descriptionId = useId()
  return (
    <section aria-labelledby={`${switchId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${switchId}-heading`} className="text-xl font-bold tracking-tight">
        <Trans>Preferences</Trans>
      </h2>
      <div className="flex items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>
            <Trans>Dark Mode</Trans>
          </Label>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            <Trans>Dark is the default; switch it off for the light theme.</Trans>
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={descriptionId}
          checked={theme === 'dark'}
          onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        />
      </div>
      <WeightUnitChoice />
      <DistanceUnitChoice />
    </section>
  )
}

function WeightUnitChoice() {
  const unit = useWeightUnit()
  const queryClient = useQueryClient()
  const labelId = useId()
  const descriptionId = useId()
  const save = useMutation({
    mutationFn: (unit: WeightUnit) => updatePreferences({ unit }),
    onSuccess: (user) => queryClient.setQueryData(authQueries.user().queryKey, user),
    onError: (error) => failureToast(error, t`Failed to save the weight unit`),
  })
  const shown = save.isPending ? save.variables : unit
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <span id={labelId} className="text-sm leading-none font-medium">
          <Trans>Weight Unit</Trans>
        </span>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          <Trans>Weights are shown and entered in this unit.</Trans>
        </p>
      </div>
      <WeightUnitRadios
        name="weight-unit"
        value={shown}
        onChange={(option) => save.mutate(option)}
        disabled={save.isPending}
      />
    </div>
  )
}

/** docs/product/exercise-types.md: the lifter's distance unit, until set the weight unit's. */
function DistanceUnitChoice() {
  const distanceUnit = useDistanceUnit()
  const queryClient = useQueryClient()
  const labelId = useId()
  const descriptionId = useId()
  const save = useMutation({
    mutationFn: (distanceUnit: DistanceUnit) => updatePreferences({ distanceUnit }),
    onSuccess: (user) => queryClient.setQueryData(authQueries.user().queryKey, user),
    onError: (error) => failureToast(error, t`Failed to save the distance unit`),
  })
  const shown = save.isPending ? save.variables : distanceUnit
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <span id={labelId} className="text-sm leading-none font-medium">
          <Trans>Distance Unit</Trans>
        </span>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          <Trans>Runs, rows and carries are shown and entered in this unit.</Trans>
        </p>
      </div>
      <DistanceUnitRadios
        name="distance-unit"
        value={shown}
        onChange={(option) => save.mutate(option)}
        disabled={save.isPending}
      />
    </div>
  )
}
