import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
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
  const save = useSavePreference<WeightUnit>(
    (unit) => ({ unit }),
    () => t`Failed to save the weight unit`,
  )
  return (
    <UnitChoice
      label={<Trans>Weight Unit</Trans>}
      description={<Trans>Weights are shown and entered in this unit.</Trans>}
    >
      <WeightUnitRadios
        name="weight-unit"
        value={save.isPending ? save.variables : unit}
        onChange={(option) => save.mutate(option)}
        disabled={save.isPending}
      />
    </UnitChoice>
  )
}

/** docs/product/exercise-types.md: the lifter's distance unit, until set the weight unit's. */
function DistanceUnitChoice() {
  const distanceUnit = useDistanceUnit()
  const save = useSavePreference<DistanceUnit>(
    (distanceUnit) => ({ distanceUnit }),
    () => t`Failed to save the distance unit`,
  )
  return (
    <UnitChoice
      label={<Trans>Distance Unit</Trans>}
      description={<Trans>Runs, rows and carries are shown and entered in this unit.</Trans>}
    >
      <DistanceUnitRadios
        name="distance-unit"
        value={save.isPending ? save.variables : distanceUnit}
        onChange={(option) => save.mutate(option)}
        disabled={save.isPending}
      />
    </UnitChoice>
  )
}

/** Saves one preference; the answer is the lifter, kept as the signed-in user. */
function useSavePreference<Value>(
  body: (value: Value) => Parameters<typeof updatePreferences>[0],
  failure: () => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: Value) => updatePreferences(body(value)),
    onSuccess: (user) => queryClient.setQueryData(authQueries.user().queryKey, user),
    onError: (error) => failureToast(error, failure()),
  })
}

/** A labelled, described radio group of units. */
function UnitChoice({
  label,
  description,
  children,
}: {
  label: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={descriptionId}
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <span id={labelId} className="text-sm leading-none font-medium">
          {label}
        </span>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {children}
    </div>
  )
}
