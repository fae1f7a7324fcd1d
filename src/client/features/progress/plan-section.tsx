import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { parseISO } from 'date-fns'
import { formatCalendarDate } from '#shared/domain/format.ts'
import { ChevronDownIcon, RotateCwIcon, TrendingUpIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { PlanOutcome, SessionOutcome } from '#shared/contract/progressions.ts'
import { planReasonOf } from '#shared/domain/progression.ts'
import { planReasonText, setsText } from '#client/components/plan-text.ts'
import { formatStoredWeight, type WeightUnit } from '#shared/domain/units.ts'
import { progressionQueries } from '#client/api/progressions.ts'
import { RULE_TYPES } from '#client/components/rule-draft.ts'
import { RuleEditor } from '#client/components/rule-editor.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'

/** How far ahead the progress page plans. */
const AHEAD = 4

const OUTCOMES: Record<SessionOutcome, { label: MessageDescriptor; className: string }> = {
  success: { label: msg`Success`, className: 'border-success/40 bg-success/10 text-foreground' },
  miss: {
    label: msg`Missed`,
    className: 'border-destructive/40 bg-destructive/10 text-foreground',
  },
  deload: { label: msg`Deload`, className: 'border-primary/40 bg-primary/10 text-foreground' },
  done: { label: msg`Done`, className: 'border-success/40 bg-success/10 text-foreground' },
}

/**
 * docs/product/progression.md on an exercise's progress page: its rule (set or changed here too), the plan
 * ahead as a small table, and each session the rule has seen with its outcome.
 */
export function PlanSection({ exerciseName, unit }: { exerciseName: string; unit: WeightUnit }) {
  const plan = useQuery(progressionQueries.plan(exerciseName, AHEAD))
  const shownName = useExerciseName()(exerciseName)
  const [editing, setEditing] = useState(false)
  const editorId = useId()
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Plan</Trans>
        </h2>
        {plan.isSuccess && (
          <Button
            variant="outline"
            size="sm"
            className="h-9"
            aria-expanded={editing}
            aria-controls={editorId}
            onClick={() => setEditing(!editing)}
          >
            {plan.data ? <Trans>Edit Rule</Trans> : <Trans>Set Rule</Trans>}
            <ChevronDownIcon
              className={cn('transition-transform', editing && 'rotate-180')}
              aria-hidden="true"
            />
          </Button>
        )}
      </div>
      {plan.isPending ? (
        <Skeleton className="h-40 rounded-xl" role="status" aria-label={t`Loading the plan`} />
      ) : plan.isError ? (
        <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
          <p className="font-medium">
            <Trans>The plan could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void plan.refetch()}>
            <RotateCwIcon />
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : (
        <>
          {editing && (
            <Card id={editorId} className="p-4">
              <RuleEditor
                key={unit}
                exerciseName={exerciseName}
                plan={plan.data}
                unit={unit}
                onSaved={() => setEditing(false)}
              />
            </Card>
          )}
          {plan.data ? (
            <PlanFigures plan={plan.data} unit={unit} />
          ) : (
            !editing && (
              <Card className="flex items-start gap-3 p-4 text-sm">
                <TrendingUpIcon
                  className="mt-0.5 size-5 shrink-0 text-primary"
                  aria-hidden="true"
                />
                <p className="text-muted-foreground">
                  <Trans>
                    No progression rule for {shownName}. Set one and Ironlog works out the weight
                    for every session, and says why.
                  </Trans>
                </p>
              </Card>
            )
          )}
        </>
      )}
    </section>
  )
}

const shortDate = (iso: string) => formatCalendarDate(parseISO(iso))

function PlanFigures({ plan, unit }: { plan: PlanOutcome; unit: WeightUnit }) {
  const { rule, next } = plan
  const weight = (pounds: string) => formatStoredWeight(pounds, unit)
  const sessions = [{ weight: next.weight, reps: next.reps }, ...plan.ahead]
  const type = i18n._(RULE_TYPES.find((entry) => entry.value === rule.type)!.label)
  const trainingMax = rule.type === 'wave' ? weight(next.trainingMax!) : ''
  const week = next.week ?? 1
  const sets = setsText(next, unit)
  const since = shortDate(plan.since)
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <Card className="grid content-start gap-3 p-4">
        <div>
          <p className="text-sm text-muted-foreground">
            {rule.type === 'wave'
              ? t`${type} progression, training max ${trainingMax}`
              : t`${type} progression`}
          </p>
          <p className="text-lg font-semibold">
            {rule.type === 'wave' ? (
              <Trans>
                Next: week {week}, {sets}
              </Trans>
            ) : (
              <Trans>Next: {sets}</Trans>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {planReasonText(planReasonOf(rule, plan), unit)}
          </p>
        </div>
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            <Trans>The plan ahead, if each session succeeds</Trans>
          </caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                <Trans>Session</Trans>
              </th>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                <Trans>Top set</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {sessions.map((session, index) => (
              <tr key={index}>
                <td className="py-1.5 pr-3">{index === 0 ? <Trans>Next</Trans> : `+${index}`}</td>
                <td className="py-1.5 pr-3">
                  {weight(session.weight)} × {session.reps}
                  {index === 0 && next.repsMax !== null && `–${next.repsMax}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-muted-foreground">
          <Trans>Ahead: if each session succeeds. Set since {since}.</Trans>
        </p>
      </Card>
      <Card className="grid content-start gap-2 p-4">
        <h3 className="font-medium">
          <Trans>Sessions since the rule was set</Trans>
        </h3>
        {plan.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>
              None yet. Each completed workout with working sets of this exercise shows here.
            </Trans>
          </p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {plan.history.toReversed().map((entry) => (
              <li key={entry.workoutId} className="flex items-center gap-3 py-1">
                <span className="w-28 shrink-0 text-muted-foreground tabular-nums">
                  {shortDate(entry.completedAt)}
                </span>
                <span className="min-w-0 flex-1 tabular-nums">
                  {weight(entry.weight)} × {entry.reps}
                </span>
                <Badge variant="outline" className={OUTCOMES[entry.outcome].className}>
                  {i18n._(OUTCOMES[entry.outcome].label)}
                </Badge>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  )
}
