import { useQuery } from '@tanstack/react-query'
import { PlusIcon, SearchIcon } from 'lucide-react'
import { useId, useState } from 'react'
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
import { Input } from '#client/components/ui/input.tsx'
import { focusDialogOnTouch } from '#client/lib/on-screen-keyboard.ts'
import { sameName } from './session-state.ts'

/**
 * Spec §2 exercise picker: the catalogue (fetched only while open), a case-insensitive substring
 * search, and a new name typed in the same box (trimmed; Add disabled while blank). With
 * `supersetWith` (the session's last exercise), the lifter may add it into that one's superset
 * (decisions.md §13).
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
          <DialogTitle>Add Exercise</DialogTitle>
          <DialogDescription>Pick one you have done before, or type a new name.</DialogDescription>
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
  const term = search.trim().toLowerCase()
  const names = exercises.data ?? []
  const matches = term ? names.filter((name) => name.toLowerCase().includes(term)) : names
  const trimmed = search.trim()

  let listContent
  if (exercises.isPending) {
    listContent = <p className="p-3 text-sm text-muted-foreground">Loading exercises...</p>
  } else if (matches.length === 0) {
    // Spec §2: 'No exercises found' when a search has no hits, 'No exercises yet' otherwise.
    listContent = (
      <p className="p-3 text-sm text-muted-foreground">
        {term ? 'No exercises found' : 'No exercises yet'}
      </p>
    )
  } else {
    listContent = (
      <ul className="grid gap-0.5 p-1" aria-label="Exercises">
        {matches.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium hover:bg-accent focus-visible:bg-accent"
              onClick={() => onPick(name)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <div className="grid gap-3">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          // A typed name that is already in the catalogue keeps the catalogue's spelling.
          if (trimmed) onPick(names.find((name) => sameName(name, trimmed)) ?? trimmed)
        }}
      >
        <div className="relative flex-1">
          <label htmlFor={inputId} className="sr-only">
            Search or name a new exercise
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search or add new"
            className="pl-9"
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={!trimmed}>
          <PlusIcon />
          Add
        </Button>
      </form>
      {supersetWith !== undefined && (
        <div className="flex min-h-11 items-center gap-3 rounded-md border px-3">
          <label htmlFor={supersetId} className="min-w-0 flex-1 text-sm">
            Superset with <span className="font-semibold">{supersetWith}</span>
          </label>
          <Switch id={supersetId} checked={superset} onCheckedChange={setSuperset} />
        </div>
      )}
      {/* Spec §9: the list viewport is 300 px high. */}
      <div className="h-[300px] overflow-y-auto rounded-md border">{listContent}</div>
    </div>
  )
}
