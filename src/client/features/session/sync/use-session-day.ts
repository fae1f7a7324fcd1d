import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { withDayEdits, type DayEdit } from '#shared/domain/day-edits.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import type { Outbox } from '#client/lib/outbox.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'

/** The edits of this day the outbox still holds, oldest first; null until read. */
function usePendingDayEdits(outbox: Outbox, dayId: string): DayEdit[] | null {
  const [pending, setPending] = useState<DayEdit[] | null>(null)
  useEffect(() => {
    let stopped = false
    const read = () =>
      void outbox.entries().then(
        (entries) => {
          if (stopped) return
          const edits = entries.flatMap((entry) =>
            entry.kind === 'editDay' && entry.dayId === dayId ? [entry.edit] : [],
          )
          // The same edits keep their array: the day built on them keeps its identity.
          setPending((last) => (JSON.stringify(last) === JSON.stringify(edits) ? last : edits))
        },
        // No IndexedDB (a private window may refuse it): no pending edits to show.
        () => !stopped && setPending((last) => last ?? []),
      )
    read()
    const unsubscribe = outbox.subscribe(read)
    return () => {
      stopped = true
      unsubscribe()
    }
  }, [outbox, dayId])
  return pending
}

/**
 * The session's day: as the server last answered it, with the edits the session made to it that
 * the outbox has not sent yet (docs/product/nothing-lost.md: an exercise added offline is the
 * day's from the moment it is added, also after a reload). `pendingKnown` turns true once the
 * outbox has been read. `editDay` shows an edit at once, on every screen that reads the day, and
 * queues it; the outbox sends it (client/api/day-edits.ts).
 */
export function useSessionDay(serverDay: WorkoutDay) {
  const outbox = useOutbox()
  const queryClient = useQueryClient()
  const pending = usePendingDayEdits(outbox, serverDay.id)
  const day = useMemo(() => withDayEdits(serverDay, pending ?? []), [serverDay, pending])
  const editDay = useCallback(
    (edit: DayEdit) => {
      queryClient.setQueryData(dayQueries.detail(serverDay.id).queryKey, (last) =>
        last ? withDayEdits(last, [edit]) : last,
      )
      return outbox.enqueue(
        { kind: 'editDay', id: crypto.randomUUID(), dayId: serverDay.id, edit },
        { immediate: true },
      )
    },
    [outbox, queryClient, serverDay.id],
  )
  return { day, pendingKnown: pending !== null, editDay }
}
