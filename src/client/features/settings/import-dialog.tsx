import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ChevronRightIcon, FileUpIcon, LoaderCircleIcon } from 'lucide-react'
import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react'
import {
  IMPORT_APP_NAMES,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  type CsvImportFormat,
  type DateOrder,
  type ImportResult,
} from '#shared/contract/imports.ts'
import { formatCalendarDate, formatLocale } from '#shared/domain/format.ts'
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
import { SegmentedRadios } from '#client/components/segmented-radios.tsx'
import { WeightUnitRadios } from '#client/components/weight-unit-radios.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { serverText } from '#client/lib/failure-text.ts'
import { toast } from '#client/lib/toast-store.ts'

/** docs/product/tokens-and-restore.md: Ironlog's own JSON export is taken too, and restored. */
const ACCEPTED_FILES = '.csv,text/csv,text/plain,.json,application/json'

/**
 * Where each app keeps its export, in a line (written for Ironlog; the apps' menus as lifters
 * find them, their names left in English).
 */
const HOW_TO_EXPORT: Record<CsvImportFormat, MessageDescriptor> = {
  strong: msg`Profile → Settings → Export Strong Data, then save the CSV file.`,
  hevy: msg`Profile → Settings → Export & Import Data → Export Workouts, then save the CSV file.`,
  fitnotes: msg`Settings → Spreadsheet Export: export your workouts as a CSV file.`,
  fitbod: msg`Log → Settings → Export Workout Data; the CSV file arrives by e-mail.`,
  jefit: msg`On jefit.com, Settings → Export Data; the download is one CSV file of all your logs.`,
  stronglifts: msg`Settings → Export Data, then save spreadsheet-stronglifts.csv.`,
  liftosaur: msg`Me → Export → History as CSV (the CSV, not the JSON backup).`,
  alphaprogression: msg`Settings → Export Data → Workouts, then save the CSV file.`,
}

/** Every app the importer reads, as one sentence's list: "Strong, Hevy, … or Alpha Progression". */
const appList = () =>
  new Intl.ListFormat(formatLocale(), { type: 'disjunction' }).format(
    IMPORT_FORMATS.map((format) => IMPORT_APP_NAMES[format]),
  )

const DATE_ORDERS: Array<{ value: DateOrder; label: MessageDescriptor }> = [
  { value: 'dmy', label: msg`Day first (31/12)` },
  { value: 'mdy', label: msg`Month first (12/31)` },
]

const workoutCount = (n: number) => plural(n, { one: '# workout', other: '# workouts' })
const setCount = (n: number) => plural(n, { one: '# set', other: '# sets' })

/** What a restore adds besides workouts, in words ("2 days, 1 rule"); empty for a CSV. */
function restoredExtras(result: ImportResult): string[] {
  return [
    result.days ? plural(result.days, { one: '# day', other: '# days' }) : null,
    result.progressions
      ? plural(result.progressions, { one: '# progression rule', other: '# progression rules' })
      : null,
    result.bodyWeights
      ? plural(result.bodyWeights, { one: '# body weight', other: '# body weights' })
      : null,
  ].filter((part) => part !== null)
}

const addsNothing = (result: ImportResult) =>
  result.workouts === 0 && restoredExtras(result).length === 0
const day = (iso: string) => formatCalendarDate(new Date(iso))

/**
 * What went wrong, in plain words. The server's message names the line
 * (docs/product/import-export.md); it is English (docs/product/languages.md), so another
 * language says what happened in its own words and quotes the server's for the line.
 */
function problemOf(error: Error): string {
  const tooLarge = t`This file is larger than 10 MiB. Is it an export file?`
  if (error instanceof ApiError) {
    if (error.status === 413) return tooLarge
    const message = error.serverMessage
    if (message?.startsWith('This file')) {
      const apps = appList()
      return serverText(message, t`This file is not an export of ${apps}. (${message})`)
    }
    if (message) return t`This file could not be read: ${message}`
  }
  return t`The file could not be checked. Please try again.`
}

/**
 * The choices a file needs and the request lacked: the 400 names each one
 * (docs/product/import-more-apps.md), `unit: …`, `dateOrder: …`, joined by `. `.
 */
function missingChoices(error: Error | null) {
  const message = error instanceof ApiError && error.status === 400 ? error.serverMessage : null
  const names = (message ?? '').split('. ').map((part) => part.split(':', 1)[0])
  return { unit: names.includes('unit'), dateOrder: names.includes('dateOrder') }
}

/** The file's own answers to what a preview asked: the weight unit, the order of its dates. */
type Choices = { unit: WeightUnit | null; dateOrder: DateOrder | null }
const NO_CHOICES: Choices = { unit: null, dateOrder: null }

