import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CheckIcon, LoaderCircleIcon } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import { planFromSessions, planReasonOf } from '#shared/domain/progression.ts'
import { formatDuration } from '#shared/domain/measures.ts'
import { planReasonText, setsText } from './plan-text.ts'
import { formatStoredWeight, type WeightUnit } from '#shared/domain/units.ts'
import { deleteRule, putRule, refreshPlans } from '#client/api/progressions.ts'
import { CompactField } from '#client/components/compact-field.tsx'
import { Segmented } from '#client/components/segmented.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { failureText } from '#client/lib/failure-text.ts'
import { cn } from '#client/lib/cn.ts'
import {
  draftOf,
  ruleOfDraft,
  RULE_TYPES,
  sameRule,
  withRuleType,
  type RuleDraft,
  type RuleErrors,
} from './rule-draft.ts'

/**
 * docs/product/progression.md: an exercise's progression rule, set where lifters plan (the day editor and
 * the exercise's progress page). Shows what the rule plans next: the server's plan while the
 * rule is as saved, else a preview of the rule being typed (it starts afresh once saved).
 */
export function RuleEditor({
  exerciseName,
  plan,
  unit,
  onSaved,
  className,
}: {
  exerciseName: string
  /** The exercise's plan as the server answers it; null without a rule. */
  plan: PlanOutcome | null
  unit: WeightUnit
  /** Told once a rule is saved or removed. */
  onSaved?: () => void
  className?: string
}) {
  const queryClient = useQueryClient()
  const kept = plan?.rule ?? null
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(kept, unit))
  // A rule set anew (here or elsewhere) is what the form shows from then on.
  const since = plan?.since ?? null
  const [shownSince, setShownSince] = useState(since)
  if (since !== shownSince) {
    setShownSince(since)
    setDraft(draftOf(kept, unit))
  }
  const [errors, setErrors] = useState<RuleErrors>({})
  const [status, setStatus] = useState<'idle' | 'saved' | 'removed'>('idle')
  const result = useMemo(() => ruleOfDraft(draft, unit), [draft, unit])
  const unchanged = result.ok && sameRule(result.rule, kept)

  const save = useMutation({
    mutationFn: async () => {
      if (!result.ok) return null
      if (result.rule === null) {
        await deleteRule(exerciseName)
        return null
      }
      return putRule(exerciseName, result.rule)
    },
    onSuccess: (saved) => {
      setStatus(saved ? 'saved' : 'removed')
      refreshPlans(queryClient)
      onSaved?.()
    },
  })

  function change(patch: Partial<RuleDraft>) {
    setDraft((current) => ({ ...current, ...patch }))
    setErrors({})
    setStatus('idle')
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    save.mutate()
  }

  const serverError =
    save.error instanceof ApiError
      ? failureText(save.error, t`The rule could not be saved.`)
      : save.error
        ? t`The rule could not be saved. Check your connection and try again.`
        : null

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t`Progression rule for ${exerciseName}`}
      className={cn('grid gap-3', className)}
    >
      <Segmented
        label={t`Rule for ${exerciseName}`}
        options={RULE_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
        value={draft.type}
        onChange={(type) => change(withRuleType(draft, type, unit))}
        className="grid grid-cols-5"
        itemClassName="h-9 px-2"
      />
      <p className="text-sm text-muted-foreground">
        {t(RULE_TYPES.find((type) => type.value === draft.type)!.hint)}
      </p>
      <RuleFields draft={draft} errors={errors} unit={unit} onChange={change} />
      <Preview draft={draft} plan={unchanged ? plan : null} unit={unit} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          disabled={save.isPending || unchanged || (draft.type === 'none' && !kept)}
        >
          {save.isPending && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {draft.type === 'none' ? <Trans>Remove Rule</Trans> : <Trans>Save Rule</Trans>}
        </Button>
        <p aria-live="polite" className="flex items-center gap-1.5 text-sm empty:hidden">
          {serverError ? (
            <span className="text-destructive">{serverError}</span>
          ) : status !== 'idle' && !save.isPending ? (
            <>
              <CheckIcon className="size-4 text-success" aria-hidden="true" />
              <span className="text-muted-foreground">
                {status === 'saved' ? <Trans>Rule saved</Trans> : <Trans>Rule removed</Trans>}
              </span>
            </>
          ) : null}
        </p>
      </div>
    </form>
  )
}

