import { useMutation, useQueryClient } from '@tanstack/react-query'
import { format } from 'date-fns'
import { FileUpIcon, LoaderCircleIcon } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { IMPORT_MAX_BYTES, type ImportResult } from '#shared/contract/imports.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { importFile } from '#client/api/imports.ts'
import { browserTimeZone } from '#client/lib/time-zone.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { WeightUnitRadios } from '#client/components/weight-unit-radios.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { toast } from '#client/lib/toast-store.ts'

const FORMAT_NAMES: Record<ImportResult['format'], string> = {
  strong: 'Strong',
  hevy: 'Hevy',
  ironlog: 'Ironlog',
}

/** decisions.md §16: Ironlog's own JSON export is taken too, and restored. */
const ACCEPTED_FILES = '.csv,text/csv,text/plain,.json,application/json'

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What a restore adds besides workouts, in words ("2 days, 1 rule"); empty for a CSV. */
function restoredExtras(result: ImportResult): string[] {
  return [
    result.days ? count(result.days, 'day') : null,
    result.progressions ? count(result.progressions, 'progression rule') : null,
    result.bodyWeights ? count(result.bodyWeights, 'body weight') : null,
  ].filter((part) => part !== null)
}

const addsNothing = (result: ImportResult) =>
  result.workouts === 0 && restoredExtras(result).length === 0
const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy')

/** What went wrong, in plain words: the server's message names the line (decisions.md §9). */
function problemOf(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return 'This file is larger than 10 MiB. Is it an export file?'
    const message = error.serverMessage
    if (message?.startsWith('This file')) return message
    if (message) return `This file could not be read: ${message}`
  }
  return 'The file could not be checked. Please try again.'
}

const needsUnit = (error: Error | null) =>
  error instanceof ApiError && error.status === 400 && !!error.serverMessage?.startsWith('unit:')

