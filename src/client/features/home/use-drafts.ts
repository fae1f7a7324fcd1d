import { useQuery } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import { workoutQueries } from '#client/api/workouts.ts'
import { useOutbox } from '#client/lib/outbox-context.ts'

/**
 * The lifter's drafts as they stand on this device: a workout finished or deleted here is no
 * draft any more, even while the outbox still holds the news for the server (issue 16: Finish
 * offline), so home never offers to resume it.
 */
export function useDrafts() {
  const drafts = useQuery(workoutQueries.drafts())
  const outbox = useOutbox()
  const { ending } = useSyncExternalStore(
    outbox.subscribe,
    outbox.getSnapshot,
    outbox.getServerSnapshot,
  )
  const data = useMemo(
    () => drafts.data?.filter((draft) => !ending.includes(draft.id)),
    [drafts.data, ending],
  )
  return { ...drafts, data }
}
