import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { type Muscle, type ResolvedMuscles } from '#shared/domain/muscles.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import {
  AssignMusclesDialog,
  BodyFigure,
  SHADE_CLASSES,
  type Shade,
} from '#client/features/muscles/index.ts'
import { muscleLabel } from '#client/components/muscle-labels.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'

const ROLES = [
  { role: 'primary', label: msg`Works most`, shade: 3 },
  { role: 'secondary', label: msg`Helps`, shade: 1 },
] as const

/** docs/product/exercises.md: what the exercise works, on a small body map; set here too. */
export function ExerciseMusclesCard({
  exerciseName,
  muscles,
}: {
  exerciseName: string
  muscles: ResolvedMuscles
}) {
  const { t } = useLingui()
  const headingId = useId()
  const [assigning, setAssigning] = useState(false)
  const shownName = useExerciseName()(exerciseName)
  const shade = (muscle: Muscle): Shade =>
    muscles.primary.includes(muscle) ? 3 : muscles.secondary.includes(muscle) ? 1 : 0
  const none = muscles.primary.length === 0
  return (
    <Card className="grid content-start gap-3 p-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          <Trans>Muscles</Trans>
        </h2>
        <Button variant="outline" size="sm" className="h-9" onClick={() => setAssigning(true)}>
          {none ? t`Assign muscles` : t`Change muscles`}
        </Button>
      </div>
      {none ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Ironlog does not know which muscles {shownName} works. Assign them and its sets count in
            your week, and it finds alternatives for it.
          </Trans>
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] items-center gap-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
          <div className="grid grid-cols-2 gap-1" aria-hidden="true">
            <BodyFigure view="front" shade={shade} className="h-auto w-full" />
            <BodyFigure view="back" shade={shade} className="h-auto w-full" />
          </div>
          <dl className="grid gap-2 text-sm">
            {ROLES.map(({ role, label, shade: level }) =>
              muscles[role].length === 0 ? null : (
                <div key={role} className="grid gap-0.5">
                  <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                    <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
                      <rect width={10} height={10} rx={2} className={SHADE_CLASSES[level]} />
                    </svg>
                    {t(label)}
                  </dt>
                  <dd>{muscles[role].map((muscle) => muscleLabel(muscle)).join(', ')}</dd>
                </div>
              ),
            )}
          </dl>
        </div>
      )}
      <AssignMusclesDialog
        exerciseName={assigning ? exerciseName : null}
        onOpenChange={(open) => !open && setAssigning(false)}
      />
    </Card>
  )
}
