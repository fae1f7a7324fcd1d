import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ShapesIcon } from 'lucide-react'
import { useId } from 'react'
import { sameName } from '#shared/domain/names.ts'
import { exerciseTypeQueries } from '#client/api/exercise-types.ts'
import { ExerciseTypeSelect } from '#client/components/exercise-type-select.tsx'
import { Card } from '#client/components/ui/card.tsx'

/**
 * docs/product/exercise-types.md: what the exercise's sets hold and how they count — weight and
 * reps, a body weight with weight added or taken off, reps alone, a time, a distance — set here,
 * and where the automatic type comes from.
 */
export function ExerciseTypeCard({ exerciseName }: { exerciseName: string }) {
  const headingId = useId()
  const selectId = useId()
  const item = useQuery(exerciseTypeQueries.list()).data?.find((entry) =>
    sameName(entry.exerciseName, exerciseName),
  )
  const source = item?.source ?? 'catalog'
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={headingId} role="region">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <ShapesIcon className="size-4 text-primary" aria-hidden="true" />
        <label htmlFor={selectId}>
          <Trans>What a set holds</Trans>
        </label>
      </h2>
      <ExerciseTypeSelect exerciseName={exerciseName} id={selectId} />
      <p className="text-sm text-muted-foreground">
        {source === 'custom' ? (
          <Trans>Your choice: your sets of it count as this type, past ones too.</Trans>
        ) : source === 'sets' ? (
          <Trans>Automatic: read from your sets of it.</Trans>
        ) : (
          <Trans>Automatic: from the exercise catalogue, else weight and reps.</Trans>
        )}
      </p>
    </Card>
  )
}
