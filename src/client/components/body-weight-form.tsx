import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { BodyWeight } from '#shared/contract/body-weights.ts'
import {
  bodyWeightRange,
  EARLIEST_BODY_WEIGHT_DATE,
  localCalendarDay,
  parseBodyWeight,
} from '#shared/domain/body-weight.ts'
import { formatCalendarDay, formatWeight } from '#shared/domain/format.ts'
import { formatStoredWeight, type WeightUnit } from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { bodyWeightQueries, putBodyWeight } from '#client/api/body-weights.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { failureToast } from '#client/lib/failure-toast.ts'

/**
 * docs/product/body-weight-and-muscles.md: a body weight logged in the lifter's unit (stored in pounds). Today's, or
 * with `withDate` any day up to today. Home's quick log and the body-weight screen's form.
 */
export function BodyWeightForm({ withDate = false, label }: { withDate?: boolean; label: string }) {
  const unit = useWeightUnit()
  const queryClient = useQueryClient()
  const id = useId()
  const [text, setText] = useState('')
  // The local day when the form was opened; home's quick log reads it when it saves.
  const [date, setDate] = useState(() => localCalendarDay(new Date()))
  const [error, setError] = useState('')
  const [saved, setSaved] = useState<BodyWeight | null>(null)
  const save = useMutation({
    mutationFn: (entry: BodyWeight) => putBodyWeight(entry.date, entry.weight),
    onSuccess: (entry) => {
      setSaved(entry)
      setText('')
      void queryClient.invalidateQueries({ queryKey: bodyWeightQueries.all() })
    },
    onError: (failure) => failureToast(failure, t`Your body weight could not be saved`),
  })
  const { min, max } = bodyWeightRange(unit)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const weight = parseBodyWeight(text, unit)
    if (weight === null) {
      const [lowest, highest] = [formatWeight(min), formatWeight(max)]
      setError(t`Enter a weight from ${lowest} to ${highest} ${unit}.`)
      return
    }
    setError('')
    setSaved(null)
    save.mutate({ date: withDate ? date : localCalendarDay(new Date()), weight })
  }

  const today = localCalendarDay(new Date())
  const status = error ? error : saved ? loggedText(saved, today, unit) : ''
  const example = formatWeight(unit === 'kg' ? 80.5 : 180.5)
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={`${id}-weight`}>
        {label} ({unit})
      </Label>
      <div className="flex flex-wrap gap-2 sm:max-w-lg">
        {withDate && (
          <Input
            type="date"
            aria-label={t`Date`}
            value={date}
            max={today}
            min={EARLIEST_BODY_WEIGHT_DATE}
            required
            onChange={(event) => setDate(event.target.value || today)}
            className="w-auto min-w-36 flex-none"
          />
        )}
        <div className="relative min-w-28 flex-1">
          <Input
            id={`${id}-weight`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            placeholder={t`e.g. ${example}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-status`}
            className="pr-12"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {unit}
          </span>
        </div>
        {/* Wrapped under the date and weight on a phone: a full-width button. */}
        <Button
          type="submit"
          disabled={save.isPending || !text.trim()}
          className={withDate ? 'max-sm:w-full' : undefined}
        >
          <Trans>Log</Trans>
        </Button>
      </div>
      {/* The line keeps its height, so nothing below moves when it speaks. */}
      <p
        id={`${id}-status`}
        aria-live="polite"
        className={`min-h-5 text-sm ${error ? 'font-medium text-destructive' : 'text-muted-foreground'}`}
      >
        {status}
      </p>
    </form>
  )
}

/** "Logged 180.5 lbs for today." */
function loggedText(saved: BodyWeight, today: string, unit: WeightUnit): string {
  const logged = formatStoredWeight(saved.weight, unit)
  if (saved.date === today) return t`Logged ${logged} for today.`
  const day = formatCalendarDay(saved.date)
  return t`Logged ${logged} for ${day}.`
}
