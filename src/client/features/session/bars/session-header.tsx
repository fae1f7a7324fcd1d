import { useLingui } from '@lingui/react/macro'
import { ArrowLeftIcon } from 'lucide-react'
import { memo, useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'wouter'
import { AppHeader } from '#client/components/app-header.tsx'
import { SUPERSET_TEXT } from '#client/components/superset-group.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import type { LocalExercise } from '../state/session-state.ts'

/**
 * The session's header: back, the day's name and the actions; under them `line` (the date line
 * with the time and volume, full width) and `below` (the agenda). Memoised, like the cards: a tap
 * re-renders the screen's state, not its header or quote.
 */
export const SessionHeader = memo(function SessionHeader({
  title,
  line,
  actions,
  below,
}: {
  title: ReactNode
  line?: ReactNode
  actions?: ReactNode
  below?: ReactNode
}) {
  // Through the hook: a memoised header still follows a switch of language.
  const { t } = useLingui()
  return (
    <AppHeader
      actions={actions}
      below={
        <>
          {line && (
            <div className="mx-auto -mt-1.5 max-w-5xl px-3 pb-1 sm:-mt-2 sm:px-6">{line}</div>
          )}
          {below}
        </>
      }
      title={
        <>
          <Button asChild variant="ghost" size="icon" className="-ml-1 shrink-0">
            <Link href="/" aria-label={t`Back to home`}>
              <ArrowLeftIcon className="size-5!" />
            </Link>
          </Button>
          <h1 className="min-w-0 truncate text-lg leading-tight font-bold tracking-tight">
            {title}
          </h1>
        </>
      }
    />
  )
})

/**
 * Brings exercise `position`'s card (a superset's member too) to the top of what the header
 * leaves in sight, whatever the header's height, and gives its heading the focus (issue 42: the
 * chip used to leave the card behind the header or the bar).
 */
function revealExercise(position: number) {
  const card = document.getElementById(`exercise-${position}`)
  if (!card) return
  const header = document.querySelector('header')
  card.style.scrollMarginTop = `${(header?.offsetHeight ?? 0) + 8}px`
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches
  card.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
  card.querySelector<HTMLElement>('h2 button')?.focus({ preventScroll: true })
}

/**
 * Today's agenda (docs/product/screens.md's numbered list of the session's exercises) as the header's exercise
 * switcher (issue 32): one line of chips, each an exercise with its sets done, a tap from its
 * card; the exercise of the next set is marked and kept in sight.
 */
export const Agenda = memo(function Agenda({
  exercises,
  tags,
  current,
}: {
  exercises: readonly LocalExercise[]
  tags: readonly (string | undefined)[]
  /** The exercise the next set belongs to, or -1. */
  current: number
}) {
  const { t } = useLingui()
  const shown = useExerciseName()
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const chip = list.current?.children[current] as HTMLElement | undefined
    if (!chip || !list.current) return
    // Sideways only: the page itself stays where the lifter has it.
    const { offsetLeft, offsetWidth } = chip
    const { scrollLeft, clientWidth } = list.current
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      list.current.scrollLeft = offsetLeft - 12
    }
  }, [current])
  if (exercises.length === 0) return null
  return (
    <nav aria-label={t`Agenda`} className="mx-auto max-w-5xl">
      <ol
        ref={list}
        className="flex gap-1.5 overflow-x-auto px-3 pb-1.5 [scrollbar-width:none] sm:px-6"
      >
        {exercises.map((exercise, index) => {
          const done = exercise.sets.filter((set) => set.completed).length
          const finished = done === exercise.sets.length
          return (
            <li key={exercise.id} className="shrink-0">
              <a
                href={`#exercise-${index + 1}`}
                onClick={(event) => {
                  event.preventDefault()
                  revealExercise(index + 1)
                }}
                aria-current={index === current ? 'true' : undefined}
                className={cn(
                  'flex h-8 max-w-52 items-center gap-1.5 rounded-full border pr-3 pl-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  index === current && 'border-primary bg-primary/10',
                )}
              >
                <span
                  className={cn(
                    'flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-bold tabular-nums',
                    finished
                      ? 'bg-success text-white dark:text-background'
                      : tags[index]
                        ? cn('bg-primary/15', SUPERSET_TEXT)
                        : 'bg-muted text-foreground',
                  )}
                >
                  {tags[index] ?? index + 1}
                </span>
                <span className="min-w-0 truncate font-medium">{shown(exercise.name)}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {done}/{exercise.sets.length}
                </span>
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
})
