import { useQuery } from '@tanstack/react-query'
import { format, parseISO } from 'date-fns'
import {
  ActivityIcon,
  ArrowLeftIcon,
  ChevronRightIcon,
  RotateCwIcon,
  ScaleIcon,
  TrophyIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ExerciseRecord } from '#shared/contract/progress.ts'
import { formatStoredWeight, type WeightUnit } from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressPath, progressQueries } from '#client/api/progress.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

/** Every exercise the lifter has trained with its bests, most recently trained first (issue 14). */
export default function RecordsScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <>
            <Button asChild variant="ghost" size="icon">
              <Link href="/" aria-label="Back to home">
                <ArrowLeftIcon />
              </Link>
            </Button>
            <h1 className="truncate text-lg font-bold">Records</h1>
          </>
        }
      />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
        <nav aria-label="Body" className="grid grid-cols-2 gap-3">
          <BodyLink href="/body-weight" icon={<ScaleIcon />} title="Body weight" />
          <BodyLink href="/muscles" icon={<ActivityIcon />} title="Muscles this week" />
        </nav>
        <Records />
      </main>
    </div>
  )
}

function Records() {
  const records = useQuery(progressQueries.records())
  const unit = useWeightUnit()
  if (records.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-[104px] rounded-xl" />
        ))}
        <span className="sr-only" role="status">
          Loading records
        </span>
      </div>
    )
  }
  if (records.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
        <p className="font-medium">Your records could not be loaded.</p>
        <Button variant="outline" onClick={() => void records.refetch()}>
          <RotateCwIcon />
          Try again
        </Button>
      </Card>
    )
  }
  if (records.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <TrophyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">No records yet</p>
        <p className="text-sm text-muted-foreground">
          Complete a workout and every exercise you trained shows here with its bests.
        </p>
        <Button asChild>
          <Link href="/">Start a Workout</Link>
        </Button>
      </Card>
    )
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Exercises">
      {records.data.map((record) => (
        <li key={record.exerciseName}>
          <RecordCard record={record} unit={unit} />
        </li>
      ))}
    </ul>
  )
}

/** Issue 33: the progress of the body beside the lifts'. */
function BodyLink({ href, icon, title }: { href: string; icon: ReactNode; title: string }) {
  return (
    <Link
      href={href}
      className="group flex min-h-14 items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0"
    >
      <span className="text-primary" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 flex-1 font-semibold">{title}</span>
      <ChevronRightIcon
        className="text-muted-foreground group-hover:text-foreground max-sm:hidden"
        aria-hidden="true"
      />
    </Link>
  )
}

const shortDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy')

function RecordCard({ record, unit }: { record: ExerciseRecord; unit: WeightUnit }) {
  return (
    <Link
      href={progressPath(record.exerciseName)}
      className="group flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="truncate font-semibold">{record.exerciseName}</h2>
          <span className="shrink-0 text-xs text-muted-foreground">
            Last: {shortDate(record.lastTrainedAt)}
          </span>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Figure label="Best e1RM" value={formatStoredWeight(record.e1rm.value, unit)} />
          <Figure
            label="Heaviest"
            value={`${formatStoredWeight(record.heaviest.weight, unit)} × ${record.heaviest.reps}`}
          />
          <Figure label="Best volume" value={formatStoredWeight(record.volume.value, unit)} />
        </dl>
      </div>
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground group-hover:text-foreground"
        aria-hidden="true"
      />
    </Link>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  )
}
