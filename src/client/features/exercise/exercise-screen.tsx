import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { BookOpenIcon, DumbbellIcon, RotateCwIcon } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useParams } from 'wouter'
import { useHistoryState } from 'wouter/use-browser-location'
import type { CatalogEntry } from '#shared/domain/muscles.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { exerciseNoteQueries } from '#client/api/exercise-notes.ts'
import { muscleQueries } from '#client/api/muscles.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { useCatalog } from '#client/api/use-catalog.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { equipmentLabel } from '#client/components/equipment-labels.ts'
import type { ExercisePageState } from '#client/components/exercise-link.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { PlanSection } from '#client/features/progress/index.ts'
import { aboutExercise, type ExerciseAbout } from './exercise-model.ts'
import { ExerciseHistory } from './exercise-history.tsx'
import { useInstructions } from './exercise-instructions.ts'
import { ExerciseMusclesCard } from './exercise-muscles-card.tsx'
import { ExerciseTypeCard } from './exercise-type-card.tsx'
import { PinnedNoteCard } from './pinned-note-card.tsx'

/** The route's name segment as the lifter wrote it (a stray '%' is kept as typed). */
function decodeName(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * docs/product/exercises.md: one exercise, everything Ironlog knows of it: its type, equipment
 * and muscles, how to do it, the lifter's pinned note, the rule and its plan, records, the last
 * sessions and the way to the charts.
 */
export default function ExerciseScreen() {
  const { t } = useLingui()
  const params = useParams<{ exerciseName: string }>()
  const asked = decodeName(params.exerciseName ?? '')
  const state = useHistoryState<ExercisePageState | null>()
  // Back where the page was opened from (a path of this app), else to the records.
  const back = state?.back?.startsWith('/') ? state.back : '/records'
  const muscles = useQuery(muscleQueries.exercises())
  const notes = useQuery(exerciseNoteQueries.list())
  const catalog = useCatalog()
  const shown = useExerciseName()
  const about = useMemo(
    () =>
      muscles.data && notes.data && catalog
        ? aboutExercise(asked, { muscles: muscles.data, notes: notes.data, catalog })
        : undefined,
    [asked, muscles.data, notes.data, catalog],
  )
  const failed = muscles.isError || notes.isError

  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <BackTitle
            backHref={back}
            backLabel={t({ context: 'navigation', message: 'Back' })}
            title={shown(about?.name ?? asked)}
            subtitle={about?.entry ? t(equipmentLabel(about.entry.equipment)) : t`Exercise`}
          />
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        {failed ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
            <p className="font-medium">
              <Trans>This exercise could not be loaded.</Trans>
            </p>
            <Button
              variant="outline"
              onClick={() => void Promise.all([muscles.refetch(), notes.refetch()])}
            >
              <RotateCwIcon />
              <Trans>Try again</Trans>
            </Button>
          </Card>
        ) : about === undefined ? (
          <ExerciseSkeleton />
        ) : about === null ? (
          <NoSuchExercise name={asked} />
        ) : (
          <ExerciseDetails about={about} />
        )}
      </main>
    </div>
  )
}

function ExerciseDetails({ about }: { about: ExerciseAbout }) {
  const unit = useWeightUnit()
  return (
    <>
      {/* Two columns on a wide screen: the note and the type stacked beside the body map. */}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <div className="grid content-start gap-4">
          <PinnedNoteCard exerciseName={about.name} note={about.note} />
          <ExerciseTypeCard exerciseName={about.name} />
        </div>
        <ExerciseMusclesCard exerciseName={about.name} muscles={about.muscles} />
      </div>
      {about.entry && <HowTo entry={about.entry} name={about.name} />}
      <PlanSection exerciseName={about.name} unit={unit} />
      <ExerciseHistory exerciseName={about.name} />
    </>
  )
}

/** The entry's steps in the language shown; nothing for an entry without any. */
function HowTo({ entry, name }: { entry: CatalogEntry; name: string }) {
  const shown = useExerciseName()
  const steps = useInstructions(entry.key)
  if (steps === null) return null
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="how-to">
      <h2 id="how-to" className="flex items-center gap-2 font-semibold">
        <BookOpenIcon className="size-4 text-primary" aria-hidden="true" />
        <Trans>How to do it</Trans>
      </h2>
      {entry.name !== name && (
        <p className="text-sm text-muted-foreground">
          <Trans>As the catalogue’s {shown(entry.name)}.</Trans>
        </p>
      )}
      {steps ? (
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm marker:font-semibold marker:text-muted-foreground">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : (
        <Skeleton className="h-24 rounded-md" aria-hidden="true" />
      )}
    </Card>
  )
}

function NoSuchExercise({ name }: { name: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <DumbbellIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">
        <Trans>No exercise called {name}</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>
          It is not in your days, your history or the catalogue. Check the name, or add it to a day.
        </Trans>
      </p>
      <Button asChild>
        <Link href="/records">
          <Trans>Your exercises</Trans>
        </Link>
      </Button>
    </Card>
  )
}

function ExerciseSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
      <span className="sr-only" role="status">
        <Trans>Loading the exercise</Trans>
      </span>
    </div>
  )
}
