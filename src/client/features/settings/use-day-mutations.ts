import { t } from '@lingui/core/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  CreateWorkoutDayBody,
  UpdateWorkoutDayBody,
  WorkoutDay,
} from '#shared/contract/workout-days.ts'
import {
  archiveDay,
  createDay,
  dayQueries,
  deleteDay,
  unarchiveDay,
  updateDay,
} from '#client/api/workout-days.ts'
import { clearStoredSession } from '#client/lib/stored-workout-session.ts'
import { toast } from '#client/lib/toast-store.ts'
import { isUnauthorizedError } from '#client/lib/api-client.ts'

/** docs/product/errors.md's failure toast; a 401 keeps the 'Unauthorized' toast the query client shows instead. */
export function failureToast(description: string) {
  return (error: Error) => {
    if (isUnauthorizedError(error)) return
    toast({ title: t`Error`, description, variant: 'destructive' })
  }
}

/**
 * The day mutations of the settings screen, with the toasts of docs/product/errors.md. Every change but a
 * create also drops the day's stored live session (docs/product/states.md), which no longer matches it.
 */
export function useDayMutations() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: dayQueries.all() })

  const create = useMutation({
    mutationFn: (body: CreateWorkoutDayBody) => createDay(body),
    onSuccess: (day) => {
      toast({ title: t`Day Created`, description: t`${day.name} is ready for its exercises.` })
      return refresh()
    },
    onError: failureToast(t`Failed to create workout day`),
  })

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateWorkoutDayBody }) => updateDay(id, body),
    onSuccess: (day) => {
      clearStoredSession(day.id)
      toast({ title: t`Day Updated`, description: t`${day.name} has been saved.` })
      return refresh()
    },
    onError: failureToast(t`Failed to update workout day`),
  })

  const remove = useMutation({
    mutationFn: (day: WorkoutDay) => deleteDay(day.id),
    onSuccess: (_, day) => {
      clearStoredSession(day.id)
      toast({ title: t`Day Deleted`, description: t`${day.name} is gone; its history stays.` })
      return refresh()
    },
    onError: failureToast(t`Failed to delete workout day`),
  })

  const archive = useMutation({
    mutationFn: (day: WorkoutDay) => archiveDay(day.id),
    onSuccess: (_, day) => {
      clearStoredSession(day.id)
      toast({ title: t`Day Archived`, description: t`${day.name} is under Show Archived now.` })
      return refresh()
    },
    onError: failureToast(t`Failed to archive workout day`),
  })

  const unarchive = useMutation({
    mutationFn: (day: WorkoutDay) => unarchiveDay(day.id),
    onSuccess: (_, day) => {
      clearStoredSession(day.id)
      toast({
        title: t`Day Unarchived`,
        description: t`${day.name} is back with your active days.`,
      })
      return refresh()
    },
    onError: failureToast(t`Failed to unarchive workout day`),
  })

  return { create, update, remove, archive, unarchive }
}
