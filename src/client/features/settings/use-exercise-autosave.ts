import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ExerciseTemplate } from '#shared/contract/workout-days.ts'
import { dayQueries, updateDay } from '#client/api/workout-days.ts'
import { clearStoredSession } from '#client/lib/session-storage.ts'
import { toast } from '#client/lib/toast-store.ts'
import { failureToast } from './use-day-mutations.ts'

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Saves the day's exercise list after every change, so a lifter on a phone never loses an
 * edit to a closed tab or a forgotten Save button. Saves run one at a time; changes made while
 * one is in flight are sent together after it. A failed list is kept for `retry`.
 */
export function useExerciseAutosave(dayId: string) {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<SaveStatus>('idle')
  const queued = useRef<ExerciseTemplate[] | null>(null)
  const unsaved = useRef<ExerciseTemplate[] | null>(null)
  const running = useRef(false)
  const savedAny = useRef(false)
  const announceWhenDone = useRef(false)
  const { mutateAsync } = useMutation({
    mutationFn: (exercises: ExerciseTemplate[]) => updateDay(dayId, { exercises }),
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
        // Spec §4: updating a day drops its stored live session.
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
