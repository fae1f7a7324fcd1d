import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { PutExerciseMusclesBody } from '#shared/contract/muscles.ts'
import { MUSCLES, suggestExercises, type Muscle } from '#shared/domain/muscles.ts'
import { muscleQueries, putExerciseMuscles } from '#client/api/muscles.ts'
import { useShownNames } from '#client/lib/exercise-names.ts'
import { useCatalog } from '#client/api/use-catalog.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { SearchInput } from '#client/components/search-input.tsx'
import { cn } from '#client/lib/cn.ts'
import { failureToast } from '#client/lib/failure-toast.ts'
import { toast } from '#client/lib/toast-store.ts'
import { muscleLabel } from '#client/components/muscle-labels.ts'

/**
 * docs/product/body-weight-and-muscles.md: gives one of the lifter's exercise names its muscles, as a catalogue
 * exercise it is like or muscle by muscle. Open while `exerciseName` is set.
 */
export function AssignMusclesDialog({
  exerciseName,
  onOpenChange,
}: {
  exerciseName: string | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={exerciseName !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl grid-cols-[minmax(0,1fr)]">
        {exerciseName !== null && (
          <AssignBody
            key={exerciseName}
            exerciseName={exerciseName}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function AssignBody({ exerciseName, onDone }: { exerciseName: string; onDone: () => void }) {
  const queryClient = useQueryClient()
  const catalog = useCatalog()
  const shownNames = useShownNames()
  const shownName = shownNames.shown(exerciseName)
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [primary, setPrimary] = useState<Muscle[]>([])
  const [secondary, setSecondary] = useState<Muscle[]>([])
  const save = useMutation({
    mutationFn: (body: PutExerciseMusclesBody) => putExerciseMuscles(exerciseName, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/muscle-volume'] })
      void queryClient.invalidateQueries({ queryKey: muscleQueries.exercises().queryKey })
      toast({ title: t`Muscles saved`, description: t`${shownName} counts from now on.` })
      onDone()
    },
    onError: (error) => failureToast(error, t`The muscles could not be saved`),
  })
  const matches = search.trim()
    ? suggestExercises(search, [], catalog ?? [], {
        limit: 6,
        shown: shownNames.byKey,
      }).catalog.map((name) => catalog!.find((entry) => entry.name === name)!)
    : []

  const toggle = (muscle: Muscle, role: 'primary' | 'secondary') => {
    const [list, setList, other, setOther] =
      role === 'primary'
        ? [primary, setPrimary, secondary, setSecondary]
        : [secondary, setSecondary, primary, setPrimary]
    if (list.includes(muscle)) return setList(list.filter((each) => each !== muscle))
    setList([...list, muscle])
    // A muscle works most or helps, not both.
    setOther(other.filter((each) => each !== muscle))
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Muscles of {shownName}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Pick the catalogue exercise it is most like, or choose its muscles yourself.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <section className="grid gap-2" aria-labelledby={`${searchId}-like`}>
        <h3 id={`${searchId}-like`} className="text-sm font-semibold">
          <Trans>Like a catalogue exercise</Trans>
        </h3>
        <SearchInput
          id={searchId}
          label={t`Search the catalogue`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t`e.g. curl, row, squat`}
        />
        {search.trim() && matches.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>No catalogue exercise found.</Trans>
          </p>
        )}
        {matches.length > 0 && (
          <ul className="grid gap-0.5 rounded-md border p-1" aria-label={t`Catalogue exercises`}>
            {matches.map((entry) => (
              <li key={entry.key}>
                <button
                  type="button"
                  disabled={save.isPending}
                  onClick={() => save.mutate({ catalogKey: entry.key })}
                  className="grid min-h-11 w-full rounded-md px-3 py-1.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="text-sm font-medium">{shownNames.shown(entry.name)}</span>
                  <span className="text-xs text-muted-foreground">
                    {entry.primary.map((muscle) => muscleLabel(muscle)).join(', ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-3" aria-labelledby={`${searchId}-own`}>
        <h3 id={`${searchId}-own`} className="text-sm font-semibold">
          <Trans>Or choose its muscles</Trans>
        </h3>
        <MuscleChips
          label={t`Works most (1 a set)`}
          chosen={primary}
          onToggle={(muscle) => toggle(muscle, 'primary')}
        />
        <MuscleChips
          label={t`Helps (0.5 a set)`}
          chosen={secondary}
          onToggle={(muscle) => toggle(muscle, 'secondary')}
        />
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          disabled={primary.length === 0 || save.isPending}
          onClick={() => save.mutate({ primary, secondary })}
        >
          <Trans>Save muscles</Trans>
        </Button>
      </DialogFooter>
    </>
  )
}

function MuscleChips({
  label,
  chosen,
  onToggle,
}: {
  label: string
  chosen: Muscle[]
  onToggle: (muscle: Muscle) => void
}) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1.5">
      <span id={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {MUSCLES.map((muscle) => (
          <button
            key={muscle}
            type="button"
            aria-pressed={chosen.includes(muscle)}
            onClick={() => onToggle(muscle)}
            className={cn(
              'min-h-9 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              chosen.includes(muscle)
                ? 'border-primary bg-primary text-primary-foreground'
                : 'hover:bg-accent',
            )}
          >
            {muscleLabel(muscle)}
          </button>
        ))}
      </div>
    </div>
  )
}
