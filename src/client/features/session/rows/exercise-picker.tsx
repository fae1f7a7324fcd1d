import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { suggestExercises } from '#shared/domain/muscles.ts'
import { MAX_NAME_LENGTH } from '#shared/domain/text.ts'
import { useCatalog } from '#client/api/use-catalog.ts'
import { exerciseQueries } from '#client/api/workout-days.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { SearchInput } from '#client/components/search-input.tsx'
import { focusDialogOnTouch } from '#client/lib/on-screen-keyboard.ts'
import { typedExerciseName } from '#shared/domain/exercise-names.ts'
import { useExerciseName, useShownNames } from '#client/lib/exercise-names.ts'

/**
 * docs/product/screens.md exercise picker: the catalogue (fetched only while open), a case-insensitive substring
 * search, and a new name typed in the same box (trimmed; Add disabled while blank). As the
 * lifter types, the exercise catalogue's names follow their own (docs/product/body-weight-and-muscles.md). With
 * `supersetWith` (the session's last exercise), the lifter may add it into that one's superset
 * (docs/product/set-kinds.md).
 */
export function ExercisePicker({
  open,
  onOpenChange,
  onPick,
  supersetWith,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (name: string, superset: boolean) => void
  supersetWith: string | undefined
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Searching is typing: the box gets the focus, but not on a phone, where picking from
          the list is more likely and the keyboard would hide it. */}
      <DialogContent onOpenAutoFocus={focusDialogOnTouch} tabIndex={-1}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Add Exercise</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Pick one you have done before or one of the catalogue as you type, or type a new name.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open && <PickerBody onPick={onPick} supersetWith={supersetWith} />}
      </DialogContent>
    </Dialog>
  )
}

function PickerBody({
  onPick: pick,
  supersetWith,
}: {
  onPick: (name: string, superset: boolean) => void
  supersetWith: string | undefined
}) {
  const inputId = useId()
  const supersetId = useId()
  const [search, setSearch] = useState('')
  const [superset, setSuperset] = useState(false)
  const onPick = (name: string) => pick(name, supersetWith !== undefined && superset)
  const exercises = useQuery(exerciseQueries.list())
  const catalog = useCatalog()
  const names = exercises.data ?? []
  const shownNames = useShownNames()
  const suggested = suggestExercises(search, names, catalog ?? [], { shown: shownNames.byKey })
  const trimmed = search.trim()

  let listContent
  if (exercises.isPending) {
    listContent = (
      <p className="p-3 text-sm text-muted-foreground">
        <Trans>Loading exercises...</Trans>
      </p>
    )
  } else if (suggested.own.length === 0 && suggested.catalog.length === 0) {
    // docs/product/screens.md: 'No exercises found' when a search has no hits, 'No exercises yet' otherwise.
    listContent = (
      <p className="p-3 text-sm text-muted-foreground">
        {trimmed ? <Trans>No exercises found</Trans> : <Trans>No exercises yet</Trans>}
      </p>
    )
  } else {
    listContent = (
      <>
        {suggested.own.length > 0 && (
          <NameList label={t`Exercises`} names={suggested.own} onPick={onPick} />
        )}
        {suggested.catalog.length > 0 && (
          <>
            <h3
              id={`${inputId}-catalog`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <Trans>From the catalogue</Trans>
            </h3>
            <NameList labelledBy={`${inputId}-catalog`} names={suggested.catalog} onPick={onPick} />
          </>
        )}
      </>
    )
  }

  return (
    <div className="grid gap-3">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!trimmed) return
          onPick(typedExerciseName(trimmed, names, catalog ?? [], shownNames))
        }}
      >
        <SearchInput
          id={inputId}
          label={t`Search or name a new exercise`}
          className="flex-1"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t`Search or add new`}
          maxLength={MAX_NAME_LENGTH}
        />
        <Button type="submit" disabled={!trimmed}>
          <PlusIcon />
          <Trans>Add</Trans>
        </Button>
      </form>
      {supersetWith !== undefined && (
        <div className="flex min-h-11 items-center gap-3 rounded-md border px-3">
          <label htmlFor={supersetId} className="min-w-0 flex-1 text-sm">
            <Trans>
              Superset with <span className="font-semibold">{shownNames.shown(supersetWith)}</span>
            </Trans>
          </label>
          <Switch id={supersetId} checked={superset} onCheckedChange={setSuperset} />
        </div>
      )}
      {/* docs/product/constants.md: the list viewport is 300 px high. */}
      <div className="h-[300px] overflow-y-auto rounded-md border">{listContent}</div>
    </div>
  )
}

function NameList({
  names,
  onPick,
  label,
  labelledBy,
}: {
  names: string[]
  onPick: (name: string) => void
  label?: string
  labelledBy?: string
}) {
  const shown = useExerciseName()
  return (
    <ul className="grid gap-0.5 p-1" aria-label={label} aria-labelledby={labelledBy}>
      {names.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium hover:bg-accent focus-visible:bg-accent"
            onClick={() => onPick(name)}
          >
            {shown(name)}
          </button>
        </li>
      ))}
    </ul>
  )
}
