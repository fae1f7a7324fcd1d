import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PinIcon } from 'lucide-react'
import { useId, useState } from 'react'
import type { ExerciseNote } from '#shared/contract/exercise-notes.ts'
import { sameName } from '#shared/domain/names.ts'
import { MAX_PINNED_NOTE_LENGTH } from '#shared/domain/text.ts'
import {
  deleteExerciseNote,
  exerciseNoteQueries,
  putExerciseNote,
} from '#client/api/exercise-notes.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { failureToast } from '#client/lib/failure-toast.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'

/**
 * docs/product/exercises.md: the note pinned to an exercise ("Seat 4, pins at 7"), which every
 * session shows under its name; written, changed and removed here.
 */
export function PinnedNoteCard({
  exerciseName,
  note,
}: {
  exerciseName: string
  note: ExerciseNote | null
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const shownName = useExerciseName()(exerciseName)
  const headingId = useId()
  const fieldId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  // The list as the server now has it, at once (no moment of the old note), then read again.
  const done = (saved: ExerciseNote | null) => {
    setDraft(null)
    const { queryKey } = exerciseNoteQueries.list()
    queryClient.setQueryData(queryKey, (list) => [
      ...(list ?? []).filter((each) => !sameName(each.exerciseName, exerciseName)),
      ...(saved ? [saved] : []),
    ])
    return queryClient.invalidateQueries({ queryKey })
  }
  const save = useMutation({
    mutationFn: (text: string) => putExerciseNote(exerciseName, text),
    onSuccess: done,
    onError: (error) => failureToast(error, t`The note could not be saved`),
  })
  const remove = useMutation({
    mutationFn: () => deleteExerciseNote(exerciseName),
    onSuccess: () => done(null),
    onError: (error) => failureToast(error, t`The note could not be removed`),
  })
  const busy = save.isPending || remove.isPending
  const trimmed = draft?.trim() ?? ''

  return (
    <Card className="grid gap-3 p-4" aria-labelledby={headingId} role="region">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <PinIcon className="size-4 text-primary" aria-hidden="true" />
          <Trans>Pinned note</Trans>
        </h2>
        {draft === null && (
          <Button
            variant="outline"
            size="sm"
            className="h-9"
            onClick={() => setDraft(note?.note ?? '')}
          >
            {note ? t`Edit note` : t`Pin a note`}
          </Button>
        )}
      </div>
      {draft === null ? (
        note ? (
          <p className="text-sm break-words whitespace-pre-wrap">{note.note}</p>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>
              Nothing pinned. A note here (the seat height, the grip) shows under {shownName} in
              every session.
            </Trans>
          </p>
        )
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (trimmed) save.mutate(trimmed)
          }}
        >
          <label htmlFor={fieldId} className="sr-only">
            <Trans>Note for {shownName}</Trans>
          </label>
          <Textarea
            id={fieldId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_PINNED_NOTE_LENGTH}
            placeholder={t`e.g. Seat 4, pins at 7`}
            className="min-h-24"
            autoFocus
          />
          <p className="text-right text-xs text-muted-foreground tabular-nums" aria-live="polite">
            {trimmed.length}/{MAX_PINNED_NOTE_LENGTH}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {note && (
              <Button
                type="button"
                variant="ghost"
                className="mr-auto text-destructive"
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                <Trans>Remove note</Trans>
              </Button>
            )}
            <Button type="button" variant="outline" disabled={busy} onClick={() => setDraft(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={busy || trimmed.length === 0}>
              <Trans>Save note</Trans>
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
