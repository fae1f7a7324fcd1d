import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarDaysIcon, LoaderCircleIcon, RotateCwIcon, TriangleAlertIcon } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import type { ExerciseRecord } from '#shared/contract/progress.ts'
import type { Program, Progression, StartedProgram } from '#shared/contract/progressions.ts'
import { MAX_WEIGHT, parseDecimal } from '#shared/domain/set-values.ts'
import { DEFAULT_PROGRAM_WEIGHT, suggestedProgramWeight } from '#shared/domain/programs.ts'
import {
  formatStoredWeight,
  fromStoredPounds,
  toStoredPounds,
  type WeightUnit,
} from '#shared/domain/units.ts'
import { formatInputNumber, formatList, formatWeight } from '#shared/domain/format.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressQueries } from '#client/api/progress.ts'
import { progressionQueries, refreshPlans, startProgram } from '#client/api/progressions.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { CompactField } from '#client/components/compact-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { WorkoutDayCard } from '#client/components/workout-day-card.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { failureText } from '#client/lib/failure-text.ts'
import { toast } from '#client/lib/toast-store.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { nameKey } from '#shared/domain/names.ts'

/** docs/product/progression.md: /programs, the built-in programs, each started in one tap. */
export default function ProgramsScreen() {
  const programs = useQuery(progressionQueries.programs())
  // The lifter's records prefill the weights, their rules say what a start replaces: both
  // optional, so the programs show without them.
  const records = useQuery(progressQueries.records())
  const rules = useQuery(progressionQueries.list())
  const unit = useWeightUnit()
  const [started, setStarted] = useState<{ program: Program; result: StartedProgram } | null>(null)

  return (
    <div className="min-h-dvh">
      <AppHeader
        title={<BackTitle backHref="/" backLabel={t`Back to home`} title={t`Programs`} />}
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-8">
        {started ? (
          <StartedDays {...started} onBack={() => setStarted(null)} />
        ) : (
          <>
            <p className="max-w-prose text-muted-foreground">
              <Trans>
                Proven programs, ready to run: starting one adds its workout days to yours and sets
                a progression rule for each of its lifts, so every session tells you what to lift.
                Where you have records, the weights start from them; change any.
              </Trans>
            </p>
            {programs.isPending ? (
              <div className="grid gap-4" aria-busy="true">
                <span className="sr-only" role="status">
                  <Trans>Loading programs…</Trans>
                </span>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-64 rounded-xl" />
                ))}
              </div>
            ) : programs.isError ? (
              <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
                <p className="font-medium">
                  <Trans>The programs could not be loaded.</Trans>
                </p>
                <Button variant="outline" onClick={() => void programs.refetch()}>
                  <RotateCwIcon />
                  <Trans>Try again</Trans>
                </Button>
              </Card>
            ) : (
              <ul className="grid gap-4">
                {programs.data.map((program) => (
                  <li key={program.key}>
                    <ProgramCard
                      program={program}
                      unit={unit}
                      records={records.data ?? []}
                      rules={rules.data ?? []}
                      onStarted={(result) => setStarted({ program, result })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </div>
  )
}

/** The program's exercises, each once, in the order its days list them. */
const exercisesOf = (program: Program) => [
  ...new Map(
    program.days.flatMap((day) => day.exercises).map((name) => [nameKey(name), name]),
  ).values(),
]

/*
 * The programs' names and descriptions in the lifter's language (the API's are English); a
 * program the screen does not know yet shows the API's.
 */
const NAMES: Record<string, MessageDescriptor> = {
  '5x5': msg`5×5 Strength`,
  'upper-lower': msg`Upper/Lower`,
}
const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  '5x5': msg`Two full-body workouts you alternate, three times a week: five sets of five on the big barbell lifts (one heavy set of five on the deadlift). Complete every set and the bar gets a little heavier next time (the deadlift twice as much); miss three sessions in a row and it drops 10% to build back up.`,
  '531': msg`Four days, one main lift each, in four-week waves: 5s, 3s, then 5/3/1 with as many reps as you can on the last set, then a light week. Every set is a percentage of your training max (about 90% of your best single), which grows after each wave: twice as much for squat and deadlift as for bench and press.`,
  'upper-lower': msg`Four days, two for the upper body and two for the legs, three sets of 8–12 reps on each exercise. Keep the weight and add reps until you get 12 on every set; then the weight goes up and you start again from 8.`,
}

function translated(texts: Record<string, MessageDescriptor>, program: Program) {
  const text = texts[program.key]
  return text && i18n._(text)
}

/**
 * Each exercise's weight from the lifter's best estimated 1RM (issue 42: not the empty bar
 * whatever the records say), as its field shows it; absent without a record.
 */
function suggestedWeights(
  program: Program,
  exercises: readonly string[],
  records: readonly ExerciseRecord[],
  unit: WeightUnit,
): Record<string, string> {
  const bests = new Map(records.map((record) => [nameKey(record.exerciseName), record.e1rm]))
  const suggested: Record<string, string> = {}
  for (const name of exercises) {
    const best = bests.get(nameKey(name))
    const weight = best ? suggestedProgramWeight(program, name, best.value, unit) : null
    if (weight !== null) suggested[name] = formatInputNumber(weight)
  }
  return suggested
}

function ProgramCard({
  program,
  unit,
  records,
  rules,
  onStarted,
}: {
  program: Program
  unit: WeightUnit
  records: readonly ExerciseRecord[]
  rules: readonly Progression[]
  onStarted: (result: StartedProgram) => void
}) {
  const queryClient = useQueryClient()
  const headingId = useId()
  const exercises = exercisesOf(program)
  const name = translated(NAMES, program) ?? program.name
  const shown = useExerciseName()
  // What the lifter typed; a field left alone shows (and starts at) its suggestion.
  const [typed, setTyped] = useState<Record<string, string>>({})
  const suggested = suggestedWeights(program, exercises, records, unit)
  const weights = { ...suggested, ...typed }
  const ruled = new Set(rules.map((rule) => nameKey(rule.exerciseName)))
  const replaced = exercises.filter((exercise) => ruled.has(nameKey(exercise)))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const start = useMutation({
    mutationFn: (body: Record<string, string>) => startProgram(program.key, { weights: body }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: dayQueries.all() })
      refreshPlans(queryClient)
      const days = result.days.map((day) => day.name).join(', ')
      toast({
        title: t`Program Started`,
        description: t`${name}: ${days} are ready.`,
      })
      onStarted(result)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const body: Record<string, string> = {}
    const problems: Record<string, string> = {}
    for (const name of exercises) {
      const text = (weights[name] ?? '').trim()
      if (text === '') continue
      const value = parseDecimal(text)
      const pounds = Number.isFinite(value) && value >= 0 ? toStoredPounds(value, unit) : NaN
      if (!(pounds <= MAX_WEIGHT)) {
        problems[name] = t`Enter a weight in ${unit}, or leave it empty`
        continue
      }
      body[name] = String(pounds)
    }
    setErrors(problems)
    if (Object.keys(problems).length === 0) start.mutate(body)
  }

  const serverError =
    start.error instanceof ApiError
      ? failureText(start.error, t`The program could not be started.`)
      : start.error
        ? t`The program could not be started. Check your connection and try again.`
        : null
  const emptyBar = formatStoredWeight(DEFAULT_PROGRAM_WEIGHT, unit)

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6 lg:grid-cols-2 lg:gap-8"
    >
      <div className="grid content-start gap-3">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {translated(DESCRIPTIONS, program) ?? program.description}
        </p>
        <ul className="grid gap-1.5 text-sm" aria-label={t`${name} days`}>
          {program.days.map((day) => (
            <li key={day.name} className="flex gap-2">
              <CalendarDaysIcon
                className="mt-0.5 size-4 shrink-0 text-primary"
                aria-hidden="true"
              />
              <span>
                <span className="font-medium">{day.name}:</span>{' '}
                {day.exercises.map(shown).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <form onSubmit={submit} noValidate className="grid content-start gap-3">
        <p className="text-sm font-medium">
          {program.weightLabel === 'Training max'
            ? t`Training maxes (${unit}): about 90% of your best single`
            : t`Starting weights (${unit})`}
        </p>
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
          {exercises.map((name) => (
            <CompactField
              key={name}
              label={shown(name)}
              inputMode="decimal"
              value={weights[name] ?? ''}
              placeholder={formatWeight(fromStoredPounds(Number(DEFAULT_PROGRAM_WEIGHT), unit))}
              error={errors[name]}
              onChange={(value) => {
                setTyped((current) => ({ ...current, [name]: value }))
                setErrors({})
              }}
            />
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          {Object.keys(suggested).length > 0 ? (
            <Trans>
              Filled in from your records: 90% of your best, rounded down. Empty fields start at{' '}
              {emptyBar}.
            </Trans>
          ) : (
            <Trans>Empty fields start at {emptyBar}.</Trans>
          )}
        </p>
        {replaced.length > 0 && <ReplacedRules program={name} exercises={replaced.map(shown)} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={start.isPending}>
            {start.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
            <Trans>Start {name}</Trans>
          </Button>
          <p aria-live="polite" className="text-sm text-destructive empty:hidden">
            {serverError}
          </p>
        </div>
      </form>
    </section>
  )
}

/** docs/product/progression.md: a start replaces the lifter's rules for the program's lifts. */
function ReplacedRules({ program, exercises }: { program: string; exercises: string[] }) {
  const names = formatList(exercises)
  return (
    <div
      role="note"
      className="flex gap-2.5 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
    >
      <TriangleAlertIcon
        className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
        aria-hidden="true"
      />
      <p>
        {plural(exercises.length, {
          one: `Starting ${program} replaces your progression rule for ${names}.`,
          other: `Starting ${program} replaces your progression rules for ${names}.`,
        })}
      </p>
    </div>
  )
}

/** Where a start lands: the program's new days, each ready to train. */
function StartedDays({
  program,
  result,
  onBack,
}: {
  program: Program
  result: StartedProgram
  onBack: () => void
}) {
  const name = translated(NAMES, program) ?? program.name
  const shown = useExerciseName()
  return (
    <section aria-labelledby="started-heading" className="grid gap-4">
      <div>
        <h2 id="started-heading" className="text-xl font-bold tracking-tight">
          <Trans>{name} is ready</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            Your new workout days. Open one to start: each lift shows the weight to use and why.
          </Trans>
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {result.days.map((day) => (
          <li key={day.id} className="flex">
            <WorkoutDayCard day={day} href={`/workout/${day.id}`} className="flex-1">
              <p className="text-sm text-muted-foreground">
                {day.exercises.map((exercise) => shown(exercise.name)).join(' · ')}
              </p>
            </WorkoutDayCard>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href="/">
            <Trans>Go Home</Trans>
          </Link>
        </Button>
        <Button variant="outline" onClick={onBack}>
          <Trans>Back to Programs</Trans>
        </Button>
      </div>
    </section>
  )
}
