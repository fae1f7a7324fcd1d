import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { PlayIcon, Trash2Icon } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { DraftWorkout } from '#shared/contract/workouts.ts'
import { formatDraftAge, formatTimeAgo } from '#shared/domain/format.ts'
import { ExerciseCount } from '#client/components/exercise-count.tsx'
import { deleteWorkout, workoutQueries } from '#client/api/workouts.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { useFirstRender } from '#client/lib/first-screen.ts'
import { clearStoredSession } from '#client/lib/stored-workout-session.ts'
import { toast } from '#client/lib/toast-store.ts'
import { useApiCall } from '#client/lib/use-api-call.ts'
import { useDrafts } from './use-drafts.ts'

// radix's Dialog (with its focus trap and scroll lock, ~8 KB gzipped) is not part of the first
// screen (issue 18): it loads when a draft's Delete is first pressed.
const ConfirmDialog = lazy(() =>
  import('#client/components/ui/confirm-dialog.tsx').then((module) => ({
    default: module.ConfirmDialog,
  })),
)

/** The time now, again each minute: a draft's age and 'Started …' move on while home is open. */
function useNow() {
  // A server-rendered first screen was written at its instant: the first render agrees with it,
  // then shows the time of now (issue 18).
  const rendered = useFirstRender().now
  const [now, setNow] = useState(() => new Date(rendered ?? Date.now()))
  useEffect(() => {
    if (rendered !== undefined) setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [rendered])
  return now
}

/** docs/product/screens.md 'Draft Workouts': shown only while at least one workout is in progress. */
export function DraftList() {
  const drafts = useDrafts()
  const [toDelete, setToDelete] = useState<DraftWorkout | null>(null)
  // Mounted from the first Delete on, so that it can close with its animation.
  const [asked, setAsked] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const queryClient = useQueryClient()
  const call = useApiCall()
  const now = useNow()

  if (!drafts.data?.length) return null

  // docs/product/screens.md: 'Unknown Workout' when the draft's day is gone.
  const dayName = (draft: DraftWorkout) =>
    (draft.workoutDayId && draft.workoutDayName) || t`Unknown Workout`

  async function confirmDelete() {
    if (!toDelete) return
    setDeleting(true)
    try {
      const { id } = toDelete
      await call(() => deleteWorkout(id))
      // docs/product/calls.md: deleting a draft removes that day's stored session entries.
      if (toDelete.workoutDayId) clearStoredSession(toDelete.workoutDayId)
      toast({ title: t`Draft Deleted`, description: t`The draft workout has been removed` })
      void queryClient.invalidateQueries({ queryKey: workoutQueries.drafts().queryKey })
    } catch {
      toast({
        title: t`Error`,
        description: t`Failed to delete draft workout`,
        variant: 'destructive',
      })
    } finally {
      // Closed either way: the toast says what happened, and a modal would hide it.
      setToDelete(null)
      setDeleting(false)
    }
  }

  return (
    <section aria-labelledby="drafts-heading">
      <div className="mb-3 flex items-center gap-2">
        <h2 id="drafts-heading" className="text-xl font-bold tracking-tight">
          <Trans>Draft Workouts</Trans>
        </h2>
        <Badge variant="secondary" data-testid="draft-count">
          {drafts.data.length}
        </Badge>
      </div>
      {/* Issue 12: a draft is what the lifter most likely came back for, so each is a full-width
          card, the whole of it a Resume link ('Resume Pull · 35 min'), first on the page. */}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {drafts.data.map((draft) => (
          <li key={draft.id}>
            <Card className="relative flex items-center gap-3 border-primary/60 bg-primary/10 p-3 pl-4 focus-within:ring-2 focus-within:ring-ring hover:border-primary">
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                aria-hidden="true"
              >
                <PlayIcon className="size-5 fill-current" />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="truncate text-lg leading-tight font-bold">
                  {draft.workoutDayId ? (
                    <Link
                      href={`/workout/${draft.workoutDayId}`}
                      className="outline-none after:absolute after:inset-0 after:rounded-xl"
                    >
                      <Trans>
                        Resume {dayName(draft)} · {formatDraftAge(new Date(draft.startedAt), now)}
                      </Trans>
                    </Link>
                  ) : (
                    dayName(draft)
                  )}
                </h3>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  <ExerciseCount count={draft.exerciseCount} /> ·{' '}
                  <Trans>Started {formatTimeAgo(new Date(draft.startedAt), now)}</Trans>
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="relative size-11"
                aria-label={t`Delete draft ${dayName(draft)}`}
                onClick={() => {
                  setAsked(true)
                  setToDelete(draft)
                }}
              >
                <Trash2Icon />
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {asked && (
        <Suspense>
          <ConfirmDialog
            open={toDelete !== null}
            onOpenChange={(open) => !open && setToDelete(null)}
            title={t`Delete Draft Workout?`}
            description={t`The draft and the sets logged in it will be removed. This cannot be undone.`}
            confirmLabel={t`Delete`}
            onConfirm={() => void confirmDelete()}
            pending={deleting}
          />
        </Suspense>
      )}
    </section>
  )
}
