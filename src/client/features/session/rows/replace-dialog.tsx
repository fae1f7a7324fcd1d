import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type FetchStatus } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Alternative } from '#shared/contract/exercise-alternatives.ts'
import { suggestExercises } from '#shared/domain/muscles.ts'
import { sameName } from '#shared/domain/names.ts'
import { alternativeQueries } from '#client/api/exercise-alternatives.ts'
import { useCatalog } from '#client/api/use-catalog.ts'
import { exerciseQueries } from '#client/api/workout-days.ts'
import { equipmentLabel } from '#client/components/equipment-labels.ts'
import { SearchInput } from '#client/components/search-input.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Switch } from '#client/components/ui/switch.tsx'
import { focusDialogOnTouch } from '#client/lib/on-screen-keyboard.ts'
import { muscleLabel } from '#client/components/muscle-labels.ts'
import { useExerciseName, useShownNames } from '#client/lib/exercise-names.ts'
import { typedExerciseName } from '#shared/domain/exercise-names.ts'

/** The exercise being replaced: its name, and whether the day's template has it. */
export type ReplaceTarget = { name: string; inDay: boolean }

/**
 * docs/product/exercises.md, "Replace exercise": the alternatives first (same muscles, then
 * type, other equipment first), then a search of the lifter's names and the catalogue, or a new
 * name; "Also in the day" changes the day's template too. Names already in the session are not
 * offered.
 */
export function ReplaceDialog({
  target,
  sessionNames,
  onOpenChange,
  onPick,
}: {
  target: ReplaceTarget | null
  sessionNames: readonly string[]
  onOpenChange: (open: boolean) => void
  onPick: (name: string, alsoInDay: boolean) => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent onOpenAutoFocus={focusDialogOnTouch} tabIndex={-1}>
        {target && (
          <ReplaceBody
            key={target.name}
            target={target}
            sessionNames={sessionNames}
            onPick={onPick}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ReplaceBody({
  target,
  sessionNames,
  onPick: pick,
}: {
  target: ReplaceTarget
  sessionNames: readonly string[]
  onPick: (name: string, alsoInDay: boolean) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [search, setSearch] = useState('')
  const [alsoInDay, setAlsoInDay] = useState(false)
  const onPick = (name: string) => pick(name, target.inDay && alsoInDay)
  const free = (name: string) => !sessionNames.some((taken) => sameName(taken, name))
  const alternatives = useQuery(alternativeQueries.of(target.name))
  const own = useQuery(exerciseQueries.list())
  const catalog = useCatalog()
  const shownNames = useShownNames()
  const shownName = shownNames.shown(target.name)
  const trimmed = search.trim()
  const suggested = suggestExercises(search, (own.data ?? []).filter(free), catalog ?? [], {
    shown: shownNames.byKey,
  })
  const found = [...suggested.own, ...suggested.catalog.filter(free)]

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Replace {shownName}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            The one you pick takes its place and its open sets in this workout; sets already logged
            stay with {shownName}.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (!trimmed) return
            const name = typedExerciseName(trimmed, own.data ?? [], catalog ?? [], shownNames)
            if (free(name)) onPick(name)
          }}
        >
          <SearchInput
            id={`${id}-search`}
            label={t`Search or name another exercise`}
            className="flex-1"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t`Search or add new`}
            maxLength={100}
          />
          <Button type="submit" disabled={!trimmed || !free(trimmed)}>
            <Trans>Replace</Trans>
          </Button>
        </form>
        {target.inDay && (
          <div className="flex min-h-11 items-center gap-3 rounded-md border px-3">
            <label htmlFor={`${id}-day`} className="min-w-0 flex-1 text-sm">
              <Trans>Also in the day</Trans>
              <span className="block text-xs text-muted-foreground">
                <Trans>Next time too, in its place</Trans>
              </span>
            </label>
            <Switch id={`${id}-day`} checked={alsoInDay} onCheckedChange={setAlsoInDay} />
          </div>
        )}
        <div className="h-[300px] overflow-y-auto rounded-md border">
          {trimmed ? (
            found.length > 0 ? (
              <Choices
                label={t`Exercises found`}
                items={found.map((name) => ({ name, detail: null }))}
                onPick={onPick}
              />
            ) : (
              <p className="p-3 text-sm text-muted-foreground">
                <Trans>No exercises found</Trans>
              </p>
            )
          ) : (
            <Alternatives
              headingId={`${id}-alternatives`}
              name={shownName}
              state={alternatives}
              free={free}
              onPick={onPick}
            />
          )}
        </div>
      </div>
    </>
  )
}

/** "Dumbbell · Chest, Front delts". */
function describe(alternative: Alternative, equipment: string | null) {
  const muscles = alternative.primary.map((muscle) => muscleLabel(muscle)).join(', ')
  return equipment === null ? muscles : `${equipment} · ${muscles}`
}

function Alternatives({
  headingId,
  name,
  state,
  free,
  onPick,
}: {
  headingId: string
  name: string
  state: { data?: Alternative[]; isPending: boolean; fetchStatus: FetchStatus }
  free: (name: string) => boolean
  onPick: (name: string) => void
}) {
  const { t } = useLingui()
  const heading = (
    <h3
      id={headingId}
      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
    >
      <Trans>Alternatives</Trans>
    </h3>
  )
  // Kept alternatives show while a read again fails (offline): only none at all is an error,
  // and a first read waiting for the network (paused) is one now: search works offline.
  const offered = state.data?.filter((alternative) => free(alternative.name))
  const finding = state.isPending && state.fetchStatus === 'fetching'
  return (
    <>
      {heading}
      {offered === undefined ? (
        finding ? (
          <p className="px-3 py-1 text-sm text-muted-foreground" role="status">
            <Trans>Finding alternatives...</Trans>
          </p>
        ) : (
          <p className="px-3 py-1 text-sm text-muted-foreground">
            <Trans>Alternatives could not be loaded. Search for one above.</Trans>
          </p>
        )
      ) : offered.length === 0 ? (
        <p className="px-3 py-1 text-sm text-muted-foreground">
          <Trans>
            None found: Ironlog finds alternatives by the muscles an exercise works. Search for one
            above, or give {name} its muscles on its page.
          </Trans>
        </p>
      ) : (
        <Choices
          labelledBy={headingId}
          items={offered.map((alternative) => ({
            name: alternative.name,
            detail: describe(
              alternative,
              alternative.equipment === null ? null : t(equipmentLabel(alternative.equipment)),
            ),
          }))}
          onPick={onPick}
        />
      )}
    </>
  )
}

function Choices({
  items,
  onPick,
  label,
  labelledBy,
}: {
  items: { name: string; detail: string | null }[]
  onPick: (name: string) => void
  label?: string
  labelledBy?: string
}) {
  const shown = useExerciseName()
  return (
    <ul className="grid gap-0.5 p-1" aria-label={label} aria-labelledby={labelledBy}>
      {items.map(({ name, detail }) => (
        <li key={name}>
          <button
            type="button"
            className="grid min-h-11 w-full content-center rounded-md px-3 py-1 text-left hover:bg-accent focus-visible:bg-accent"
            onClick={() => onPick(name)}
          >
            <span className="text-sm font-medium">{shown(name)}</span>
            {detail && <span className="text-xs text-muted-foreground">{detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