/**
 * Settings → Your data → Import: choose a Strong or Hevy export, see what a dry run finds
 * (format, workouts, sets, dates, exercises, duplicates), pick the weight unit when the file
 * names none, then import it.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [unit, setUnit] = useState<WeightUnit | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const fileId = useId()
  const unitLabelId = useId()
  const tz = browserTimeZone()

  const preview = useMutation({
    mutationFn: (input: { file: File; unit: WeightUnit | null }) =>
      importFile(input.file, { dryRun: true, unit: input.unit ?? undefined, tz }),
  })
  const run = useMutation({
    mutationFn: (input: { file: File; unit: WeightUnit | null }) =>
      importFile(input.file, { dryRun: false, unit: input.unit ?? undefined, tz }),
    onSuccess: async (result) => {
      // Imported workouts touch history, stats, exercises, last sets and progress.
      await queryClient.invalidateQueries()
      const extras = restoredExtras(result)
      toast({
        title: result.format === 'ironlog' ? 'Restore Complete' : 'Import Complete',
        description:
          result.format === 'ironlog'
            ? `${[count(result.workouts, 'workout'), ...extras].join(', ')} restored.`
            : `${count(result.workouts, 'workout')} with ${count(result.sets, 'set')} added to your history.`,
      })
      onOpenChange(false)
    },
    onError: (error) => failureToast(error, 'Failed to import the file'),
  })

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setFile(chosen)
    setUnit(null)
    run.reset()
    preview.reset()
    setTooLarge(!!chosen && chosen.size > IMPORT_MAX_BYTES)
    if (chosen && chosen.size <= IMPORT_MAX_BYTES) preview.mutate({ file: chosen, unit: null })
  }

  function chooseUnit(chosen: WeightUnit) {
    setUnit(chosen)
    if (file) preview.mutate({ file, unit: chosen })
  }

  const askUnit = unit !== null || needsUnit(preview.error)
  const result = preview.data
  const busy = preview.isPending || run.isPending

  return (
    <Dialog open={open} onOpenChange={(next) => !run.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import from Strong or Hevy</DialogTitle>
          <DialogDescription>
            Choose the CSV file the app exported, or an Ironlog JSON export to restore. You will see
            what it holds before anything is imported; what you already have is skipped.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <Label htmlFor={fileId}>Export file</Label>
          <Input
            id={fileId}
            type="file"
            accept={ACCEPTED_FILES}
            onChange={chooseFile}
            disabled={run.isPending}
            className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-semibold file:text-secondary-foreground"
          />
        </div>

        {askUnit && (
          <div role="radiogroup" aria-labelledby={unitLabelId} className="grid gap-2">
            <span id={unitLabelId} className="text-sm leading-none font-medium">
              Weight unit of this file
            </span>
            <p className="text-sm text-muted-foreground">
              This file does not say whether its weights are in kilograms or pounds. Choose the unit
              you logged them in.
            </p>
            <WeightUnitRadios
              name="import-unit"
              value={unit}
              onChange={chooseUnit}
              disabled={busy}
            />
          </div>
        )}

        <div aria-live="polite" className="grid gap-3">
          {preview.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              Reading the file…
            </p>
          )}
          {tooLarge && (
            <p role="alert" className="text-sm font-medium text-destructive">
              This file is larger than 10 MiB. Is it an export file?
            </p>
          )}
          {preview.error && !needsUnit(preview.error) && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problemOf(preview.error)}
            </p>
          )}
          {result && !preview.isPending && <PreviewSummary result={result} />}
          {run.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problemOf(run.error)}
            </p>
          )}
        </div>

        {run.isPending && (
          <div
            role="progressbar"
            aria-label="Importing"
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-1/3 animate-[import-progress_1.2s_ease-in-out_infinite] rounded-full bg-primary" />
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => file && run.mutate({ file, unit })}
            disabled={!result || addsNothing(result) || busy}
          >
            {run.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <FileUpIcon aria-hidden="true" />
            )}
            {run.isPending
              ? 'Importing…'
              : result?.format === 'ironlog'
                ? 'Restore'
                : `Import ${result ? count(result.workouts, 'workout') : 'workouts'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function PreviewSummary({ result }: { result: ImportResult }) {
  const shownExercises = result.exercises.slice(0, 6)
  const more = result.exercises.length - shownExercises.length
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <p className="font-semibold">{FORMAT_NAMES[result.format]} export</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Workouts</dt>
        <dd className="font-medium">{result.workouts}</dd>
        <dt className="text-muted-foreground">Sets</dt>
        <dd className="font-medium">{result.sets}</dd>
        <dt className="text-muted-foreground">Dates</dt>
        <dd className="font-medium">
          {result.firstDate && result.lastDate
            ? `${day(result.firstDate)} – ${day(result.lastDate)}`
            : 'None'}
        </dd>
        <dt className="text-muted-foreground">Exercises</dt>
        <dd className="font-medium">
          {result.exercises.length === 0
            ? 'None'
            : `${shownExercises.join(', ')}${more > 0 ? ` and ${more} more` : ''}`}
        </dd>
        {result.format === 'ironlog' && (
          <>
            <dt className="text-muted-foreground">Also restores</dt>
            <dd className="font-medium">
              {restoredExtras(result).join(', ') || 'Nothing else new'}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Duplicates</dt>
        <dd className="font-medium">
          {result.duplicates === 0
            ? 'None'
            : `${count(result.duplicates, 'workout')} already in your history, skipped`}
        </dd>
      </dl>
      {result.skippedRows > 0 && (
        <p className="text-muted-foreground">
          {count(result.skippedRows, 'row')} without reps (cardio, timed holds, rest timers){' '}
          {result.skippedRows === 1 ? 'is' : 'are'} left out.
        </p>
      )}
      {addsNothing(result) && (
        <p className="font-medium">
          {result.duplicates > 0 || result.format === 'ironlog'
            ? 'Everything in this file is already in your history.'
            : 'This file holds no workouts.'}
        </p>
      )}
    </div>
  )
}
