import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ExerciseTemplate, WorkoutDay } from '#shared/contract/workout-days.ts'
import { dayQueries, updateDay } from '#client/api/workout-days.ts'
import { api, ApiError } from '#client/lib/api-client.ts'
import { clearStoredSession } from '#client/lib/stored-workout-session.ts'
import { toast } from '#client/lib/toast-store.ts'
import { rebaseExercises } from './exercise-edits.ts'
import { failureToast } from './use-day-mutations.ts'

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Saves the day's exercise list after every change, so a lifter on a phone never loses an
 * edit to a closed tab or a forgotten Save button. Saves run one at a time; changes made while
 * one is in flight are sent together after it. A failed list is kept for `retry`.
 *
 * docs/product/nothing-lost.md: each save says which copy of the day it was made from (`expectedUpdatedAt`).
 * When the day changed elsewhere meanwhile (409), the day is read again, the lifter's change is
 * made on top of it (`rebaseExercises`), shown through `onRebased`, and saved.
 */
export function useExerciseAutosave(
  day: WorkoutDay,
  onRebased: (exercises: ExerciseTemplate[]) => void,
) {
  const dayId = day.id
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SaveStatus>('idle')
  const queued = useRef<ExerciseTemplate[] | null>(null)
  const unsaved = useRef<ExerciseTemplate[] | null>(null)
  const running = useRef(false)
  const savedAny = useRef(false)
  const announceWhenDone = useRef(false)
  // The copy of the day the editor's list was made from, as the server last answered it.
  const base = useRef({ exercises: day.exercises, updatedAt: day.updatedAt })
  const { mutateAsync } = useMutation({
    mutationFn: async (exercises: ExerciseTemplate[]) => {
      try {
        return await updateDay(dayId, { exercises, expectedUpdatedAt: base.current.updatedAt })
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error
        const fresh = await api<WorkoutDay>(`/api/workout-days/${dayId}`)
        const rebased = rebaseExercises(base.current.exercises, exercises, fresh.exercises)
        onRebased(rebased)
        return updateDay(dayId, { exercises: rebased, expectedUpdatedAt: fresh.updatedAt })
      }
    },
    onSuccess: (saved) => {
      base.current = { exercises: saved.exercises, updatedAt: saved.updatedAt }
    },
  })

  async function flush() {
    if (running.current) return
    running.current = true
    setStatus('saving')
    let body: ExerciseTemplate[] | null = null
    try {
      while ((body = queued.current)) {
        queued.current = null
        await mutateAsync(body)
        // docs/product/states.md: updating a day drops its stored live session.
        clearStoredSession(dayId)
        savedAny.current = true
      }
      unsaved.current = null
      setStatus('saved')
      if (announceWhenDone.current) announce()
    } catch (error) {
      unsaved.current = queued.current ?? body
      queued.current = null
      setStatus('error')
      failureToast('Failed to update workout day')(error as Error)
    } finally {
      running.current = false
      void queryClient.invalidateQueries({ queryKey: dayQueries.all() })
    }
  }

  function announce() {
    announceWhenDone.current = false
    if (savedAny.current) toast({ title: 'Day Updated', description: 'Your exercises are saved.' })
  }

  return {
    status,
    save(exercises: ExerciseTemplate[]) {
      queued.current = exercises
      void flush()
    },
    retry() {
      if (!unsaved.current) return
      queued.current = unsaved.current
      void flush()
    },
    /** Call when the editor closes: confirms the saves with one 'Day Updated' toast. */
    finish() {
      if (running.current) announceWhenDone.current = true
      else announce()
    },
  }
}