/**
 * Settings → Your data → Import: choose another app's export (docs/product/import-more-apps.md) or an Ironlog
 * JSON export, see what a dry run finds (format, workouts, sets, dates, exercises, duplicates),
 * answer what the file does not say (its weight unit, its date order), then import it.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [choices, setChoices] = useState<Choices>(NO_CHOICES)
  const [tooLarge, setTooLarge] = useState(false)
  const fileId = useId()
  const tz = browserTimeZone()

  const send = (input: { file: File; choices: Choices }, dryRun: boolean) =>
    importFile(input.file, {
      dryRun,
      unit: input.choices.unit ?? undefined,
      dateOrder: input.choices.dateOrder ?? undefined,
      tz,
    })
  const preview = useMutation({
    mutationFn: (input: { file: File; choices: Choices }) => send(input, true),
  })
  const run = useMutation({
    mutationFn: (input: { file: File; choices: Choices }) => send(input, false),
    onSuccess: async (result) => {
      // Imported workouts touch history, stats, exercises, last sets and progress.
      await queryClient.invalidateQueries()
      const extras = restoredExtras(result)
      const workouts = workoutCount(result.workouts)
      const sets = setCount(result.sets)
      const restored = [workouts, ...extras].join(', ')
      toast({
        title: result.format === 'ironlog' ? t`Restore Complete` : t`Import Complete`,
        description:
          result.format === 'ironlog'
            ? t`${restored} restored.`
            : t`${workouts} with ${sets} added to your history.`,
      })
      onOpenChange(false)
    },
    onError: (error) => failureToast(error, t`Failed to import the file`),
  })

  function chooseFile(chosen: File | null) {
    setFile(chosen)
    setChoices(NO_CHOICES)
    run.reset()
    preview.reset()
    setTooLarge(!!chosen && chosen.size > IMPORT_MAX_BYTES)
    if (chosen && chosen.size <= IMPORT_MAX_BYTES) {
      preview.mutate({ file: chosen, choices: NO_CHOICES })
    }
  }

  function choose(change: Partial<Choices>) {
    const next = { ...choices, ...change }
    setChoices(next)
    if (file) preview.mutate({ file, choices: next })
  }

  // A question stays once asked, so that the answer can be changed.
  const missing = missingChoices(preview.error)
  const askUnit = choices.unit !== null || missing.unit
  const askDateOrder = choices.dateOrder !== null || missing.dateOrder
  const onlyQuestions = missing.unit || missing.dateOrder
  const result = preview.data
  const apps = appList()
  const busy = preview.isPending || run.isPending

  return (
    <Dialog open={open} onOpenChange={(next) => !run.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Import from another app</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Your history from {apps}, or an Ironlog JSON export to restore. You will see what the
              file holds before anything is imported; what you already have is skipped.
            </Trans>
          </DialogDescription>
        </DialogHeader>

        <details className="group rounded-lg border bg-card text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <ChevronRightIcon
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
              aria-hidden="true"
            />
            <Trans>How to export from each app</Trans>
          </summary>
          <dl className="grid gap-2 border-t px-3 py-3">
            {IMPORT_FORMATS.map((format) => (
              <div key={format}>
                <dt className="font-semibold">{IMPORT_APP_NAMES[format]}</dt>
                <dd className="text-muted-foreground">{t(HOW_TO_EXPORT[format])}</dd>
              </div>
            ))}
          </dl>
        </details>

        <FileDrop
          id={fileId}
          file={file}
          disabled={run.isPending}
          onFile={(chosen) => !run.isPending && chooseFile(chosen)}
        />

        {askUnit && (
          <FileQuestion
            label={<Trans>Weight unit of this file</Trans>}
            description={
              <Trans>
                This file does not say whether its weights are in kilograms or pounds. Choose the
                unit you logged them in.
              </Trans>
            }
          >
            <WeightUnitRadios
              name="import-unit"
              value={choices.unit}
              onChange={(unit) => choose({ unit })}
              disabled={busy}
            />
          </FileQuestion>
        )}

        {askDateOrder && (
          <FileQuestion
            label={<Trans>Date order of this file</Trans>}
            description={
              <Trans>
                No date in this file shows whether the day or the month comes first. Choose how your
                phone writes dates.
              </Trans>
            }
          >
            <SegmentedRadios
              name="import-date-order"
              options={DATE_ORDERS.map((order) => ({ value: order.value, label: t(order.label) }))}
              value={choices.dateOrder}
              onChange={(dateOrder) => choose({ dateOrder })}
              disabled={busy}
            />
          </FileQuestion>
        )}

        <div aria-live="polite" className="grid gap-3">
          {preview.isPending && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
              <Trans>Reading the file…</Trans>
            </p>
          )}
          {tooLarge && (
            <p role="alert" className="text-sm font-medium text-destructive">
              <Trans>This file is larger than 10 MiB. Is it an export file?</Trans>
            </p>
          )}
          {preview.error && !onlyQuestions && (
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
            aria-label={t`Importing`}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-1/3 animate-[import-progress_1.2s_ease-in-out_infinite] rounded-full bg-primary" />
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={run.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => file && run.mutate({ file, choices })}
            disabled={!result || addsNothing(result) || busy}
          >
            {run.isPending ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <FileUpIcon aria-hidden="true" />
            )}
            {run.isPending
              ? t`Importing…`
              : result?.format === 'ironlog'
                ? t`Restore`
                : result
                  ? plural(result.workouts, { one: 'Import # workout', other: 'Import # workouts' })
                  : t`Import workouts`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/**
 * The export file: dropped on the box, or chosen with the file input inside it (the box is its
 * label, so a tap anywhere on it opens the picker, and the keyboard reaches the input).
 */