function RuleFields({
  draft,
  errors,
  unit,
  onChange,
}: {
  draft: RuleDraft
  errors: RuleErrors
  unit: WeightUnit
  onChange: (patch: Partial<RuleDraft>) => void
}) {
  if (draft.type === 'none') return null
  const field = (
    name: keyof RuleDraft,
    label: string,
    inputMode: 'decimal' | 'numeric' | 'text',
  ) => (
    <CompactField
      key={name}
      label={label}
      value={String(draft[name] ?? '')}
      error={errors[name]}
      inputMode={inputMode}
      onChange={(value) => onChange({ [name]: value })}
    />
  )
  const steps = [
    field('increment', t`Increment (${unit})`, 'decimal'),
    field('roundTo', t`Round to (${unit})`, 'decimal'),
  ]
  if (draft.type === 'duration') {
    return (
      <div className="grid grid-cols-3 items-end gap-3">
        {field('seconds', t`Time (m:ss)`, 'text')}
        {field('sets', t`Sets`, 'numeric')}
        {field('increment', t`Add (seconds)`, 'numeric')}
      </div>
    )
  }
  if (draft.type === 'wave') {
    return (
      <>
        <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
          {field('weight', t`Training max (${unit})`, 'decimal')}
          {steps}
        </div>
        <CompactField
          label={t`Weeks: one line a week, each set as % of the training max × reps (+ for as many as you can)`}
          value={draft.weeks}
          error={errors.weeks}
          rows={4}
          onChange={(weeks) => onChange({ weeks })}
        />
      </>
    )
  }
  if (draft.type === 'double') {
    return (
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
        {field('weight', t`Weight (${unit})`, 'decimal')}
        {field('sets', t`Sets`, 'numeric')}
        {field('repsMin', t`Reps from`, 'numeric')}
        {field('repsMax', t`Reps to`, 'numeric')}
        {steps}
      </div>
    )
  }
  return (
    <>
      <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
        {field('weight', t`Weight (${unit})`, 'decimal')}
        {field('sets', t`Sets`, 'numeric')}
        {field('reps', t`Reps`, 'numeric')}
        {field('increment', t`Increment (${unit})`, 'decimal')}
      </div>
      <details className="group rounded-md border px-3 py-2" open={hasDeloadError(errors)}>
        <summary className="cursor-pointer text-sm font-medium">
          <Trans>Deload, effort cap and rounding</Trans>
        </summary>
        <div className="mt-3 grid grid-cols-2 items-end gap-3 pb-1 sm:grid-cols-4">
          {field('deloadAfter', t`Deload after misses`, 'numeric')}
          {field('deloadPercent', t`Deload (%)`, 'decimal')}
          {field('maxRpe', t`Max RPE (optional)`, 'decimal')}
          {field('roundTo', t`Round to (${unit})`, 'decimal')}
        </div>
      </details>
    </>
  )
}

const hasDeloadError = (errors: RuleErrors) =>
  Boolean(errors.deloadAfter || errors.deloadPercent || errors.maxRpe || errors.roundTo)

/** What the rule plans: the server's plan while unchanged, else the typed rule's first session. */
function Preview({
  draft,
  plan,
  unit,
}: {
  draft: RuleDraft
  plan: PlanOutcome | null
  unit: WeightUnit
}) {
  const preview = useMemo(() => {
    if (plan) return { ...plan, fresh: false }
    const result = ruleOfDraft(draft, unit)
    if (!result.ok || !result.rule) return null
    return { ...planFromSessions(result.rule, [], 3, unit), rule: result.rule, fresh: true }
  }, [draft, plan, unit])
  if (!preview) return null
  const { next, ahead, rule } = preview
  const week = next.week ?? 1
  const then = ahead
    .map((session) =>
      session.duration === null
        ? formatStoredWeight(session.weight, unit)
        : formatDuration(session.duration),
    )
    .join(', ')
  return (
    <PreviewBox>
      <p className="font-medium">
        {preview.fresh ? <Trans>First session:</Trans> : <Trans>Next time:</Trans>}{' '}
        {rule.type === 'wave' && t`week ${week}, `}
        {setsText(next, unit)}
      </p>
      <p className="text-muted-foreground">
        {preview.fresh
          ? draft.kept
            ? t`Saving the changed rule starts it afresh from these numbers.`
            : t`Then, if each session succeeds: ${then}.`
          : planReasonText(planReasonOf(rule, preview), unit)}
      </p>
    </PreviewBox>
  )
}

function PreviewBox({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
      {children}
    </div>
  )
}
