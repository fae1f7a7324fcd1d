import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ExerciseTypeItem } from '#shared/contract/exercise-types.ts'
import { EXERCISE_TYPES, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { sameName } from '#shared/domain/names.ts'
import {
  deleteExerciseType,
  exerciseTypeQueries,
  putExerciseType,
  useExerciseTypes,
} from '#client/api/exercise-types.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx'

/** How the type control names each type (docs/product/exercise-types.md). */
export const EXERCISE_TYPE_LABELS: Record<ExerciseType, MessageDescriptor> = {
  weight_reps: msg`Weight & reps`,
  bodyweight_reps: msg`Bodyweight (+ added weight)`,
  assisted_reps: msg`Assisted (− assistance)`,
  reps_only: msg`Reps only`,
  duration: msg`Time`,
  distance_duration: msg`Distance & time`,
  weight_distance: msg`Weight & distance`,
}

const AUTOMATIC = 'automatic'

/**
 * docs/product/exercise-types.md: the type of an exercise name, the lifter's own or automatic (the
 * catalogue's, else read from the sets, else weight & reps). A change counts the name's
 * history again on the server, so every figure read from it is read again.
 */
export function ExerciseTypeSelect({
  exerciseName,
  id,
  className,
}: {
  exerciseName: string
  id?: string
  className?: string
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery(exerciseTypeQueries.list())
  const typeOf = useExerciseTypes()
  const item = list.data?.find((entry) => sameName(entry.exerciseName, exerciseName))
  const custom = item?.source === 'custom' ? item.type : null
  const save = useMutation({
    mutationFn: (type: ExerciseType | null) =>
      type === null ? deleteExerciseType(exerciseName) : putExerciseType(exerciseName, type),
    onSuccess: (answer: ExerciseTypeItem | void) => {
      if (answer) {
        queryClient.setQueryData(exerciseTypeQueries.list().queryKey, (items) =>
          items?.map((entry) => (sameName(entry.exerciseName, exerciseName) ? answer : entry)),
        )
      }
      // Its volume, records, progress and plans were counted again.
      void queryClient.invalidateQueries()
    },
    onError: (failure) => failureToast(failure, t`The exercise's type could not be saved`),
  })
  const automatic = t(EXERCISE_TYPE_LABELS[typeOf(exerciseName)])
  const shown = save.isPending ? (save.variables ?? AUTOMATIC) : (custom ?? AUTOMATIC)
  return (
    <Select
      value={shown}
      disabled={save.isPending || list.isPending}
      onValueChange={(value) => save.mutate(value === AUTOMATIC ? null : (value as ExerciseType))}
    >
      <SelectTrigger id={id} aria-label={t`Type of ${exerciseName}`} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={AUTOMATIC}>
          {custom === null ? t`Automatic: ${automatic}` : t`Automatic`}
        </SelectItem>
        {EXERCISE_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {t(EXERCISE_TYPE_LABELS[type])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