function FileDrop({
  id,
  file,
  disabled,
  onFile,
}: {
  id: string
  file: File | null
  disabled: boolean
  onFile: (file: File | null) => void
}) {
  const { t } = useLingui()
  const [over, setOver] = useState(false)
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setOver(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) onFile(dropped)
  }
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        over ? 'border-primary bg-primary/10' : 'hover:bg-accent/50',
        disabled && 'pointer-events-none opacity-50',
      )}
      data-testid="import-drop"
    >
      <FileUpIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      {file ? (
        <span className="font-semibold break-all">{file.name}</span>
      ) : (
        <span className="font-semibold">
          <Trans>Drop the export file here</Trans>
        </span>
      )}
      <span className="text-muted-foreground">
        {file ? t`Drop or tap to choose another export file` : t`or tap to choose it (CSV or JSON)`}
      </span>
      <input
        id={id}
        type="file"
        accept={ACCEPTED_FILES}
        className="sr-only"
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null)}
      />
    </label>
  )
}

function PreviewSummary({ result }: { result: ImportResult }) {
  const { t } = useLingui()
  const app = IMPORT_APP_NAMES[result.format]
  const shown = result.exercises.slice(0, 6).join(', ')
  const more = result.exercises.length - 6
  return (
    <div className="grid gap-3 rounded-lg border bg-card p-4 text-sm">
      <p className="font-semibold">
        <Trans>{app} export</Trans>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">
          <Trans>Workouts</Trans>
        </dt>
        <dd className="font-medium">{result.workouts}</dd>
        <dt className="text-muted-foreground">
          <Trans>Sets</Trans>
        </dt>
        <dd className="font-medium">{result.sets}</dd>
        <dt className="text-muted-foreground">
          <Trans>Dates</Trans>
        </dt>
        <dd className="font-medium">
          {result.firstDate && result.lastDate
            ? `${day(result.firstDate)} – ${day(result.lastDate)}`
            : t`None`}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Exercises</Trans>
        </dt>
        <dd className="font-medium">
          {result.exercises.length === 0
            ? t`None`
            : more > 0
              ? t`${shown} and ${more} more`
              : shown}
        </dd>
        {result.format === 'ironlog' && (
          <>
            <dt className="text-muted-foreground">
              <Trans>Also restores</Trans>
            </dt>
            <dd className="font-medium">
              {restoredExtras(result).join(', ') || t`Nothing else new`}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">
          <Trans>Duplicates</Trans>
        </dt>
        <dd className="font-medium">
          {result.duplicates === 0
            ? t`None`
            : plural(result.duplicates, {
                one: '# workout already in your history, skipped',
                other: '# workouts already in your history, skipped',
              })}
        </dd>
      </dl>
      {result.skippedRows > 0 && (
        <p className="text-muted-foreground">
          {plural(result.skippedRows, {
            one: '# entry without reps, time or distance (rest timers, sets not done, cardio logs without an exercise) is left out.',
            other:
              '# entries without reps, time or distance (rest timers, sets not done, cardio logs without an exercise) are left out.',
          })}
        </p>
      )}
      {addsNothing(result) && (
        <p className="font-medium">
          {result.duplicates > 0 || result.format === 'ironlog'
            ? t`Everything in this file is already in your history.`
            : t`This file holds no workouts.`}
        </p>
      )}
    </div>
  )
}

/** A question the file leaves open (its weight unit, its date order), asked as one radio group. */
function FileQuestion({
  label,
  description,
  children,
}: {
  label: ReactNode
  description: ReactNode
  children: ReactNode
}) {
  const labelId = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <p className="text-sm text-muted-foreground">{description}</p>
      {children}
    </div>
  )
}
